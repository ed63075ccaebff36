/** The shell's icons: inline SVG, decorative (`aria-hidden`), drawn in `currentColor`. */

interface IconProps {
  className?: string;
}

const common = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

export function ChevronDownIcon({ className }: IconProps) {
  return (
    <svg
      {...common}
      aria-hidden="true"
      className={className}
      viewBox="0 0 16 16"
      strokeWidth={1.75}
    >
      <path d="m4 6 4 4 4-4" />
    </svg>
  );
}

export function MenuIcon({ className }: IconProps) {
  return (
    <svg {...common} aria-hidden="true" className={className} viewBox="0 0 24 24" strokeWidth={2}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg {...common} aria-hidden="true" className={className} viewBox="0 0 24 24" strokeWidth={2}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

export function PhoneIcon({ className }: IconProps) {
  return (
    <svg {...common} aria-hidden="true" className={className} viewBox="0 0 16 16" strokeWidth={1.5}>
      <path d="M5.6 2.5H3.5a1 1 0 0 0-1 1.1 10.5 10.5 0 0 0 9.9 9.9 1 1 0 0 0 1.1-1v-2.1l-2.6-1-1.3 1.3a8 8 0 0 1-3.3-3.3l1.3-1.3Z" />
    </svg>
  );
}

export function MailIcon({ className }: IconProps) {
  return (
    <svg {...common} aria-hidden="true" className={className} viewBox="0 0 16 16" strokeWidth={1.5}>
      <rect x="2" y="3.5" width="12" height="9" rx="1.5" />
      <path d="m2.5 4.5 5.5 4 5.5-4" />
    </svg>
  );
}
