import { useId } from 'react';
import { Anchor } from '../../components/Link/Anchor';
import type { SubmenuItem } from '../../content/site/navigation';
import { isCurrentPath } from './isCurrentPath';

export interface SubmenuLinkProps {
  link: SubmenuItem;
  pathname: string | undefined;
  onPress?: () => void;
  /** Show the one-line description under the name (desktop). */
  showDescription?: boolean;
  className?: string;
  nameClassName?: string;
  descriptionClassName?: string;
}

/**
 * A link of a submenu. Its accessible name is the item's name alone; the description, when
 * shown, is its accessible description.
 */
export function SubmenuLink({
  link,
  pathname,
  onPress,
  showDescription = true,
  className,
  nameClassName,
  descriptionClassName,
}: SubmenuLinkProps) {
  const id = useId();
  const description = showDescription ? link.description : undefined;
  return (
    <Anchor
      href={link.href}
      aria-current={isCurrentPath(pathname, link.href) ? 'page' : undefined}
      aria-labelledby={`${id}-name`}
      aria-describedby={description ? `${id}-description` : undefined}
      onClick={onPress}
      className={className}
    >
      <span id={`${id}-name`} className={nameClassName}>
        {link.name}
      </span>
      {description ? (
        <span id={`${id}-description`} className={descriptionClassName}>
          {description}
        </span>
      ) : null}
    </Anchor>
  );
}
