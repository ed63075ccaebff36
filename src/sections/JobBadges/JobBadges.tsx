import { Badge } from '../../components/Badge/Badge';
import * as styles from './JobBadges.css';

export interface JobFacts {
  location: string;
  department: string;
  level: string;
  employmentType: string;
  workModel: string;
}

export interface JobBadgesProps {
  job: JobFacts;
  /** The list's name ('Role details'). */
  label?: string;
  /** `full` (job page: all five) or `compact` (role card: location, work model, level). */
  variant?: 'full' | 'compact';
  className?: string;
}

/**
 * A role's facts as a row of badges: location, department, level,
 * employment type and work model; a card shows location, work model and level. A list, so a
 * screen reader hears how many facts there are and reads each in turn.
 */
export function JobBadges({
  job,
  label = 'Role details',
  variant = 'full',
  className,
}: JobBadgesProps) {
  const facts =
    variant === 'full'
      ? [job.location, job.department, job.level, job.employmentType, job.workModel]
      : // 'Remote (EMEA)' already says Remote.
        [
          job.location,
          job.location.startsWith(job.workModel) ? '' : job.workModel,
          job.level,
        ].filter(Boolean);
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list} aria-label={label}>
      {facts.map((fact, index) => (
        // The facts differ ('Remote (EMEA)' and 'Remote'), and each is shown once.
        <li key={fact}>
          <Badge tone={index === 0 ? 'accent' : 'neutral'}>{fact}</Badge>
        </li>
      ))}
    </ul>
  );
}
