import { style } from '@vanilla-extract/css';
import { input } from '../TextField/TextField.css';

export const textArea = style([input, { resize: 'vertical', minHeight: '6rem' }]);
