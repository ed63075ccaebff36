import { type ReactNode, useId } from 'react';
import { Card } from '../../components/Card/Card';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { TagList } from '../../components/TagList/TagList';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import type { ServiceCard as ServiceCardContent } from '../../content/services';
import * as styles from './ServiceCard.css';

/** A card shows at most this many example outcomes (doc 1 §9). */
export const maxExampleOutcomes = 3;

export interface ServiceCardProps extends ServiceCardContent {
  /** `raised` on surface bands, `surface` (default) on body bands. */
  variant?: 'surface' | 'raised';
  /** `li` inside a card grid list (default), `article` on its own. */
  as?: 'li' | 'article';
}

const iconProps = {
  className: styles.iconSvg,
  viewBox: '0 0 20 20',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

function CheckIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="m4.5 10.5 3.5 3.5 7.5-8" />
    </svg>
  );
}

function TrendIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M3 14.5 8 9.5l3 3 6-6.5" />
      <path d="M12.5 6H17v4.5" />
    </svg>
  );
}

function ArrowIcon() {
  return (
    <svg {...iconProps} className={styles.arrow} aria-hidden="true">
      <path d="M4 10h12M11 5l5 5-5 5" />
    </svg>
  );
}

/** A small label above a list; the list takes its name from it. */
function Group({ label, children }: { label: string; children: (labelId: string) => ReactNode }) {
  const labelId = useId();
  return (
    <div className={styles.group}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      {children(labelId)}
    </div>
  );
}

/** A list of short statements, each after a decorative icon. */
function IconList({
  items,
  icon,
  labelledBy,
  tone,
}: {
  items: ReadonlyArray<string>;
  icon: ReactNode;
  labelledBy: string;
  tone: 'muted' | 'accent';
}) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item} className={styles.listItem}>
          <span className={styles.icon} data-tone={tone}>
            {icon}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A service: title, description, up to three example outcomes as chips, what we do, outcomes,
 * tags and a 'Learn more' link to the service's page (its text names the service for screen
 * readers).
 */
export function ServiceCard({
  title,
  description,
  exampleOutcomes,
  bullets,
  outcomes,
  tags,
  href,
  variant = 'surface',
  as = 'li',
}: ServiceCardProps) {
  const shownOutcomes = exampleOutcomes.slice(0, maxExampleOutcomes);
  return (
    <Card
      as={as}
      variant={variant}
      heading={title}
      headingLevel={3}
      className={styles.card}
      footer={
        <LinkButton href={href} variant="secondary" className={styles.learnMore}>
          Learn more <VisuallyHidden>about {title}</VisuallyHidden>
          <ArrowIcon />
        </LinkButton>
      }
    >
      <p className={styles.description}>{description}</p>
      {shownOutcomes.length > 0 ? (
        <Group label="Example outcomes">
          {(labelId) => (
            <TagList
              tags={shownOutcomes}
              tone="positive"
              aria-labelledby={labelId}
              className={styles.chips}
            />
          )}
        </Group>
      ) : null}
      {bullets.length > 0 ? (
        <Group label="What we do">
          {(labelId) => (
            <IconList items={bullets} icon={<CheckIcon />} labelledBy={labelId} tone="muted" />
          )}
        </Group>
      ) : null}
      {outcomes.length > 0 ? (
        <Group label="Outcomes">
          {(labelId) => (
            <IconList
              items={outcomes.map((outcome) => outcome.title)}
              icon={<TrendIcon />}
              labelledBy={labelId}
              tone="accent"
            />
          )}
        </Group>
      ) : null}
      {tags.length > 0 ? <TagList tags={tags} aria-label="Tags" className={styles.tags} /> : null}
    </Card>
  );
}
