import { LineIcon, type WeightedIconProps } from './LineIcon';

/** A tick on a 16-unit grid: the chosen option of a select, a chosen filter chip (2.25). */
export function SmallCheckIcon({ strokeWidth = '2', ...props }: WeightedIconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 16 16" strokeWidth={strokeWidth}>
      <path d="m3.5 8.5 3 3 6-7" />
    </LineIcon>
  );
}
