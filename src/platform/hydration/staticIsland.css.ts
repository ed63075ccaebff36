import { style } from '@vanilla-extract/css';

/** The island's wrapper takes no box: its content lays out as the page's own. */
export const island = style({ display: 'contents' });
