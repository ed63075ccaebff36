import type { ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { ExternalLinkIcon } from '../Icon/ExternalLinkIcon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Link.css';

export type LinkVariant = 'default' | 'subtle';
export type LinkTone = 'default' | 'onEmphasis';

export interface LinkProps extends Omit<RACLinkProps, 'className' | 'children' | 'href'> {
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
 * Inline text link on React Aria's `Link`: inside the app's `RouterProvider` it navigates
 * client-side; elsewhere it is a plain anchor.
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
    <RACLink
      {...props}
      href={href as RACLinkProps['href']}
      target={target}
      rel={linkRel(target, rel)}
      className={className ? `${styles.link} ${className}` : styles.link}
      data-variant={variant}
      data-tone={tone}
    >
      {children}
      {target === '_blank' ? <NewTabNote /> : null}
    </RACLink>
  );
}
