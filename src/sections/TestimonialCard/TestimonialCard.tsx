import { Avatar } from '../../components/Avatar/Avatar';
import { Badge } from '../../components/Badge/Badge';
import { Card } from '../../components/Card/Card';
import { ChevronIcon } from '../../components/Icon/ChevronIcon';
import { Link } from '../../components/Link/Link';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import type { Testimonial } from '../../content/proof/testimonials';
import * as styles from './TestimonialCard.css';

export interface TestimonialCardProps {
  testimonial: Testimonial;
  /** The words of the card's controls (src/content/proof/testimonials.ts). */
  labels: { readFull: string; showLess: string; featured: string; source: string };
  /** `li` inside a list of cards (default); `article` on its own. */
  as?: 'li' | 'article';
  /** `raised` on surface bands, `surface` (default) on body bands. */
  tone?: 'surface' | 'raised';
}

/**
 * A client's words: a Featured badge when pinned, the excerpt, and 'Read full
 * testimonial' to show the whole quote ('Show less' hides it again; several cards can be open);
 * then the person: their picture or initials, name, job title and company, and a link to the
 * source when there is one. The toggle is a native disclosure: it works without JavaScript and
 * announces whether it is expanded.
 */
export function TestimonialCard({
  testimonial,
  labels,
  as = 'li',
  tone = 'surface',
}: TestimonialCardProps) {
  const { name, title, company, excerpt, quote_full, pinned, headshot_url, source_url } =
    testimonial;
  const complete = excerpt.trim() === quote_full.trim();
  return (
    <Card as={as} variant={tone} className={styles.card}>
      {pinned ? (
        <div>
          <Badge tone="accent">{labels.featured}</Badge>
        </div>
      ) : null}
      <figure className={styles.figure}>
        <blockquote className={styles.quote}>
          <p className={styles.excerpt}>“{excerpt}”</p>
          {complete ? null : (
            <details className={styles.more}>
              <summary className={styles.toggle}>
                <span className={styles.whenClosed}>
                  {labels.readFull}
                  <VisuallyHidden> from {name}</VisuallyHidden>
                </span>
                <span className={styles.whenOpen}>
                  {labels.showLess}
                  <VisuallyHidden> of {name}’s testimonial</VisuallyHidden>
                </span>
                <ChevronIcon className={styles.chevron} />
              </summary>
              <p>“{quote_full}”</p>
            </details>
          )}
        </blockquote>
        <figcaption className={styles.person}>
          <Avatar name={name} src={headshot_url} />
          <span className={styles.who}>
            <cite className={styles.name}>{name}</cite>
            <span className={styles.role}>
              {title}, {company}
            </span>
            {source_url ? (
              <Link href={source_url} className={styles.source}>
                {labels.source} <VisuallyHidden>of {company}</VisuallyHidden>
              </Link>
            ) : null}
          </span>
        </figcaption>
      </figure>
    </Card>
  );
}
