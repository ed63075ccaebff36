import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterChips } from '../../../src/components/FilterChips/FilterChips';
import { FilterForm } from '../../../src/components/FilterForm/FilterForm';
import { SearchField } from '../../../src/components/SearchField/SearchField';
import { enhance } from '../../support/enhancement';

/**
 * A list's filter form as a visitor finds it on arrival: the browser's own inputs, which already
 * filter through onChange, until a pointer or focus comes to the form and React Aria's controls
 * replace them.
 */
const categories = [
  { value: 'all', label: 'All' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'media', label: 'Media' },
];
const tags = [
  { value: 'cfo', label: 'CFO' },
  { value: 'ai', label: 'AI' },
];

function Filters({ onFilter }: { onFilter: (fields: Record<string, unknown>) => void }) {
  const [category, setCategory] = useState('all');
  const [chosenTags, setTags] = useState<string[]>([]);
  const [query, setQuery] = useState('');
  return (
    <FilterForm action="/proof/cases" submitLabel="Show cases">
      <SearchField
        name="q"
        label="Search cases"
        value={query}
        onChange={(value) => {
          setQuery(value);
          onFilter({ q: value });
        }}
      />
      <FilterChips
        aria-label="Category"
        name="category"
        chips={categories}
        value={category}
        onChange={(value) => {
          setCategory(value);
          onFilter({ category: value });
        }}
      />
      <FilterChips
        selectionMode="multiple"
        aria-label="Tags"
        name="tags"
        chips={tags}
        value={chosenTags}
        onChange={(values) => {
          setTags(values);
          onFilter({ tags: values });
        }}
      />
    </FilterForm>
  );
}

describe('filter controls before React Aria', () => {
  it('filter through the native inputs, then React Aria takes over with the same choices', async () => {
    const onFilter = vi.fn();
    const { container } = render(<Filters onFilter={onFilter} />);
    expect(container.querySelectorAll('[data-enhance="pending"]')).toHaveLength(3);
    expect(container.querySelector('[data-rac]')).toBeNull();

    // Events that do not come near the form load nothing; the native inputs filter at once.
    fireEvent.click(screen.getByRole('radio', { name: 'Media' }));
    expect(onFilter).toHaveBeenLastCalledWith({ category: 'media' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'CFO' }));
    expect(onFilter).toHaveBeenLastCalledWith({ tags: ['cfo'] });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search cases' }), {
      target: { value: 'retail' },
    });
    expect(onFilter).toHaveBeenLastCalledWith({ q: 'retail' });

    await enhance(container);
    expect(container.querySelector('[role="radiogroup"][data-rac]')).not.toBeNull();
    expect(screen.getByRole('radio', { name: 'Media' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'CFO' })).toHaveProperty('checked', true);
    expect(screen.getByRole('searchbox', { name: 'Search cases' })).toHaveProperty(
      'value',
      'retail',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Analytics' }));
    expect(onFilter).toHaveBeenLastCalledWith({ category: 'analytics' });
  });

  it('the native search clears with Escape and its clear button', async () => {
    const onFilter = vi.fn();
    render(<Filters onFilter={onFilter} />);
    const search = screen.getByRole('searchbox', { name: 'Search cases' });
    fireEvent.change(search, { target: { value: 'retail' } });
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(onFilter).toHaveBeenLastCalledWith({ q: '' });
    fireEvent.change(search, { target: { value: 'saas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search', hidden: true }));
    expect(onFilter).toHaveBeenLastCalledWith({ q: '' });
    expect(document.activeElement).toBe(search);
  });

  it('focus entering the form loads React Aria, and a focused chip or search stays focused', async () => {
    const { container } = render(<Filters onFilter={() => {}} />);
    const search = screen.getByRole('searchbox', { name: 'Search cases' });
    await act(async () => search.focus());
    await waitFor(() => expect(container.querySelector('[data-enhance]')).toBeNull());
    const after = screen.getByRole('searchbox', { name: 'Search cases' });
    expect(after).not.toBe(search);
    await waitFor(() => expect(document.activeElement).toBe(after));
  });
});
