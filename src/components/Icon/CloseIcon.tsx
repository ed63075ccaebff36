import { type IconProps, LineIcon } from './LineIcon';

/** The cross of a dialog's close button. */
export function CloseIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 20 20" strokeWidth="1.75" roundJoins={false}>
      <path d="m5 5 10 10M15 5 5 15" />
    </LineIcon>
  );
}
