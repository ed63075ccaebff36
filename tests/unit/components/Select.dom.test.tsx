import { act, screen, waitFor } from '@testing-library/react';
import { Form } from 'react-aria-components';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { Select, SelectItem } from '../../../src/components/Select/Select';
import { enhance } from '../../support/enhancement';
import { hydrateWithoutMismatch, serverHtml } from '../../support/serverHtml';

/**
 * A named Select works before and without JavaScript: the server renders the browser's own
 * select (same name, options, label, error), and React Aria takes over when the visitor comes to
 * the form, keeping a choice made before it.
 */
const roles = [
  { id: 'cmo', label: 'CMO' },
  { id: 'growth-lead', label: 'Growth Lead' },
  { id: 'founder', label: 'Founder' },
];

function RoleSelect({
  onChange,
  errors,
}: {
  onChange?: (key: unknown) => void;
  errors?: Record<string, string>;
}) {
  return (
    <Form validationBehavior="native">
      <Select
        id="role"
        name="role"
        label="Role"
        placeholder="Select your role"
        isRequired
        items={roles}
        onChange={onChange}
        isInvalid={errors?.role ? true : undefined}
        errorMessage={errors?.role}
      >
        {(role) => <SelectItem id={role.id}>{role.label}</SelectItem>}
      </Select>
    </Form>
  );
}

describe('Select before hydration', () => {
  it('is a native, required select with a placeholder option and every option', () => {
    const container = serverHtml(<RoleSelect />);
    const select = container.querySelector('select')!;
    expect(select.name).toBe('role');
    expect(select.required).toBe(true);
    expect(select.id).toBe('role');
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Select your role'],
      ['cmo', 'CMO'],
      ['growth-lead', 'Growth Lead'],
      ['founder', 'Founder'],
    ]);
    expect(container.querySelector('label')!.htmlFor).toBe('role');
    // Nothing of React Aria's trigger yet.
    expect(container.querySelector('button')).toBeNull();
  });

  it('shows a refusal (invalid, with its message), linked to the select', () => {
    const container = serverHtml(<RoleSelect errors={{ role: 'Choose your role.' }} />);
    const select = container.querySelector('select')!;
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(select.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('Choose your role.');
  });

  it('hands a choice made before hydration to React Aria, without a mismatch', async () => {
    const container = serverHtml(<RoleSelect />);
    container.querySelector('select')!.value = 'growth-lead';
    const onChange = vi.fn();
    const root = await hydrateWithoutMismatch(container, <RoleSelect onChange={onChange} />);
    // Hydrated, the native select stays until the visitor comes to the form.
    expect(container.querySelector('select')?.dataset.enhance).toBe('pending');
    await enhance(container);
    expect(onChange).toHaveBeenCalledWith('growth-lead');
    // React Aria's trigger has replaced the native select.
    expect(screen.getByRole('button', { name: /Role/ })).toBeTruthy();
    act(() => root.unmount());
  });

  it('loads React Aria when focus enters its form, and keeps a focused select focused', async () => {
    const page = (
      <form>
        <input aria-label="Name" />
        <Select id="role" name="role" label="Role" items={roles}>
          {(role) => <SelectItem id={role.id}>{role.label}</SelectItem>}
        </Select>
      </form>
    );
    const container = serverHtml(page);
    const root = await act(async () => hydrateRoot(container, page));
    const select = container.querySelector('select')!;
    // Focus entering the form anywhere loads it; here the visitor tabbed to the select itself.
    expect(select.dataset.enhance).toBe('pending');
    await act(async () => select.focus());
    await waitFor(() => expect(container.querySelector('[data-enhance]')).toBeNull());
    const trigger = screen.getByRole('button', { name: /Role/ });
    // React Aria focuses it once its transition has run (focusSafely).
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    act(() => root.unmount());
  });
});
