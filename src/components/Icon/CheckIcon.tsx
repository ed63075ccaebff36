import { LineIcon, type WeightedIconProps } from './LineIcon';

/**
 * A tick on a 20-unit grid: a list's points, the features of a module, a chosen builder tile
 * (2.5), a service's or product's use cases (2).
 */
export function CheckIcon({ strokeWidth = '2.25', ...props }: WeightedIconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 20 20" strokeWidth={strokeWidth}>
      <path d="m4.5 10.5 3.5 3.5 7.5-8" />
    </LineIcon>
  );
}
