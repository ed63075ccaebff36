import type { ReactNode } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import * as styles from './ThemeSwitch.css';
import { isThemePreference, type ThemePreference } from './themePreference';
import { useTheme } from './useTheme';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

function SunIcon() {
  return (
    <Icon>
      <circle cx="10" cy="10" r="3.5" />
      <path d="M10 1.75v1.5M10 16.75v1.5M1.75 10h1.5M16.75 10h1.5M4.17 4.17l1.06 1.06M14.77 14.77l1.06 1.06M4.17 15.83l1.06-1.06M14.77 5.23l1.06-1.06" />
    </Icon>
  );
}

function MoonIcon() {
  return (
    <Icon>
      <path d="M16.5 12.1A7 7 0 0 1 7.9 3.5a7 7 0 1 0 8.6 8.6Z" />
    </Icon>
  );
}

function MonitorIcon() {
  return (
    <Icon>
      <rect x="2.5" y="3.25" width="15" height="10.5" rx="1.5" />
      <path d="M7 17.25h6M10 13.75v3.5" />
    </Icon>
  );
}

const options: ReadonlyArray<{ value: ThemePreference; label: string; icon: ReactNode }> = [
  { value: 'light', label: 'Light', icon: <SunIcon /> },
  { value: 'dark', label: 'Dark', icon: <MoonIcon /> },
  { value: 'system', label: 'System', icon: <MonitorIcon /> },
];

export interface ThemeSwitchProps {
  /** Accessible name of the group. */
  label?: string;
  className?: string;
}

/**
 * Light / Dark / System for the site header: a React Aria `RadioGroup` of icon-only native
 * radios, so screen readers announce the group name, each option and which one is checked
 * ("Dark, radio button, checked, 2 of 3"), and arrow keys move between options.
 */
export function ThemeSwitch({ label = 'Colour theme', className }: ThemeSwitchProps) {
  const { preference, setPreference } = useTheme();
  return (
    <RadioGroup
      aria-label={label}
      orientation="horizontal"
      value={preference}
      onChange={(value) => {
        if (isThemePreference(value)) setPreference(value);
      }}
      className={className ? `${styles.group} ${className}` : styles.group}
    >
      {options.map((option) => (
        <Radio key={option.value} value={option.value} className={styles.option}>
          {option.icon}
          <VisuallyHidden>{option.label}</VisuallyHidden>
        </Radio>
      ))}
    </RadioGroup>
  );
}
