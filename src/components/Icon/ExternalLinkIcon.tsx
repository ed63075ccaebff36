import { type IconProps, LineIcon } from './LineIcon';

/** The arrow out of a box after a link that opens in a new tab. */
export function ExternalLinkIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 16 16" strokeWidth="1.75">
      <path d="M9 3h4v4M13 3 7 9M11 9.5V13H3V5h3.5" />
    </LineIcon>
  );
}
