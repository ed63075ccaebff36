import { type IconProps, LineIcon } from './LineIcon';

/** The Instagram glyph of the social links (the link text names the network). */
export function InstagramIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 24 24" strokeWidth="1.75">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.25 6.75v.01" />
    </LineIcon>
  );
}
