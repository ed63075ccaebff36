import { type IconProps, LineIcon } from './LineIcon';

/** The system's theme. */
export function MonitorIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 20 20" strokeWidth="1.75">
      <rect x="2.5" y="3.25" width="15" height="10.5" rx="1.5" />
      <path d="M7 17.25h6M10 13.75v3.5" />
    </LineIcon>
  );
}
