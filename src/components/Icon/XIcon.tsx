import { type IconProps, LineIcon } from './LineIcon';

/** The X glyph of the social links (the link text names the network). */
export function XIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 24 24" strokeWidth="1.75">
      <path d="M5 4h3.5L19 20h-3.5ZM19 4l-6 6.8M5 20l6-6.8" />
    </LineIcon>
  );
}
