import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';
import { withoutScripts } from '../../styles/scripting';
import { focusVisible, hovered } from '../../styles/states';
import { field, input } from '../TextField/TextField.css';

export const searchField = componentStyle([field, {}]);

export const box = componentStyle({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const searchIcon = componentStyle({
  position: 'absolute',
  insetInlineStart: scale.space.sm,
  width: '1.125rem',
  height: '1.125rem',
  color: vars.color.foreground.muted,
  pointerEvents: 'none',
});

export const searchInput = componentStyle([
  input,
  {
    selectors: {
      // Doubled class: wins over `input`'s padding whatever order code-split CSS files load in.
      '&&': { paddingInlineStart: '2.5rem', paddingInlineEnd: '2.75rem' },
      '&::-webkit-search-cancel-button, &::-webkit-search-decoration': {
        WebkitAppearance: 'none',
      },
    },
  },
]);

export const clearButton = componentStyle({
  position: 'absolute',
  insetInlineEnd: '0.25rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  padding: 0,
  border: 0,
  borderRadius: scale.radius.sm,
  background: 'transparent',
  color: vars.color.foreground.muted,
  cursor: 'pointer',
  selectors: {
    [`${searchField}[data-empty] &`]: { display: 'none' },
    // Clearing needs JavaScript; without it the form's Clear link empties the search.
    [`${withoutScripts} &`]: { display: 'none' },
    [`&${hovered}`]: {
      backgroundColor: vars.color.background.surface,
      color: vars.color.foreground.body,
    },
    [`&${focusVisible}`]: focusRing,
  },
});

export const clearIcon = componentStyle({
  width: '1rem',
  height: '1rem',
});
