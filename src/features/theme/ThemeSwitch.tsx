import { type ReactNode, useId } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { MonitorIcon } from '../../components/Icon/MonitorIcon';
import { MoonIcon } from '../../components/Icon/MoonIcon';
import { SunIcon } from '../../components/Icon/SunIcon';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { useHydrated } from '../hydration/useHydrated';
import * as styles from './ThemeSwitch.css';
import { isThemePreference, type ThemePreference } from './themePreference';
import { useTheme } from './useTheme';

const options: ReadonlyArray<{ value: ThemePreference; label: string; icon: ReactNode }> = [
  { value: 'light', label: 'Light', icon: <SunIcon className={styles.icon} /> },
  { value: 'dark', label: 'Dark', icon: <MoonIcon className={styles.icon} /> },
  { value: 'system', label: 'System', icon: <MonitorIcon className={styles.icon} /> },
];

export interface ThemeSwitchProps {
  /** Accessible name of the group. */
  label?: string;
  /**
   * A media query under which the switch is shown (the header's desktop layout). Elsewhere it is
   * hidden, and it stays the static markup of the server's render (`ThemeSwitchMarkup`) rather
   * than a React Aria group, until the window grows to show it.
   */
  shownWhen?: string;
  className?: string;
}

/**
 * Light / Dark / System for the site header: a React Aria `RadioGroup` of icon-only native
 * radios, so screen readers announce the group name, each option and which one is checked
 * ("Dark, radio button, checked, 2 of 3"), and arrow keys move between options.
 */
export function ThemeSwitch({ label = 'Colour theme', shownWhen, className }: ThemeSwitchProps) {
  const { preference, setPreference } = useTheme();
  const shown = useHydrated(shownWhen);
  if (shownWhen !== undefined && !shown)
    return <ThemeSwitchMarkup label={label} className={className} />;
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

/** What React Aria's group renders for the server (no preference known: System), as plain markup. */
const visuallyHiddenInput = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
} as const;

/**
 * The switch before React Aria takes it over: the same elements, classes and states as the group
 * the server renders, without its behaviour (the switch needs JavaScript and is not shown without
 * it). A hidden switch costs nothing at hydration this way; React Aria's group replaces it when it
 * is shown, and looks the same.
 */
function ThemeSwitchMarkup({ label, className }: { label: string; className?: string }) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={className ? `${styles.group} ${className}` : styles.group}
    >
      {options.map((option) => {
        const selected = option.value === 'system';
        return (
          <label key={option.value} className={styles.option} data-selected={selected || undefined}>
            <span style={visuallyHiddenInput}>
              <input
                type="radio"
                name={name}
                value={option.value}
                defaultChecked={selected}
                tabIndex={selected ? 0 : -1}
              />
            </span>
            {option.icon}
            <VisuallyHidden>{option.label}</VisuallyHidden>
          </label>
        );
      })}
    </div>
  );
}
