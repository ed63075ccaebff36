import { componentStyle } from '../../styles/layers.css';
import { pillGroupRule, pillRule } from '../../styles/pill';

export const group = componentStyle({
  ...pillGroupRule,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'column', alignItems: 'flex-start' },
  },
});

/**
 * React Aria's states, and the same states of a label drawn as a toggle button around a
 * visually hidden checkbox (the Stack Builder's tiles before React Aria arrives).
 */
const selected = ':is([data-selected], :has(input:checked))';
const hovered = ':is([data-hovered], label:hover)';
const focusVisible = ':is([data-focus-visible], :has(input:focus-visible))';

export const toggleButton = componentStyle(pillRule({ hovered, selected, focusVisible }));
