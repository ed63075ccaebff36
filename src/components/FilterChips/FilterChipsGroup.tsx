import {
  Checkbox as RACCheckbox,
  CheckboxGroup as RACCheckboxGroup,
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
} from 'react-aria-components';
import { SmallCheckIcon } from '../Icon/SmallCheckIcon';
import type { FilterChipsProps } from './FilterChips';
import * as styles from './FilterChips.css';

/**
 * The chips once the visitor comes to the filter form (loaded by `FilterChips`): a React Aria
 * `RadioGroup` (one choice) or `CheckboxGroup` (several) of native inputs drawn as chips.
 */
export function FilterChipsGroup(props: FilterChipsProps & { autoFocusValue?: string }) {
  if (props.selectionMode === 'multiple') {
    const { chips, name, className, selectionMode: _mode, autoFocusValue, ...group } = props;
    return (
      <RACCheckboxGroup
        {...group}
        name={name}
        className={className ? `${styles.group} ${className}` : styles.group}
      >
        {chips.map((chip) => (
          <RACCheckbox
            key={chip.value}
            value={chip.value}
            autoFocus={chip.value === autoFocusValue}
            className={`${styles.chip} ${styles.checkChip}`}
          >
            <SmallCheckIcon className={styles.tick} strokeWidth="2.25" />
            {chip.label}
          </RACCheckbox>
        ))}
      </RACCheckboxGroup>
    );
  }
  const { chips, name, className, selectionMode: _mode, autoFocusValue, ...group } = props;
  return (
    <RACRadioGroup
      {...group}
      name={name}
      orientation="horizontal"
      className={className ? `${styles.group} ${className}` : styles.group}
    >
      {chips.map((chip) => (
        <RACRadio
          key={chip.value}
          value={chip.value}
          autoFocus={chip.value === autoFocusValue}
          className={styles.chip}
        >
          {chip.label}
        </RACRadio>
      ))}
    </RACRadioGroup>
  );
}
