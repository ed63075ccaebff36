import {
  ToggleButton as RACToggleButton,
  ToggleButtonGroup as RACToggleButtonGroup,
  type ToggleButtonGroupProps as RACToggleButtonGroupProps,
  type ToggleButtonProps as RACToggleButtonProps,
} from 'react-aria-components';
import * as styles from './ToggleButtonGroup.css';

export interface ToggleButtonGroupProps extends Omit<RACToggleButtonGroupProps, 'className'> {
  className?: string;
}

/**
 * React Aria `ToggleButtonGroup` for filters. Defaults to single selection that cannot be
 * emptied (one filter, "All" included, is always active), exposed as a radio group.
 * Give it an `aria-label` ("Filter case studies by sector").
 */
export function ToggleButtonGroup({
  selectionMode = 'single',
  disallowEmptySelection = true,
  className,
  ...props
}: ToggleButtonGroupProps) {
  return (
    <RACToggleButtonGroup
      {...props}
      selectionMode={selectionMode}
      disallowEmptySelection={disallowEmptySelection}
      className={className ? `${styles.group} ${className}` : styles.group}
    />
  );
}

export interface ToggleButtonProps extends Omit<RACToggleButtonProps, 'className'> {
  className?: string;
}

/** One filter button; inside a group it needs an `id` matching the group's selected keys. */
export function ToggleButton({ className, ...props }: ToggleButtonProps) {
  return (
    <RACToggleButton
      {...props}
      className={className ? `${styles.toggleButton} ${className}` : styles.toggleButton}
    />
  );
}
