import { type IconProps, LineIcon } from './LineIcon';

/** A loop back to the start: every campaign starts from zero. */
export function RestartIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 24 24" strokeWidth="1.75">
      <path d="M4 12a8 8 0 1 0 2.35-5.65" />
      <path d="M4 4v4.5h4.5" />
    </LineIcon>
  );
}
