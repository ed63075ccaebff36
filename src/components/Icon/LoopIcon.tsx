import { type IconProps, LineIcon } from './LineIcon';

/** Two arrows in a circle: the last step of a process leads back to the first. */
export function LoopIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 20 20" strokeWidth="1.75">
      <path d="M16 10a6 6 0 0 1-10.4 4.1M4 10a6 6 0 0 1 10.4-4.1" />
      <path d="M14.5 2.5v3.6h-3.6M5.5 17.5v-3.6h3.6" />
    </LineIcon>
  );
}
