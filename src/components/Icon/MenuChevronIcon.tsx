import { type IconProps, LineIcon } from './LineIcon';

/** The smaller downward chevron of the header's submenu buttons and the mobile menu. */
export function MenuChevronIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 16 16" strokeWidth="1.75">
      <path d="m4 6 4 4 4-4" />
    </LineIcon>
  );
}
