import { type IconProps, LineIcon } from './LineIcon';

/** The header's menu button on small screens (three lines). */
export function MenuIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 24 24" strokeWidth="2">
      <path d="M4 7h16M4 12h16M4 17h16" />
    </LineIcon>
  );
}
