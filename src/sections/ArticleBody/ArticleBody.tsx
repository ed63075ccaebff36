import * as styles from './ArticleBody.css';

export interface ArticleBodyProps {
  /**
   * The body as safe HTML: the output of `sanitizeHtml` (src/features/insights/sanitize.ts),
   * never the content service's HTML itself.
   */
  html: string;
  className?: string;
}

/**
 * An article's body from the content service: the sanitised HTML in the site's
 * long-form type. Contact-style links inside it are tracked and pointed at the contact page by
 * the site-wide call-to-action interception.
 */
export function ArticleBody({ html, className }: ArticleBodyProps) {
  return (
    <div
      className={className ? `${styles.body} ${className}` : styles.body}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to the spec's allow-list.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
