import { type IconProps, LineIcon } from './LineIcon';

/** The cross of the mobile menu's close button. */
export function MenuCloseIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 24 24" strokeWidth="2">
      <path d="M6 6l12 12M18 6 6 18" />
    </LineIcon>
  );
}
