import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import * as styles from './Grid.css';
import type { SpaceToken } from './Stack';

export interface ResponsiveColumns {
  mobile?: number;
  tablet?: number;
  desktop?: number;
}

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** A number for every breakpoint, or per breakpoint; missing ones inherit the smaller one. */
  columns?: number | ResponsiveColumns;
  gap?: SpaceToken;
  /** `ul`/`ol` render a list without bullets (use `li` children). */
  as?: 'div' | 'section' | 'ul' | 'ol';
  children: ReactNode;
}

/** `var(--x)` -> `--x`, the name to set as an inline custom property. */
function propertyName(cssVar: string): string {
  return cssVar.replace(/^var\((--[^,)]+).*$/, '$1');
}

/**
 * Workshop only: lays out a story's examples, not part of the design system (the site's sections
 * lay out their own grids in their styles).
 *
 * Responsive equal-width columns: `columns={{ mobile: 1, tablet: 2, desktop: 3 }}`. */
export function Grid({
  columns = { mobile: 1, tablet: 2, desktop: 3 },
  gap = 'lg',
  as: Element = 'div',
  className,
  style,
  children,
  ...props
}: GridProps) {
  const mobile = typeof columns === 'number' ? columns : (columns.mobile ?? 1);
  const tablet = typeof columns === 'number' ? columns : (columns.tablet ?? mobile);
  const desktop = typeof columns === 'number' ? columns : (columns.desktop ?? tablet);
  const columnStyle = {
    [propertyName(styles.columnsMobile)]: String(mobile),
    [propertyName(styles.columnsTablet)]: String(tablet),
    [propertyName(styles.columnsDesktop)]: String(desktop),
    ...style,
  } as CSSProperties;
  return (
    <Element
      {...props}
      className={className ? `${styles.grid} ${className}` : styles.grid}
      data-gap={gap}
      style={columnStyle}
    >
      {children}
    </Element>
  );
}
