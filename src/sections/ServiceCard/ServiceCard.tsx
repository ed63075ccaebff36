import { type ReactNode, useId } from 'react';
import { Card } from '../../components/Card/Card';
import { ArrowIcon } from '../../components/Icon/ArrowIcon';
import { CheckIcon } from '../../components/Icon/CheckIcon';
import { TrendIcon } from '../../components/Icon/TrendIcon';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { TagList } from '../../components/TagList/TagList';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import type { ServiceCard as ServiceCardContent } from '../../content/services/services';
import * as styles from './ServiceCard.css';

/** A card shows at most this many example outcomes. */
export const maxExampleOutcomes = 3;

export interface ServiceCardProps extends ServiceCardContent {
  /** `raised` on surface bands, `surface` (default) on body bands. */
  variant?: 'surface' | 'raised';
  /** `li` inside a card grid list (default), `article` on its own. */
  as?: 'li' | 'article';
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
          <ArrowIcon className={styles.arrow} />
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
            <IconList
              items={bullets}
              icon={<CheckIcon className={styles.iconSvg} strokeWidth="2" />}
              labelledBy={labelId}
              tone="muted"
            />
          )}
        </Group>
      ) : null}
      {outcomes.length > 0 ? (
        <Group label="Outcomes">
          {(labelId) => (
            <IconList
              items={outcomes.map((outcome) => outcome.title)}
              icon={<TrendIcon className={styles.iconSvg} />}
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
