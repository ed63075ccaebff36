import type { ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<RACSwitchProps, 'className' | 'children'> {
  /** The visible label; it is the switch's accessible name. */
  children: ReactNode;
  className?: string;
}

/** React Aria `Switch`: an on/off setting that applies at once (a native checkbox with role switch). */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <RACSwitch
      {...props}
      className={className ? `${styles.switchRoot} ${className}` : styles.switchRoot}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </RACSwitch>
  );
}
