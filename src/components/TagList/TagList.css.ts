import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';

export const list = componentStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = componentStyle({
  display: 'flex',
  maxWidth: '100%',
});
