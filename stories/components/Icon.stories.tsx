import type { Story, StoryDefault } from '@ladle/react';
import type { ComponentType, ReactNode } from 'react';
import { icon } from '../../src/components/Button/Button.css';
import {
  ArrowIcon,
  AwardIcon,
  BackArrowIcon,
  BarChartIcon,
  CheckIcon,
  ChevronIcon,
  ChevronRightIcon,
  ClearIcon,
  ClockIcon,
  CloseIcon,
  ExternalLinkIcon,
  HomeIcon,
  type IconProps,
  InfoIcon,
  InstagramIcon,
  LinkedInIcon,
  LoopIcon,
  MailIcon,
  MenuChevronIcon,
  MenuCloseIcon,
  MenuIcon,
  MonitorIcon,
  MoonIcon,
  PhoneIcon,
  PinIcon,
  RemoveIcon,
  RestartIcon,
  SearchIcon,
  ShieldIcon,
  SilosIcon,
  SmallArrowIcon,
  SmallCheckIcon,
  SunIcon,
  TopicIcon,
  TrendIcon,
  XIcon,
  YouTubeIcon,
} from '../../src/components/Icon';
import type { TopicIconName } from '../../src/components/Icon/TopicIcon';
import { Link } from '../../src/components/Link/Link';
import { LinkButton } from '../../src/components/LinkButton/LinkButton';
import { VisuallyHidden } from '../../src/components/VisuallyHidden/VisuallyHidden';
import { serviceCards } from '../../src/content/services/services';
import { cta, hero } from '../../src/content/site/home';
import { topicCards } from '../../src/content/topics/topics';
import { vars } from '../../tokens/contract.css';
import { scale } from '../../tokens/theme.css';
import { docsStory } from '../support/docs';
import { Stack } from '../support/layout/Stack';

export default { title: 'Components / Icon' } satisfies StoryDefault;

/** The arrow in a 1em box, as the link cards size it: it grows and shrinks with the text. */
function TextArrow() {
  return (
    <span
      style={{
        display: 'inline-block',
        width: '1em',
        height: '1em',
        marginInlineStart: '0.25em',
        verticalAlign: '-0.125em',
      }}
    >
      <ArrowIcon />
    </span>
  );
}

/** The home hero's secondary link, 'Explore Growth OS'. */
const exploreLabel = hero.secondaryLink?.label ?? 'Explore Growth OS';

function SizeSample({ size, label }: { size: keyof typeof scale.fontSize; label: string }) {
  return (
    <Stack gap="xxs" align="start">
      <span
        style={{
          fontSize: scale.fontSize[size],
          fontWeight: scale.fontWeight.semibold,
          color: vars.color.foreground.accent,
        }}
      >
        {exploreLabel}
        <TextArrow />
      </span>
      <span style={{ fontSize: scale.fontSize.xs, color: vars.color.foreground.muted }}>
        {label}
      </span>
    </Stack>
  );
}

export const Sizes: Story = () => (
  <Stack direction="row" gap="xl" wrap align="end">
    <SizeSample size="sm" label="Small text, 14 px" />
    <SizeSample size="md" label="Body, 16 px" />
    <SizeSample size="lg" label="Large, 18 px" />
    <SizeSample size="2xl" label="Heading, 24 px" />
  </Stack>
);

const [firstService] = serviceCards;

export const DecorativeBesideALabel: Story = () => (
  <Stack direction="row" gap="xl" wrap align="center">
    <LinkButton href={cta.primary.href}>
      {cta.primary.label}
      <ArrowIcon className={icon} />
    </LinkButton>
    {firstService ? (
      <Link href={firstService.href}>
        Learn more <VisuallyHidden>about {firstService.title}</VisuallyHidden>
        <TextArrow />
      </Link>
    ) : null}
  </Stack>
);

export const LabelledByItsControl: Story = () => (
  <LinkButton
    href="/proof/cases"
    variant="secondary"
    isCallToAction={false}
    aria-label="Next case study"
  >
    <ArrowIcon className={icon} />
  </LinkButton>
);

function Size({ children }: { children: ReactNode }) {
  return (
    <span style={{ color: vars.color.foreground.accent, fontWeight: scale.fontWeight.semibold }}>
      {children}
    </span>
  );
}

/** The four topic pictograms, as the /topics cards draw them (in an accent tile there). */
export const TopicIcons: Story = () => (
  <div style={{ display: 'flex', gap: scale.space.lg, color: vars.color.foreground.accent }}>
    {topicCards.map((card) => (
      <span key={card.id} style={{ display: 'inline-flex', width: '2.5rem', height: '2.5rem' }}>
        <TopicIcon name={card.icon} />
      </span>
    ))}
  </div>
);

/** Every icon of src/components/Icon, by name, in the order of its index. */
const allIcons: ReadonlyArray<readonly [name: string, Icon: ComponentType<IconProps>]> = [
  ['ArrowIcon', ArrowIcon],
  ['BackArrowIcon', BackArrowIcon],
  ['ChevronIcon', ChevronIcon],
  ['ChevronRightIcon', ChevronRightIcon],
  ['ExternalLinkIcon', ExternalLinkIcon],
  ['MenuChevronIcon', MenuChevronIcon],
  ['SmallArrowIcon', SmallArrowIcon],
  ['CheckIcon', CheckIcon],
  ['ClearIcon', ClearIcon],
  ['CloseIcon', CloseIcon],
  ['MenuCloseIcon', MenuCloseIcon],
  ['MenuIcon', MenuIcon],
  ['RemoveIcon', RemoveIcon],
  ['SearchIcon', SearchIcon],
  ['SmallCheckIcon', SmallCheckIcon],
  ['MonitorIcon', MonitorIcon],
  ['MoonIcon', MoonIcon],
  ['SunIcon', SunIcon],
  ['HomeIcon', HomeIcon],
  ['MailIcon', MailIcon],
  ['PhoneIcon', PhoneIcon],
  ['PinIcon', PinIcon],
  ['AwardIcon', AwardIcon],
  ['BarChartIcon', BarChartIcon],
  ['ClockIcon', ClockIcon],
  ['InfoIcon', InfoIcon],
  ['LoopIcon', LoopIcon],
  ['RestartIcon', RestartIcon],
  ['ShieldIcon', ShieldIcon],
  ['SilosIcon', SilosIcon],
  ['TrendIcon', TrendIcon],
  ['InstagramIcon', InstagramIcon],
  ['LinkedInIcon', LinkedInIcon],
  ['XIcon', XIcon],
  ['YouTubeIcon', YouTubeIcon],
];

const topicIconNames: ReadonlyArray<TopicIconName> = [
  'performance',
  'analytics',
  'media',
  'growth',
];

/** One cell of the grid: the icon in a 1.5rem box, its name under it. */
function IconCell({ name, children }: { name: string; children: ReactNode }) {
  return (
    <li
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: scale.space.xs,
        padding: scale.space.sm,
        border: `1px solid ${vars.color.border.subtle}`,
        borderRadius: scale.radius.md,
      }}
    >
      <span
        style={{
          display: 'inline-flex',
          width: '1.5rem',
          height: '1.5rem',
          color: vars.color.foreground.body,
        }}
      >
        {children}
      </span>
      <span style={{ fontSize: scale.fontSize.xs, color: vars.color.foreground.muted }}>
        {name}
      </span>
    </li>
  );
}

/** Every icon, named: the shared icons, then TopicIcon's four pictograms. */
export const AllIcons: Story = () => (
  <ul
    aria-label="Icons"
    style={{
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
      gap: scale.space.sm,
      listStyle: 'none',
      margin: 0,
      padding: 0,
    }}
  >
    {allIcons.map(([name, Icon]) => (
      <IconCell key={name} name={name}>
        <Icon />
      </IconCell>
    ))}
    {topicIconNames.map((name) => (
      <IconCell key={name} name={`TopicIcon ${name}`}>
        <TopicIcon name={name} />
      </IconCell>
    ))}
  </ul>
);
AllIcons.storyName = 'All icons';

export const Documentation = docsStory({
  name: 'Icon',
  source: ['src/components/Icon'],
  purpose: (
    <>
      <p>
        The site’s icons, all in one place: small line drawings (arrows and chevrons, the crosses
        that close, clear and remove, ticks, search, the menu, the colour theme, contact and place
        marks, the pictograms of cards and the social networks’ glyphs). Each is drawn in the colour
        of its text and is always decorative: the words beside it, or the name of its control, say
        what it means. The one most pages show is the forward arrow (ArrowIcon) after a call to
        action or a “Learn more” link.
      </p>
      <p>
        Each icon is a component in its own file in src/components/Icon, drawn in LineIcon’s frame
        (no fill, a round-capped stroke in currentColor, aria-hidden, focusable="false") and sized
        by the class it is given. The site imports each from its own file; the index lists them all.
      </p>
    </>
  ),
  whenToUse: [
    'After the primary call to action of a row of actions (the Actions section adds it for you).',
    'After the “Learn more” or “Explore” link of a card, to show that it leads on to a page.',
  ],
  whenNotToUse: [
    'To say something the words do not: screen readers never hear it. If the meaning matters, write it.',
    'For “opens in a new tab”: Link and Link Button add their own arrow and the spoken note when target="_blank".',
    'Inside a sentence, or after every link of a list: one arrow per card or per row of actions, or it stops meaning “go on”.',
  ],
  states: [
    {
      name: 'All icons',
      story: AllIcons,
      description:
        'Every icon by its component’s name, in a 1.5rem box in the text colour. TopicIcon takes the name of a topic and draws its pictogram.',
    },
    {
      name: 'Topic icons',
      story: TopicIcons,
      description:
        'TopicIcon: performance, analytics, media and growth, on a 24-unit grid in the current colour. Decorative: the card’s title names the topic.',
    },
    {
      name: 'Sizes',
      story: Sizes,
      description: (
        <>
          It has no size of its own: the class it is given sets its width and height. Sized in em it
          follows the text: <Size>1em</Size> after link text (link cards), <Size>1.125em</Size>{' '}
          inside buttons (Button’s icon class), <Size>1rem</Size> in product cards.
        </>
      ),
    },
    {
      name: 'Decorative beside a label',
      story: DecorativeBesideALabel,
      description:
        'The usual case: the label names the link and the arrow adds nothing to it, so it is hidden from screen readers (aria-hidden) and never focusable.',
    },
    {
      name: 'Labelled by its control',
      story: LabelledByItsControl,
      description:
        'When the arrow is all there is to see, the link or button carries the name (aria-label="Next case study"); the icon stays hidden. Use it rarely: a visible label is clearer for everyone.',
    },
  ],
  keyboard:
    'Nothing to operate: an icon is never focusable (focusable="false" also keeps old browsers from stopping on it). Focus goes to the link or button around it.',
  screenReader: [
    'Never announced: the SVG is aria-hidden. “Book Strategy Session, link”, not “Book Strategy Session, image, link”.',
    'An icon-only control is announced by its own aria-label: “Next case study, link”. Without one it would be announced as just “link”, or by its address.',
  ],
  withoutJavaScript: (
    <p>An inline SVG in the HTML: it draws the same before and without JavaScript.</p>
  ),
  dosAndDonts: [
    {
      do: 'Add a new icon as a file of its own in src/components/Icon, drawn in LineIcon, and list it in the index and in All icons.',
      dont: 'Write an inline <svg> icon into a component, or draw a second copy of an icon that exists: use that one (the ticks take a strokeWidth).',
    },
    {
      do: 'Give it a size through its class, in em, so it keeps pace with the text it follows.',
      dont: 'Place it without a class: with no width or height of its own it stretches to fill the box it is in.',
    },
    {
      do: 'Name an icon-only control on the control itself, with the words a sighted visitor would read from its place on the page.',
      dont: 'Expect the icon to name it, or add a title to the SVG: the arrow is hidden from assistive technology by design.',
    },
  ],
});
