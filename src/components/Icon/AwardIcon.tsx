import { type IconProps, LineIcon } from './LineIcon';

/** An award rosette. */
export function AwardIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 24 24" strokeWidth="1.75">
      <circle cx="12" cy="9" r="6" />
      <path d="m8.5 13.9-1.5 7.1 5-2.5 5 2.5-1.5-7.1" />
    </LineIcon>
  );
}
