import { type IconProps, LineIcon } from './LineIcon';

/** Bars over a baseline: reports measure activity. */
export function BarChartIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 24 24" strokeWidth="1.75">
      <path d="M3 20h18" />
      <path d="M6 16v-3M10 16V9M14 16v-5M18 16V6" />
    </LineIcon>
  );
}
