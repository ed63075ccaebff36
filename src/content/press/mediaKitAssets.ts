/**
 * The media kit's files and colours: the logo files in public/press-room/media-kit/ (the mark
 * of the site's header and favicon, with the wordmark), and the brand colours taken from the
 * design tokens, so the kit and the site never disagree.
 */

import { palettes } from '../../../tokens/palette';
import type { BrandColour } from '../../sections/BrandColours/BrandColours';
import type { MediaKitFile } from '../../sections/MediaKitDownloads/MediaKitDownloads';

const folder = '/press-room/media-kit';

export const mediaKitFiles: readonly MediaKitFile[] = [
  {
    name: 'Logo for light backgrounds',
    description:
      'The mark and the wordmark in ink. The default for print and web on white or light grey.',
    href: `${folder}/response-logo.svg`,
    fileName: 'response-logo.svg',
    format: 'SVG',
    background: 'light',
  },
  {
    name: 'Logo for dark backgrounds',
    description: 'The mark and a white wordmark, for photographs, video and dark layouts.',
    href: `${folder}/response-logo-white.svg`,
    fileName: 'response-logo-white.svg',
    format: 'SVG',
    background: 'dark',
  },
  {
    name: 'Mark',
    description:
      'The R tile on its own, for avatars, app icons and spaces too small for the wordmark.',
    href: `${folder}/response-mark.svg`,
    fileName: 'response-mark.svg',
    format: 'SVG',
    background: 'light',
  },
];

const { light, dark } = palettes;

export const brandColours: readonly BrandColour[] = [
  { name: 'Response Indigo', hex: light.background.accent, use: 'The mark, buttons and links.' },
  {
    name: 'Deep Indigo',
    hex: light.background.accentHover,
    use: 'Headings in accent and pressed states.',
  },
  { name: 'Ink', hex: light.background.emphasis, use: 'Text, and dark bands behind figures.' },
  { name: 'Periwinkle', hex: dark.background.accent, use: 'The accent on dark backgrounds.' },
  { name: 'Mist', hex: light.background.surface, use: 'Alternate bands and cards.' },
  { name: 'White', hex: light.background.body, use: 'Page backgrounds and text on Indigo.' },
];
