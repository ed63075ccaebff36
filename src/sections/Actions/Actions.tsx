import type { ButtonSize, ButtonVariant } from '../../components/Button/Button';
import { ArrowIcon } from '../../components/Icon/ArrowIcon';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import type { ContentLink } from '../../content/site/navigation';
import * as styles from './Actions.css';

export interface ActionLink extends ContentLink {
  /** Defaults: the first action is `primary`, the others `secondary`. */
  variant?: ButtonVariant;
}

export interface ActionsProps {
  actions: ReadonlyArray<ActionLink>;
  /** `onEmphasis` on the dark emphasis band. */
  tone?: 'default' | 'onEmphasis';
  size?: ButtonSize;
  align?: 'start' | 'center';
  className?: string;
}

/** A row of call-to-action links drawn as buttons; stacks full-width on phones. */
export function Actions({
  actions,
  tone = 'default',
  size = 'lg',
  align = 'start',
  className,
}: ActionsProps) {
  if (actions.length === 0) return null;
  return (
    <div
      className={className ? `${styles.actions} ${className}` : styles.actions}
      data-tone={tone}
      data-align={align}
    >
      {actions.map((action, index) => {
        const variant = action.variant ?? (index === 0 ? 'primary' : 'secondary');
        return (
          <LinkButton
            key={`${action.href}-${action.label}`}
            href={action.href}
            variant={variant}
            size={size}
            className={styles.action}
          >
            {action.label}
            {variant === 'primary' ? <ArrowIcon className={styles.arrow} /> : null}
          </LinkButton>
        );
      })}
    </div>
  );
}
