import { type IconProps, LineIcon } from './LineIcon';

/** A house: the way back to the home page. */
export function HomeIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 20 20" strokeWidth="2">
      <path d="M3 9.5 10 3.5l7 6M5 8v8.5h10V8" />
    </LineIcon>
  );
}
