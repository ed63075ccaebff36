import { type IconProps, LineIcon } from './LineIcon';

/** The LinkedIn glyph of the social links (the link text names the network). */
export function LinkedInIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 24 24" strokeWidth="1.75">
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M8 10.5V16M8 7.75v.01M11.5 16v-5.5M11.5 13a2.5 2.5 0 0 1 5 0v3" />
    </LineIcon>
  );
}
