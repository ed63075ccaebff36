import { type IconProps, LineIcon } from './LineIcon';

/** The magnifier at the start of a search box. */
export function SearchIcon(props: IconProps) {
  return (
    <LineIcon {...props} viewBox="0 0 20 20" strokeWidth="1.75" roundJoins={false}>
      <circle cx="8.75" cy="8.75" r="5.75" />
      <path d="m13 13 4.25 4.25" />
    </LineIcon>
  );
}
