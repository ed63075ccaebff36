import { type IconProps, LineIcon } from './LineIcon';

/** The cross of a search box's clear button. */
export function ClearIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 16 16" strokeWidth="1.75" roundJoins={false}>
      <path d="m4 4 8 8M12 4l-8 8" />
    </LineIcon>
  );
}
