import { type IconProps, LineIcon } from './LineIcon';

/** Light theme. */
export function SunIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 20 20" strokeWidth="1.75">
      <circle cx="10" cy="10" r="3.5" />
      <path d="M10 1.75v1.5M10 16.75v1.5M1.75 10h1.5M16.75 10h1.5M4.17 4.17l1.06 1.06M14.77 14.77l1.06 1.06M4.17 15.83l1.06-1.06M14.77 5.23l1.06-1.06" />
    </LineIcon>
  );
}
