import { Avatar } from '../../components/Avatar/Avatar';
import { Card } from '../../components/Card/Card';
import { ArrowIcon } from '../../components/Icon/ArrowIcon';
import { PinIcon } from '../../components/Icon/PinIcon';
import { Link } from '../../components/Link/Link';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import * as styles from './LeaderList.css';

/** A press release about a leader (their appointment, the office or unit they opened). */
export interface LeaderAnnouncement {
  /** The release's page. */
  href: string;
  /** The release's headline: screen readers hear it after the link's visible text. */
  title: string;
}

/** One person of the leadership team, as their card shows them. */
export interface LeaderProfile {
  /** The card's id, for links to the person (`#kerem-atalay`). */
  id: string;
  name: string;
  /** Their job title, as the press releases give it. */
  role: string;
  /** The office city they work from. */
  city: string;
  /** Two or three sentences. */
  bio: string;
  announcement?: LeaderAnnouncement;
}

export interface LeaderListProps {
  leaders: ReadonlyArray<LeaderProfile>;
  /** Visible text of each announcement link ('Read the announcement'). */
  announcementLabel: string;
  /** Says where a leader is based, for screen readers before the city ('Based in'). */
  cityLabel: string;
  /** Columns on wide screens (3, default, or 2); phones always show one, tablets two. */
  columns?: 2 | 3;
  /** `raised` cards on surface bands, `surface` (default) on body bands. */
  tone?: 'surface' | 'raised';
  /** Level of each name's heading; 3 under a section h2 (default). */
  headingLevel?: 3 | 4;
  /** Accessible name of the list. */
  'aria-label'?: string;
}

/**
 * The leadership team as a grid of cards: each person's initials (no photographs), their name
 * as a heading, their role, the city they work from, a short bio and, when there is one, a link
 * to the press release that announced them.
 */
export function LeaderList({
  leaders,
  announcementLabel,
  cityLabel,
  columns = 3,
  tone = 'surface',
  headingLevel = 3,
  ...props
}: LeaderListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid} data-columns={columns} aria-label={props['aria-label']}>
      {leaders.map((leader) => (
        <Card
          key={leader.id}
          id={leader.id}
          as="li"
          variant={tone}
          className={styles.card}
          footer={
            leader.announcement ? (
              <Link href={leader.announcement.href} className={styles.link}>
                {announcementLabel}
                <VisuallyHidden>: {leader.announcement.title}</VisuallyHidden>
                <ArrowIcon className={styles.arrow} />
              </Link>
            ) : undefined
          }
        >
          <div className={styles.person}>
            <Avatar name={leader.name} size="lg" />
            <div className={styles.who}>
              <Heading className={styles.name}>{leader.name}</Heading>
              <p className={styles.role}>{leader.role}</p>
            </div>
          </div>
          <p className={styles.city}>
            <PinIcon className={styles.pin} />
            <VisuallyHidden>{cityLabel} </VisuallyHidden>
            {leader.city}
          </p>
          <p className={styles.bio}>{leader.bio}</p>
        </Card>
      ))}
    </ul>
  );
}
