/**
 * The site's icons: small line drawings in the current text colour, always decorative
 * (`aria-hidden`, never focusable), each sized by the class it is given, all drawn in LineIcon's
 * frame. The list of them, for stories and tests.
 *
 * The site's own code imports each icon from its file ('../../components/Icon/CheckIcon'), not
 * from here: one file per icon, and no barrel import, so that each icon ships in the chunk of
 * the pages that draw it. (The bundler places a module with its importers: through this file,
 * every icon would land in the entry chunk with the header's icons, on every page.)
 */

// Arrows and chevrons
export { ArrowIcon } from './ArrowIcon';
// Notes, facts and pictograms
export { AwardIcon } from './AwardIcon';
export { BackArrowIcon } from './BackArrowIcon';
export { BarChartIcon } from './BarChartIcon';
// Controls: menu, close, clear, remove, search, ticks
export { CheckIcon } from './CheckIcon';
export { ChevronIcon } from './ChevronIcon';
export { ChevronRightIcon } from './ChevronRightIcon';
export { ClearIcon } from './ClearIcon';
export { ClockIcon } from './ClockIcon';
export { CloseIcon } from './CloseIcon';
export { ExternalLinkIcon } from './ExternalLinkIcon';
// Contact and places
export { HomeIcon } from './HomeIcon';
export { InfoIcon } from './InfoIcon';
// Social networks
export { InstagramIcon } from './InstagramIcon';
// The frame they are all drawn in
export {
  type IconProps,
  LineIcon,
  type LineIconProps,
  type WeightedIconProps,
} from './LineIcon';
export { LinkedInIcon } from './LinkedInIcon';
export { LoopIcon } from './LoopIcon';
export { MailIcon } from './MailIcon';
export { MenuChevronIcon } from './MenuChevronIcon';
export { MenuCloseIcon } from './MenuCloseIcon';
export { MenuIcon } from './MenuIcon';
// Colour theme
export { MonitorIcon } from './MonitorIcon';
export { MoonIcon } from './MoonIcon';
export { PhoneIcon } from './PhoneIcon';
export { PinIcon } from './PinIcon';
export { RemoveIcon } from './RemoveIcon';
export { RestartIcon } from './RestartIcon';
export { SearchIcon } from './SearchIcon';
export { ShieldIcon } from './ShieldIcon';
export { SilosIcon } from './SilosIcon';
export { SmallArrowIcon } from './SmallArrowIcon';
export { SmallCheckIcon } from './SmallCheckIcon';
export { SunIcon } from './SunIcon';
export { TopicIcon } from './TopicIcon';
export { TrendIcon } from './TrendIcon';
export { XIcon } from './XIcon';
export { YouTubeIcon } from './YouTubeIcon';
