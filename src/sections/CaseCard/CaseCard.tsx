import { Badge } from '../../components/Badge/Badge';
import { Card } from '../../components/Card/Card';
import { ArrowIcon } from '../../components/Icon/ArrowIcon';
import { Link } from '../../components/Link/Link';
import { TagList } from '../../components/TagList/TagList';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { type CaseSummary, casePath } from '../../content/proof/casePages';
import * as styles from './CaseCard.css';

export interface CaseCardProps {
  study: CaseSummary;
  /** 'View Case Study'. */
  linkLabel: string;
  /** Level of the client's name in the page outline; default 3 (under the list's h2). */
  headingLevel?: 2 | 3;
  /** `raised` on surface bands, `surface` (default) on body bands. */
  tone?: 'surface' | 'raised';
  className?: string;
}

/**
 * A case study in the list: industry, the headline metric, the client and a
 * one-paragraph summary, every metric, tags, and 'View Case Study' to its page. A list item
 * that can take focus (Load More moves focus to the first new one).
 */
export function CaseCard({
  study,
  linkLabel,
  headingLevel = 3,
  tone = 'surface',
  className,
}: CaseCardProps) {
  const [headline, ...rest] = study.metrics;
  const Heading = `h${headingLevel}` as const;
  return (
    <Card
      as="li"
      variant={tone}
      className={className ? `${styles.card} ${className}` : styles.card}
      tabIndex={-1}
      aria-label={`${study.brand}: ${study.title}`}
    >
      <div>
        <Badge tone="accent">{study.industry}</Badge>
      </div>
      {headline ? (
        <p className={styles.headline}>
          <span className={styles.headlineValue}>{headline.value}</span>
          <span className={styles.headlineLabel}>{headline.label}</span>
        </p>
      ) : null}
      <Heading className={styles.client}>
        <span className={styles.brand}>{study.brand}</span> {study.title}
      </Heading>
      <p className={styles.summary}>{study.summary}</p>
      {rest.length > 0 ? (
        <ul className={styles.metrics} aria-label="Results">
          {study.metrics.map((metric) => (
            <li key={metric.label} className={styles.metric}>
              <span className={styles.metricValue}>{metric.value}</span> {metric.label}
            </li>
          ))}
        </ul>
      ) : null}
      <TagList tags={study.tags} aria-label="Tags" />
      <Link href={casePath(study.slug)} className={styles.more}>
        {linkLabel} <VisuallyHidden>of {study.brand}</VisuallyHidden>
        <ArrowIcon className={styles.arrow} />
      </Link>
    </Card>
  );
}
