import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import * as styles from './FilterChips.css';

export interface FilterChip {
  /** What the form submits ('measurement'). */
  value: string;
  /** What the visitor reads ('Measurement'). */
  label: string;
}

export interface FilterChipsProps
  extends Omit<RACRadioGroupProps, 'className' | 'children' | 'orientation'> {
  /** The choices, in order; the first is usually 'All'. */
  chips: ReadonlyArray<FilterChip>;
  /** The field's name in the filter form's URL ('category'). */
  name: string;
  className?: string;
}

/**
 * One filter, one choice: a React Aria `RadioGroup` of native radios drawn as chips. Give it an
 * `aria-label` ('Filter products by category'). Inside a `FilterForm` it is a real form field:
 * before hydration and without JavaScript the browser checks a chip and the form submits it;
 * with JavaScript, `onChange` filters at once. Arrow keys move the choice, Tab leaves the group.
 */
export function FilterChips({ chips, name, className, ...props }: FilterChipsProps) {
  return (
    <RACRadioGroup
      {...props}
      name={name}
      orientation="horizontal"
      className={className ? `${styles.group} ${className}` : styles.group}
    >
      {chips.map((chip) => (
        <RACRadio key={chip.value} value={chip.value} className={styles.chip}>
          {chip.label}
        </RACRadio>
      ))}
    </RACRadioGroup>
  );
}
