import { componentStyle } from '../../styles/layers.css';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = componentStyle({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
