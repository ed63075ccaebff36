import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';
import { withoutScripts } from '../../styles/scripting';

export const form = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
});

/** Only without JavaScript: with it, the fields filter as they change. */
export const submitRow = componentStyle({
  display: 'none',
  selectors: { [`${withoutScripts} &`]: { display: 'flex' } },
});
