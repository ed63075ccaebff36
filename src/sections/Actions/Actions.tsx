import type { ButtonSize, ButtonVariant } from '../../components/Button/Button';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import type { ContentLink } from '../../content/navigation';
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

function ArrowIcon() {
  return (
    <svg
      className={styles.arrow}
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 10h12M11 5l5 5-5 5" />
    </svg>
  );
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
            {variant === 'primary' ? <ArrowIcon /> : null}
          </LinkButton>
        );
      })}
    </div>
  );
}
