import { type IconProps, LineIcon } from './LineIcon';

/** The forward arrow after a call to action or 'Learn more'. */
export function ArrowIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 20 20" strokeWidth="2">
      <path d="M4 10h12M11 5l5 5-5 5" />
    </LineIcon>
  );
}
