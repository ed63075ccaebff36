import type { Ref } from 'react';
import {
  Button,
  FieldError,
  Input,
  Label,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import { ClearIcon } from '../Icon/ClearIcon';
import { SearchIcon } from '../Icon/SearchIcon';
import * as fieldStyles from '../TextField/TextField.css';
import { visuallyHiddenClass } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'className' | 'children'> {
  label: string;
  /** Keep the label for screen readers only (the search icon and placeholder explain it). */
  hideLabel?: boolean;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Accessible name of the clear button. */
  clearLabel?: string;
  /** The text input, for moving focus back to it (after clearing filters, for instance). */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** React Aria `SearchField`: Escape or the clear button empties it; Enter submits. */
export function SearchField({
  label,
  hideLabel = false,
  description,
  errorMessage,
  placeholder,
  clearLabel = 'Clear search',
  inputRef,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField
      {...props}
      className={className ? `${styles.searchField} ${className}` : styles.searchField}
    >
      <Label className={hideLabel ? visuallyHiddenClass : fieldStyles.label}>{label}</Label>
      <div className={styles.box}>
        <SearchIcon className={styles.searchIcon} />
        <Input ref={inputRef} className={styles.searchInput} placeholder={placeholder} />
        <Button className={styles.clearButton} aria-label={clearLabel}>
          <ClearIcon className={styles.clearIcon} />
        </Button>
      </div>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.fieldError}>{errorMessage}</FieldError>
    </RACSearchField>
  );
}
