import { useId, useRef, useState } from 'react';
import { useEnhancement } from '../../platform/hydration/useEnhancement';
import { isThemePreference, type ThemePreference } from '../../platform/theme/themePreference';
import { useTheme } from '../../platform/theme/useTheme';
import { VisuallyHidden, visuallyHiddenInputStyle } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ThemeSwitch.css';
import { themeOptions, themeSwitchLabel } from './themeOptions';

export interface ThemeSwitchProps {
  /** Accessible name of the group. */
  label?: string;
  /**
   * A media query under which the switch is shown (the header's desktop layout). Elsewhere it is
   * hidden, and its React Aria group is not loaded until the window grows to show it.
   */
  shownWhen?: string;
  className?: string;
}

/**
 * Light / Dark / System for the site header. It is first the same markup React Aria's
 * `RadioGroup` renders, as plain native radios (`ThemeSwitchMarkup`), which already switch the
 * theme once the page has hydrated (the switch needs JavaScript and is not shown without it);
 * the React Aria group (`ThemeSwitchGroup`) is loaded when a pointer moves over the switch or
 * focus enters it, and replaces it without a visible change.
 */
export function ThemeSwitch({ label = themeSwitchLabel, shownWhen, className }: ThemeSwitchProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [focusedValue, setFocusedValue] = useState<ThemePreference>();
  const enhanced = useEnhancement(() => import('./ThemeSwitchGroup'), ref, {
    whenMedia: shownWhen,
    // A focused radio stays focused through the swap.
    beforeSwap: () => {
      const focused = ref.current?.querySelector<HTMLInputElement>('input:focus');
      if (focused && isThemePreference(focused.value)) setFocusedValue(focused.value);
    },
  });
  if (enhanced) {
    return (
      <enhanced.ThemeSwitchGroup
        ref={ref}
        label={label}
        className={className}
        autoFocusValue={focusedValue}
      />
    );
  }
  return <ThemeSwitchMarkup ref={ref} label={label} className={className} />;
}

/**
 * The switch before React Aria takes it over: the same elements, classes and states as the group
 * React Aria renders. The server renders System checked (no preference is known there); once
 * hydrated it shows the visitor's preference and choosing a radio applies it, as the group will.
 */
function ThemeSwitchMarkup({
  label,
  className,
  ref,
}: {
  label: string;
  className?: string;
  ref: React.Ref<HTMLDivElement>;
}) {
  const name = useId();
  const { preference, setPreference } = useTheme();
  return (
    <div
      ref={ref}
      role="radiogroup"
      aria-label={label}
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={className ? `${styles.group} ${className}` : styles.group}
    >
      {themeOptions.map((option) => {
        const selected = option.value === preference;
        return (
          <label key={option.value} className={styles.option} data-selected={selected || undefined}>
            <span style={visuallyHiddenInputStyle}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={selected}
                onChange={(event) => {
                  if (isThemePreference(event.target.value)) setPreference(event.target.value);
                }}
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
