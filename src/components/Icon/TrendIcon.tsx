import { type IconProps, LineIcon } from './LineIcon';

/** A rising line with its arrowhead: a service's outcomes. */
export function TrendIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 20 20" strokeWidth="2">
      <path d="M3 14.5 8 9.5l3 3 6-6.5" />
      <path d="M12.5 6H17v4.5" />
    </LineIcon>
  );
}
