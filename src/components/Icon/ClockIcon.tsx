import { type IconProps, LineIcon } from './LineIcon';

/** A clock: how long a product's setup takes. */
export function ClockIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 20 20" strokeWidth="2">
      <circle cx="10" cy="10" r="7.25" />
      <path d="M10 6v4l2.75 1.75" />
    </LineIcon>
  );
}
