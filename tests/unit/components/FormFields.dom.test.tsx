import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from '../../../src/components/RadioGroup/RadioGroup';
import { TextArea } from '../../../src/components/TextArea/TextArea';
import { TextField } from '../../../src/components/TextField/TextField';
import { enhance } from '../../support/enhancement';
import { hydrateWithoutMismatch, serverHtml } from '../../support/serverHtml';

/**
 * The contact form's text fields, text area and radio group work before and without JavaScript:
 * the server renders the browser's own controls in React Aria's markup (label, description,
 * error, linked the same way), and React Aria's versions replace them when the visitor comes to
 * the form, keeping what was typed or chosen, focus and caret.
 */

function Fields({ onName }: { onName?: (value: string) => void }) {
  const [name, setName] = useState('');
  return (
    <form>
      <TextField
        id="full-name"
        name="fullName"
        label="Full Name"
        autoComplete="name"
        isRequired
        maxLength={120}
        value={name}
        onChange={(value) => {
          setName(value);
          onName?.(value);
        }}
      />
      <TextField id="email" name="email" type="email" label="Business Email" isRequired />
      <TextArea
        id="challenge"
        name="challenge"
        label="Biggest Growth Challenge"
        description="For example: rising costs."
        isRequired
      />
      <RadioGroup label="Contact Preference" name="contactPreference" defaultValue="email">
        <Radio value="email">Email</Radio>
        <Radio value="whatsapp">WhatsApp</Radio>
        <Radio value="phone">Phone</Radio>
      </RadioGroup>
    </form>
  );
}

describe('form fields before hydration', () => {
  it('are native, named, labelled controls with the browser’s own checks and no React Aria', () => {
    const container = serverHtml(<Fields />);
    expect(container.querySelector('[data-rac]')).toBeNull();
    const name = container.querySelector<HTMLInputElement>('input[name="fullName"]')!;
    expect(name.id).toBe('full-name');
    expect(name.required).toBe(true);
    expect(name.maxLength).toBe(120);
    expect(name.autocomplete).toBe('name');
    expect(container.querySelector('label[for="full-name"]')?.textContent).toBe('Full Name');
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')!.type).toBe('email');
    const challenge = container.querySelector('textarea')!;
    expect(challenge.name).toBe('challenge');
    expect(challenge.rows).toBe(5);
    expect(document.getElementById(challenge.getAttribute('aria-describedby')!)?.textContent).toBe(
      'For example: rising costs.',
    );
    const group = container.querySelector('[role="radiogroup"]')!;
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Contact Preference',
    );
    const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => [radio.name, radio.value, radio.checked])).toEqual([
      ['contactPreference', 'email', true],
      ['contactPreference', 'whatsapp', false],
      ['contactPreference', 'phone', false],
    ]);
  });

  it('show a refusal the server rendered at the field, linked to it', () => {
    const container = serverHtml(
      <form>
        <TextField
          id="company"
          name="company"
          label="Company"
          defaultValue="N"
          isInvalid
          errorMessage="Please enter your company's name."
        />
        <RadioGroup
          label="Contact Preference"
          name="contactPreference"
          isInvalid
          errorMessage="Please choose how we should contact you."
        >
          <Radio value="email">Email</Radio>
        </RadioGroup>
      </form>,
    );
    const input = container.querySelector('input[name="company"]')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.closest('[data-invalid]')).not.toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      "Please enter your company's name.",
    );
    const group = container.querySelector('[role="radiogroup"]')!;
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please choose how we should contact you.',
    );
  });
});

describe('form fields as the visitor comes to the form', () => {
  it('hydrate natively, then become React Aria’s, keeping what was typed and chosen', async () => {
    // (An empty text area: React's hydration puts a non-empty default back into one.)
    const container = serverHtml(<Fields />);
    // Typed and chosen before the page hydrated: only the browser's controls hold it.
    container.querySelector<HTMLInputElement>('input[name="fullName"]')!.value = 'Amelia Hart';
    container.querySelector('textarea')!.value = 'Costs rose 40%';
    container.querySelector<HTMLInputElement>('input[value="phone"]')!.checked = true;
    const onName = vi.fn();
    await hydrateWithoutMismatch(container, <Fields onName={onName} />);
    expect(container.querySelectorAll('[data-enhance="pending"]')).toHaveLength(4);
    await enhance(container);
    // React Aria's fields, each with what the visitor left in the native one.
    expect(container.querySelectorAll('[data-rac]').length).toBeGreaterThan(0);
    expect(onName).toHaveBeenCalledWith('Amelia Hart');
    expect(container.querySelector<HTMLInputElement>('input[name="fullName"]')!.value).toBe(
      'Amelia Hart',
    );
    expect(container.querySelector('textarea')!.value).toBe('Costs rose 40%');
    expect(container.querySelector<HTMLInputElement>('input[value="phone"]')!.checked).toBe(true);
    expect(container.querySelector('[role="radiogroup"]')!.hasAttribute('data-rac')).toBe(true);
    expect(container.querySelector('textarea')!.hasAttribute('data-rac')).toBe(true);
  });

  it('keep focus and the caret in the field the visitor is typing in', async () => {
    const container = serverHtml(<Fields />);
    await hydrateWithoutMismatch(container, <Fields />);
    const challenge = container.querySelector('textarea')!;
    await act(async () => {
      challenge.focus();
      challenge.value = 'Paid social costs';
      challenge.setSelectionRange(5, 11);
    });
    // Focus entering the form loads the fields; the native text area is replaced.
    await waitFor(() => expect(container.querySelector('[data-enhance]')).toBeNull());
    const replaced = container.querySelector('textarea')!;
    expect(replaced).not.toBe(challenge);
    expect(document.activeElement).toBe(replaced);
    expect(replaced.value).toBe('Paid social costs');
    expect([replaced.selectionStart, replaced.selectionEnd]).toEqual([5, 11]);
  });

  it('keep focus on the radio the visitor is on', async () => {
    const container = serverHtml(<Fields />);
    await hydrateWithoutMismatch(container, <Fields />);
    const whatsapp = container.querySelector<HTMLInputElement>('input[value="whatsapp"]')!;
    await act(async () => whatsapp.focus());
    await waitFor(() => expect(container.querySelector('[data-enhance]')).toBeNull());
    const replaced = container.querySelector<HTMLInputElement>('input[value="whatsapp"]')!;
    expect(replaced).not.toBe(whatsapp);
    expect(document.activeElement).toBe(replaced);
  });
});
