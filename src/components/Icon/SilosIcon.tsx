import { type IconProps, LineIcon } from './LineIcon';

/** Three separate columns: channels run in silos. */
export function SilosIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 24 24" strokeWidth="1.75">
      <rect x="3" y="4" width="4.5" height="16" rx="1.5" />
      <rect x="9.75" y="4" width="4.5" height="16" rx="1.5" />
      <rect x="16.5" y="4" width="4.5" height="16" rx="1.5" />
    </LineIcon>
  );
}
