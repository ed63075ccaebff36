import { describe, expect, it } from 'vitest';
import { valueImportsMatching } from './staticImports';

describe('what a filter list ships before React Aria', () => {
  // A list page's controls are native until the visitor comes to them: none of these may import
  // React Aria for its values (its types are erased), or every list page would load it.
  it.each([
    'src/components/FilterChips/FilterChips.tsx',
    'src/components/FilterForm/FilterForm.tsx',
    'src/components/SearchField/SearchField.tsx',
    'src/components/NativeSelect/NativeSelect.tsx',
    'src/components/NativeButton/NativeButton.tsx',
  ])('%s has no value import of React Aria', (file) => {
    expect(
      valueImportsMatching(file, /'react-aria(-components)?'|'@react-(aria|stately)\//),
    ).toEqual([]);
  });
});
