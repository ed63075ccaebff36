import { type IconProps, LineIcon } from './LineIcon';

/** The cross on an active filter's chip, which removes the filter. */
export function RemoveIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 16 16" strokeWidth="1.75" roundJoins={false}>
      <path d="m4.5 4.5 7 7m0-7-7 7" />
    </LineIcon>
  );
}
