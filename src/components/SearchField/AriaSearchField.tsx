import {
  Button,
  FieldError,
  Input,
  Label,
  SearchField as RACSearchField,
  Text,
} from 'react-aria-components';
import { ClearIcon } from '../Icon/ClearIcon';
import { SearchIcon } from '../Icon/SearchIcon';
import * as fieldStyles from '../TextField/TextField.css';
import { visuallyHiddenClass } from '../VisuallyHidden/VisuallyHidden';
import type { SearchFieldProps } from './SearchField';
import * as styles from './SearchField.css';

/**
 * The search field once the visitor comes to its form (loaded by `SearchField`): React Aria's
 * `SearchField`, where Escape or the clear button empties it and Enter submits.
 */
export function AriaSearchField({
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
