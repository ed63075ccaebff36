import { type IconProps, LineIcon } from './LineIcon';

/** A shield with a tick: a product's governance. */
export function ShieldIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 20 20" strokeWidth="2">
      <path d="M10 2.5 4 5v4.5c0 3.6 2.5 6.6 6 8 3.5-1.4 6-4.4 6-8V5l-6-2.5Z" />
      <path d="m7.5 10 1.75 1.75L12.75 8" />
    </LineIcon>
  );
}
