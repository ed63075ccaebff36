import { vars } from './contract.css';

/**
 * The one focus ring. Components apply it on React Aria's `[data-focus-visible]` state (or
 * `:focus-visible` for plain elements), never on `:focus`.
 */
export const focusRing = {
  outline: `3px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
} as const;

export const focusRingInset = {
  outline: `3px solid ${vars.color.border.focus}`,
  outlineOffset: '-3px',
} as const;
