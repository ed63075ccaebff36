import { describe, expect, it } from 'vitest';
import { valueImportsMatching } from '../support/staticImports';

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

describe('what the contact page ships before React Aria', () => {
  // The form's fields are native until the visitor comes to the form (React Aria's versions are
  // the *Box modules, loaded then): the page, its form and the fields' fallbacks import none of
  // React Aria for its values, or /contact would load about 24 kB more before interaction.
  it.each([
    'src/routes/contact.tsx',
    'src/pages/ContactPage/ContactPage.tsx',
    'src/sections/ContactForm/ContactForm.tsx',
    'src/components/TextField/TextField.tsx',
    'src/components/TextField/NativeTextField.tsx',
    'src/components/TextField/useFieldEnhancement.ts',
    'src/components/TextArea/TextArea.tsx',
    'src/components/RadioGroup/RadioGroup.tsx',
    'src/components/Select/Select.tsx',
  ])('%s has no value import of React Aria', (file) => {
    expect(
      valueImportsMatching(file, /'react-aria(-components)?'|'@react-(aria|stately)\//),
    ).toEqual([]);
  });
});
