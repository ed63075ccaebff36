import { type IconProps, LineIcon } from './LineIcon';

/** Dark theme. */
export function MoonIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 20 20" strokeWidth="1.75">
      <path d="M16.5 12.1A7 7 0 0 1 7.9 3.5a7 7 0 1 0 8.6 8.6Z" />
    </LineIcon>
  );
}
