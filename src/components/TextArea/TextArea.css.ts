import { componentStyle } from '../../styles/layers.css';
import { input } from '../TextField/TextField.css';

// Doubled class: wins over `input`'s min-height whatever order code-split CSS files load in.
export const textArea = componentStyle([
  input,
  { resize: 'vertical', selectors: { '&&': { minHeight: '6rem' } } },
]);
