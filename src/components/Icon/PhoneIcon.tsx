import type { IconProps } from './LineIcon';

/**
 * Before a phone number. Drawn out here rather than through LineIcon, like MailIcon: both are
 * used by the site footer (the entry chunk) and by the press room's contact card, and a module
 * shared that way must not import LineIcon, or the bundler (Rolldown's merge order) moves
 * LineIcon, Link and LinkButton out of the entry chunk into a chunk of their own on every page.
 */
export function PhoneIcon({ className }: IconProps) {
  return (
    <svg
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
      className={className}
      viewBox="0 0 16 16"
      strokeWidth="1.5"
    >
      <path d="M5.6 2.5H3.5a1 1 0 0 0-1 1.1 10.5 10.5 0 0 0 9.9 9.9 1 1 0 0 0 1.1-1v-2.1l-2.6-1-1.3 1.3a8 8 0 0 1-3.3-3.3l1.3-1.3Z" />
    </svg>
  );
}
