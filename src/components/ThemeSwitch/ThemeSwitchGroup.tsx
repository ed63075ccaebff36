import type { Ref } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { isThemePreference, type ThemePreference } from '../../platform/theme/themePreference';
import { useTheme } from '../../platform/theme/useTheme';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ThemeSwitch.css';
import { themeOptions, themeSwitchLabel } from './themeOptions';

export interface ThemeSwitchGroupProps {
  label?: string;
  className?: string;
  /** Focus this option when the group appears (it replaces a focused plain radio). */
  autoFocusValue?: ThemePreference;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The theme switch as a React Aria `RadioGroup` of icon-only native radios: screen readers
 * announce the group name, each option and which one is checked ("Dark, radio button, checked,
 * 2 of 3"), and arrow keys move between options. `ThemeSwitch` loads it when the visitor comes
 * to the switch; the mobile menu's dialog shows it directly.
 */
export function ThemeSwitchGroup({
  label = themeSwitchLabel,
  className,
  autoFocusValue,
  ref,
}: ThemeSwitchGroupProps) {
  const { preference, setPreference } = useTheme();
  return (
    <RadioGroup
      ref={ref}
      aria-label={label}
      orientation="horizontal"
      value={preference}
      onChange={(value) => {
        if (isThemePreference(value)) setPreference(value);
      }}
      className={className ? `${styles.group} ${className}` : styles.group}
    >
      {themeOptions.map((option) => (
        <Radio
          key={option.value}
          value={option.value}
          className={styles.option}
          autoFocus={option.value === autoFocusValue}
        >
          {option.icon}
          <VisuallyHidden>{option.label}</VisuallyHidden>
        </Radio>
      ))}
    </RadioGroup>
  );
}
