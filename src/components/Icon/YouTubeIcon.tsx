import { type IconProps, LineIcon } from './LineIcon';

/** The YouTube glyph of the social links (the link text names the network). */
export function YouTubeIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 24 24" strokeWidth="1.75">
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="m10.25 9.25 4.5 2.75-4.5 2.75Z" />
    </LineIcon>
  );
}
