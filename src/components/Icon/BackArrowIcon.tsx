import { type IconProps, LineIcon } from './LineIcon';

/** The backward arrow of a way back to a list ('Back to Case Studies', 'Go Back'). */
export function BackArrowIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 20 20" strokeWidth="2">
      <path d="M16 10H4M9 5l-5 5 5 5" />
    </LineIcon>
  );
}
