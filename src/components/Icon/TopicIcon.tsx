import { type IconProps, LineIcon } from './LineIcon';

/** The pictograms a topic card can draw. */
export type TopicIconName = 'performance' | 'analytics' | 'media' | 'growth';

/** The strokes of each topic's pictogram, on a 24-unit grid. */
const paths: Record<TopicIconName, string[]> = {
  // A rising line over a baseline: performance.
  performance: ['M3 20h18', 'M4 16l5-5 4 3 7-8', 'M15 6h5v5'],
  // Bars and a magnifier: measurement.
  analytics: [
    'M4 20V12',
    'M9 20V8',
    'M14 20v-5',
    'M17.5 11.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M19.7 10.7 22 13',
  ],
  // A screen with a play mark: media.
  media: ['M3 5h18v11H3z', 'M8 20h8', 'M12 16v4', 'M10.5 8.5v4l3.5-2z'],
  // A sprout: growth.
  growth: ['M12 21v-9', 'M12 12c0-4 3-7 8-7 0 5-3 7-8 7z', 'M12 15c0-3-2.5-5-7-5 0 3.5 2.5 5 7 5z'],
};

/**
 * A topic's pictogram (the topic cards of /topics): decorative, in the current text colour, at
 * the size of its box. The card's title names the topic.
 */
export function TopicIcon({
  name,
  ...props
}: IconProps & {
  name: TopicIconName;
}) {
  return (
    <LineIcon {...props} viewBox="0 0 24 24" strokeWidth="1.75" dataIcon={name}>
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </LineIcon>
  );
}
