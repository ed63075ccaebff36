import { Card } from '../../components/Card/Card';
import { ArrowIcon } from '../../components/Icon/ArrowIcon';
import { Link } from '../../components/Link/Link';
import { JobBadges, type JobFacts } from '../JobBadges/JobBadges';
import * as styles from './RoleCard.css';

export interface RoleSummary extends JobFacts {
  title: string;
  slug: string;
  /** One line on what the role changes. */
  impact: string;
  isPinned?: boolean;
  /** ISO date. */
  lastUpdated: string;
}

export interface RoleCardProps {
  role: RoleSummary;
  /** The role's page. */
  href: string;
  /** 'View Role'. */
  linkLabel: string;
  /** The badge of a pinned role ('Featured'). */
  pinnedLabel?: string;
}

const updated = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * An open role in the careers carousel: department, title, the line
 * on its impact, its facts (location, work model, level), when it was last updated, and a link
 * to its page.
 */
export function RoleCard({ role, href, linkLabel, pinnedLabel = 'Featured' }: RoleCardProps) {
  return (
    <Card as="article" className={styles.card}>
      <p className={styles.department}>
        {role.department}
        {role.isPinned ? <span className={styles.pinned}>{pinnedLabel}</span> : null}
      </p>
      <h3 className={styles.title}>{role.title}</h3>
      <p className={styles.impact}>{role.impact}</p>
      <JobBadges job={role} variant="compact" />
      <p className={styles.updated}>
        Updated{' '}
        <time dateTime={role.lastUpdated}>{updated.format(new Date(role.lastUpdated))}</time>
      </p>
      <Link
        href={href}
        className={styles.more}
        aria-label={`${linkLabel}: ${role.title}, ${role.location}`}
      >
        {linkLabel}
        <ArrowIcon className={styles.arrow} />
      </Link>
    </Card>
  );
}
