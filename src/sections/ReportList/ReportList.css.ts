import { style } from '@vanilla-extract/css';

/** The search panel: the articles list's look. */
export { controls } from '../ArticleList/ArticleList.css';

export const search = style({
  maxWidth: '32rem',
});
