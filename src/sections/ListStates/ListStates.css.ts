/** The count line and the grid: the articles list's look. */
export { count, grid } from '../ArticleList/ArticleList.css';
