import type { IconProps } from './LineIcon';

/** Before an email address. Drawn out here rather than through LineIcon (see PhoneIcon for why). */
export function MailIcon({ className }: IconProps) {
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
      <rect x="2" y="3.5" width="12" height="9" rx="1.5" />
      <path d="m2.5 4.5 5.5 4 5.5-4" />
    </svg>
  );
}
