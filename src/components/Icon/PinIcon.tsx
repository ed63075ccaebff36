import { type IconProps, LineIcon } from './LineIcon';

/** A map pin: an office city. */
export function PinIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 20 20" strokeWidth="1.75">
      <path d="M10 18s6-5.2 6-10a6 6 0 1 0-12 0c0 4.8 6 10 6 10Z" />
      <circle cx="10" cy="8" r="2.25" />
    </LineIcon>
  );
}
