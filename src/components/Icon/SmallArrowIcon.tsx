import { type IconProps, LineIcon } from './LineIcon';

/** A smaller forward arrow on a 16-unit grid: between the steps of a process. */
export function SmallArrowIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 16 16" strokeWidth="2">
      <path d="M3 8h10M9 4l4 4-4 4" />
    </LineIcon>
  );
}
