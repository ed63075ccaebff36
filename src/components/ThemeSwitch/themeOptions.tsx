import type { ReactNode } from 'react';
import type { ThemePreference } from '../../platform/theme/themePreference';
import { MonitorIcon } from '../Icon/MonitorIcon';
import { MoonIcon } from '../Icon/MoonIcon';
import { SunIcon } from '../Icon/SunIcon';
import * as styles from './ThemeSwitch.css';

/** The switch's options, in order: value, visually hidden name and icon. */
export const themeOptions: ReadonlyArray<{
  value: ThemePreference;
  label: string;
  icon: ReactNode;
}> = [
  { value: 'light', label: 'Light', icon: <SunIcon className={styles.icon} /> },
  { value: 'dark', label: 'Dark', icon: <MoonIcon className={styles.icon} /> },
  { value: 'system', label: 'System', icon: <MonitorIcon className={styles.icon} /> },
];

/** Accessible name of the switch unless told otherwise. */
export const themeSwitchLabel = 'Colour theme';
