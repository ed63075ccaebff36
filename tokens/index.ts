export { vars } from './contract.css';
export { contrastRatio, luminance } from './contrast';
export { focusRing, focusRingInset } from './focus';
export { contrastPairs, nonTextPairs, type Palette, palettes, type ThemeName } from './palette';
export * from './scale';
export { scale } from './theme.css';
