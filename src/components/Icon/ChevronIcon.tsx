import { type IconProps, LineIcon } from './LineIcon';

/** The downward chevron of a disclosure or a select. */
export function ChevronIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 20 20" strokeWidth="2">
      <path d="m5 7.5 5 5 5-5" />
    </LineIcon>
  );
}
