/**
 * The visual review's reading of a test run (issue 41): the changed screenshots that the
 * Playwright reporter recorded (tests/support/visual-review-reporter.ts, build/visual-review/
 * run.json), grouped by page template and by story, filtered, and named as a designer says them.
 * Pure data: the page (VisualReviewPage) and its stories read it.
 */

export type ChangeKind = 'noise' | 'size' | 'change' | 'same' | 'new';

export interface AxeViolationSummary {
  id: string;
  impact?: string | null;
  help: string;
  nodes: string[];
}

/** One changed screenshot of the run, as run.json records it. */
export interface ReviewChange {
  /** The baseline the new image would replace, from the repository's root. */
  baseline: string;
  /** Paths of the approved, new and difference images, from the review's folder. */
  expected: string | null;
  actual: string;
  diff: string | null;
  /** The changed pixels on a transparent ground (red, anti-aliased edges amber), or null. */
  mask: string | null;
  actualSha256: string;
  pixels: { changed: number | null; beyondAntiAliasing: number | null; kind: ChangeKind };
  size: {
    width: number;
    height: number;
    expectedWidth: number | null;
    expectedHeight: number | null;
  };
  axe: { violations: AxeViolationSummary[] } | null;
  title: string;
  spec: string;
  project: string;
  subject: string;
  width: number | null;
  theme: string | null;
  status: string;
  errors: string[];
  /** Whether its new image is the baseline now (accepted since the run); set by the review. */
  accepted?: boolean;
}

export interface ReviewRun {
  finishedAt: string;
  changes: ReviewChange[];
}

export interface ReviewGroup {
  /** 'stories--components--button' or 'templates--careers'. */
  key: string;
  kind: 'template' | 'story';
  /** 'Careers (/careers)' or 'Components / Button'. */
  label: string;
  changes: ReviewChange[];
}

export interface ReviewFilter {
  onlyFailed: boolean;
  /** A group's key, or 'all'. */
  group: string;
  /** A width in px, or 'all'. */
  width: string;
  /** 'light', 'dark', 'forced-colours' or 'all'. */
  theme: string;
}

export const allViews: ReviewFilter = {
  onlyFailed: false,
  group: 'all',
  width: 'all',
  theme: 'all',
};

const capitalise = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** 'components--toggle-button-group' -> 'Components / Toggle button group'. */
export function storyGroupLabel(id: string): string {
  return id
    .split('--')
    .map((segment) => capitalise(segment.replace(/-/g, ' ')))
    .join(' / ');
}

/**
 * The group a change belongs to: a story's component or section (its story id without the
 * story), or the template the screenshot shows (a route's path, or a page state of a suite).
 */
export function groupOf(change: ReviewChange): Omit<ReviewGroup, 'changes'> {
  if (change.spec === 'stories.spec.ts') {
    const id = change.subject.split('--').slice(0, 2).join('--');
    return { key: `story:${id}`, kind: 'story', label: storyGroupLabel(id) };
  }
  if (change.spec === 'routes.spec.ts') {
    const path = change.subject === 'home' ? '/' : `/${change.subject.replace(/--/g, '/')}`;
    return { key: `template:${change.subject}`, kind: 'template', label: path };
  }
  const suite = change.spec.replace(/\.spec\.ts$/, '');
  return {
    key: `template:${suite}:${change.subject}`,
    kind: 'template',
    label: capitalise(change.subject.replace(/-/g, ' ')),
  };
}

/** The view a screenshot shows, as the review names it: '1280 px, dark' or 'Dark'. */
export function viewLabel(change: Pick<ReviewChange, 'width' | 'theme'>): string {
  const theme = change.theme === 'forced-colours' ? 'forced colours' : (change.theme ?? '');
  if (change.width === null) return capitalise(theme);
  return theme ? `${change.width} px, ${theme}` : `${change.width} px`;
}

/** The story a story's screenshot shows ('All closed'), or null for a template's view. */
export function storyName(change: ReviewChange): string | null {
  if (change.spec !== 'stories.spec.ts') return null;
  const segments = change.subject.split('--');
  return segments.length > 2 ? capitalise(segments.slice(2).join(' ').replace(/-/g, ' ')) : null;
}

/**
 * Whether a change still fails the gate: its new image is not the baseline yet, and it changed
 * at all (every change does), or its view's axe scan found a violation.
 */
export const isFailed = (change: ReviewChange) =>
  !change.accepted || (change.axe?.violations.length ?? 0) > 0;

/** The changes the filter keeps. */
export function filterChanges(changes: ReviewChange[], filter: ReviewFilter): ReviewChange[] {
  return changes.filter(
    (change) =>
      (!filter.onlyFailed || isFailed(change)) &&
      (filter.group === 'all' || groupOf(change).key === filter.group) &&
      (filter.width === 'all' || String(change.width) === filter.width) &&
      (filter.theme === 'all' || change.theme === filter.theme),
  );
}

/** Changes in groups, templates first and then stories, each in the order of its label. */
export function groupChanges(changes: ReviewChange[]): ReviewGroup[] {
  const groups = new Map<string, ReviewGroup>();
  for (const change of changes) {
    const group = groupOf(change);
    const entry = groups.get(group.key) ?? { ...group, changes: [] };
    entry.changes.push(change);
    groups.set(group.key, entry);
  }
  return [...groups.values()].sort((a, b) =>
    a.kind !== b.kind ? (a.kind === 'template' ? -1 : 1) : a.label.localeCompare(b.label),
  );
}

/** The filter's choices, from what the run holds. */
export function filterOptions(changes: ReviewChange[]) {
  const widths = [...new Set(changes.map((c) => c.width).filter((w) => w !== null))].sort(
    (a, b) => (a as number) - (b as number),
  ) as number[];
  const themeOrder = ['light', 'dark', 'forced-colours'];
  const themes = [...new Set(changes.map((c) => c.theme).filter((t) => t !== null))].sort(
    (a, b) => themeOrder.indexOf(a as string) - themeOrder.indexOf(b as string),
  ) as string[];
  const groups = groupChanges(changes).map(({ key, label, kind, changes: inGroup }) => ({
    key,
    label,
    kind,
    count: inGroup.length,
  }));
  return { widths, themes, groups };
}

/** What the difference is, in a sentence a designer reads. */
export function differenceText(change: ReviewChange): string {
  const { pixels, size } = change;
  switch (pixels.kind) {
    case 'new':
      return `New screenshot, ${size.width} × ${size.height} px: no approved image yet`;
    case 'size':
      return `Changed size: ${size.expectedWidth} × ${size.expectedHeight} px to ${size.width} × ${size.height} px`;
    case 'noise':
      return `${count(pixels.changed)} changed pixels, all on anti-aliased edges: rendering noise`;
    case 'same':
      return 'No pixel differs';
    default:
      return `${count(pixels.changed)} changed pixels (${count(pixels.beyondAntiAliasing)} beyond anti-aliased edges)`;
  }
}

const count = (value: number | null) => (value ?? 0).toLocaleString('en-GB');

/**
 * The terminal command that accepts exactly these changes (each by its baseline's path, which
 * no other baseline contains), for a review opened without its local server.
 */
export function acceptCommand(changes: Pick<ReviewChange, 'baseline'>[]): string {
  return `npm run visual:accept -- ${changes.map((change) => change.baseline).join(' ')}`;
}
