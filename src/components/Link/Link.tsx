import type { ReactNode } from 'react';
import { ExternalLinkIcon } from '../Icon/ExternalLinkIcon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Anchor, type AnchorProps } from './Anchor';
import * as styles from './Link.css';

export type LinkVariant = 'default' | 'subtle';
export type LinkTone = 'default' | 'onEmphasis';

export interface LinkProps extends Omit<AnchorProps, 'className' | 'children' | 'href'> {
  href: string;
  /** `subtle` inherits the surrounding text colour and only turns link-coloured on hover. */
  variant?: LinkVariant;
  /** `onEmphasis` for links on the dark emphasis band. */
  tone?: LinkTone;
  className?: string;
  children: ReactNode;
}

/** `rel` for a link: external links (`target="_blank"`) always get `noopener noreferrer`. */
export function linkRel(target: string | undefined, rel: string | undefined): string | undefined {
  if (target !== '_blank') return rel;
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return [...tokens].join(' ');
}

/** The arrow icon and screen-reader note appended to links that open a new tab. */
export function NewTabNote({ className = styles.externalIcon }: { className?: string }) {
  return (
    <>
      <ExternalLinkIcon className={className} />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </>
  );
}

/**
 * Inline text link: a native anchor (`Anchor`) that navigates client-side inside the app's
 * router and is a plain link elsewhere.
 */
export function Link({
  href,
  variant = 'default',
  tone = 'default',
  className,
  target,
  rel,
  children,
  ...props
}: LinkProps) {
  return (
    <Anchor
      {...props}
      href={href}
      target={target}
      rel={linkRel(target, rel)}
      className={className ? `${styles.link} ${className}` : styles.link}
      data-variant={variant}
      data-tone={tone}
    >
      {children}
      {target === '_blank' ? <NewTabNote /> : null}
    </Anchor>
  );
}
