import { type IconProps, LineIcon } from './LineIcon';

/** The chevron between two breadcrumbs. */
export function ChevronRightIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 16 16" strokeWidth="1.75">
      <path d="m6 3.5 4.5 4.5L6 12.5" />
    </LineIcon>
  );
}
