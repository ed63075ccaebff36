import { type IconProps, LineIcon } from './LineIcon';

/** An 'i' in a circle: a note or disclaimer. */
export function InfoIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 20 20" strokeWidth="1.75" roundJoins={false}>
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 9v5M10 6.25v.01" />
    </LineIcon>
  );
}
