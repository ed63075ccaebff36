import { componentStyle } from '../../styles/layers.css';
import { button } from '../Button/Button.css';

/** A link that looks like a Button; the variants and states come from the Button styles. */
export const linkButton = componentStyle([button, { textDecoration: 'none' }]);
