import { useId, useMemo, useState } from 'react';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Container } from '../../components/Container/Container';
import { Select, SelectItem } from '../../components/Select/Select';
import { Switch } from '../../components/Switch/Switch';
import {
  ToggleButton,
  ToggleButtonGroup,
} from '../../components/ToggleButtonGroup/ToggleButtonGroup';
import { EmptyState } from '../../sections/EmptyState/EmptyState';
import { ScreenshotCompare } from '../../sections/ScreenshotCompare/ScreenshotCompare';
import {
  acceptCommand,
  allViews,
  differenceText,
  filterChanges,
  filterOptions,
  groupChanges,
  isFailed,
  type ReviewChange,
  type ReviewFilter,
  type ReviewRun,
  storyName,
  viewLabel,
} from './reviewModel';
import * as styles from './VisualReviewPage.css';

export interface AcceptOutcome {
  accepted: string[];
  refused: Array<{ baseline: string; why: string }>;
}

/**
 * How the page accepts: through the review's local server (`npm run visual:review`), which
 * writes the run's new images over their baselines, or, opened as a static file (a CI
 * artifact), by showing the terminal command that does the same.
 */
export type Acceptance =
  | { kind: 'server'; accept: (baselines: string[]) => Promise<AcceptOutcome> }
  | { kind: 'static' };

export interface VisualReviewPageProps {
  /** The run's record, or null when no run has recorded a change. */
  run: ReviewRun | null;
  acceptance: Acceptance;
  /** Prefix of the images' paths (the record's paths are from the review's folder). */
  imageBase?: string;
  initialFilter?: Partial<ReviewFilter>;
}

const themeLabels: Record<string, string> = {
  light: 'Light',
  dark: 'Dark',
  'forced-colours': 'Forced colours',
};

const kindBadges: Record<string, { label: string; tone: 'neutral' | 'accent' | 'positive' }> = {
  change: { label: 'Changed', tone: 'accent' },
  size: { label: 'Changed size', tone: 'accent' },
  new: { label: 'New', tone: 'accent' },
  noise: { label: 'Rendering noise', tone: 'neutral' },
  same: { label: 'Same pixels', tone: 'neutral' },
};

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

function runTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
}

/**
 * The visual review: every screenshot the last test run found changed, grouped by page template
 * and by story, each with its approved and new pictures in three comparisons, its changed
 * pixels, rendering noise told apart, and the axe result of the same view; filtered by failure,
 * template, width and theme; accepted from the page or by a command.
 */
export function VisualReviewPage({
  run,
  acceptance,
  imageBase = '',
  initialFilter,
}: VisualReviewPageProps) {
  const [filter, setFilter] = useState<ReviewFilter>({ ...allViews, ...initialFilter });
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const changes = useMemo(
    () =>
      (run?.changes ?? []).map((change) =>
        accepted.has(change.baseline) ? { ...change, accepted: true } : change,
      ),
    [run, accepted],
  );
  const options = useMemo(() => filterOptions(changes), [changes]);
  const shown = useMemo(() => filterChanges(changes, filter), [changes, filter]);
  const groups = useMemo(() => groupChanges(shown), [shown]);
  const headingId = useId();

  if (!run || run.changes.length === 0) {
    return (
      <main className={styles.page}>
        <Container>
          <h1 className={styles.title}>Visual review</h1>
          <EmptyState heading="No changed screenshots" headingLevel={2}>
            The last test run changed no screenshot, or no run has been recorded since the last
            clean. Run <code>npm test</code> or <code>npx playwright test</code>, then{' '}
            <code>npm run visual:review</code>.
          </EmptyState>
        </Container>
      </main>
    );
  }

  const set = (patch: Partial<ReviewFilter>) => setFilter((current) => ({ ...current, ...patch }));
  const pending = shown.filter((change) => !change.accepted);
  const noise = changes.filter((change) => change.pixels.kind === 'noise').length;
  const templates = changes.filter((change) => change.spec !== 'stories.spec.ts').length;

  async function accept(list: ReviewChange[]) {
    if (acceptance.kind !== 'server' || list.length === 0) return;
    setBusy(true);
    try {
      const result = await acceptance.accept(list.map((change) => change.baseline));
      setAccepted((current) => new Set([...current, ...result.accepted]));
      setOutcome(
        result.refused.length === 0
          ? {
              tone: 'positive',
              text: `Accepted ${plural(result.accepted.length, 'screenshot')}: ${result.accepted.join(', ')}. The next test run compares with ${result.accepted.length === 1 ? 'it' : 'them'}.`,
            }
          : {
              tone: 'critical',
              text: `Accepted ${plural(result.accepted.length, 'screenshot')}; refused ${result.refused.map((r) => `${r.baseline} (${r.why})`).join('; ')}.`,
            },
      );
    } catch (error) {
      setOutcome({
        tone: 'critical',
        text: `Nothing was accepted: the review's server did not answer (${String(error)}). Is npm run visual:review still running?`,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={styles.page}>
      <Container className={styles.stackLarge}>
        <header className={styles.intro}>
          <h1 className={styles.title}>Visual review</h1>
          <p className={styles.lead}>
            {plural(changes.length, 'screenshot')} changed in the test run of{' '}
            {runTime(run.finishedAt)}: {plural(templates, 'page template view')} and{' '}
            {plural(changes.length - templates, 'story view')}.
            {noise > 0
              ? ` ${plural(noise, 'change is', 'changes are')} only anti-aliased edges: rendering noise, which still fails the zero-tolerance gate.`
              : ''}
          </p>
          <p className={styles.lead}>
            Compare each one side by side, with the slider or as an overlay. Accepting a change
            makes its new picture the approved one (stored optimised), without running the tests
            again.
          </p>
        </header>

        <section className={styles.filters} aria-labelledby={`${headingId}-filters`}>
          <h2 id={`${headingId}-filters`} className={styles.sectionTitle}>
            Filters
          </h2>
          <div className={styles.filterRow}>
            <Switch isSelected={filter.onlyFailed} onChange={(onlyFailed) => set({ onlyFailed })}>
              Only failed (not accepted yet, or failing axe)
            </Switch>
            <Select
              label="Template or story"
              value={filter.group}
              onChange={(key) => set({ group: String(key ?? 'all') })}
              className={styles.select}
            >
              <SelectItem id="all">{`All templates and stories (${changes.length})`}</SelectItem>
              {options.groups.map((group) => (
                <SelectItem key={group.key} id={group.key}>
                  {`${group.label} (${group.count})`}
                </SelectItem>
              ))}
            </Select>
          </div>
          <div className={styles.filterRow}>
            {options.widths.length > 0 ? (
              <div className={styles.filterGroup}>
                <span className={styles.filterLabel} id={`${headingId}-width`}>
                  Width
                </span>
                <ToggleButtonGroup
                  aria-labelledby={`${headingId}-width`}
                  selectedKeys={[filter.width]}
                  onSelectionChange={(keys) => set({ width: String([...keys][0] ?? 'all') })}
                >
                  <ToggleButton id="all">All</ToggleButton>
                  {options.widths.map((width) => (
                    <ToggleButton key={width} id={String(width)}>
                      {`${width} px`}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </div>
            ) : null}
            <div className={styles.filterGroup}>
              <span className={styles.filterLabel} id={`${headingId}-theme`}>
                Theme
              </span>
              <ToggleButtonGroup
                aria-labelledby={`${headingId}-theme`}
                selectedKeys={[filter.theme]}
                onSelectionChange={(keys) => set({ theme: String([...keys][0] ?? 'all') })}
              >
                <ToggleButton id="all">All</ToggleButton>
                {options.themes.map((theme) => (
                  <ToggleButton key={theme} id={theme}>
                    {themeLabels[theme] ?? theme}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </div>
          </div>
          <p className={styles.count} role="status">
            Showing {shown.length} of {plural(changes.length, 'change')}
          </p>
        </section>

        <section className={styles.acceptBar} aria-labelledby={`${headingId}-accept`}>
          <h2 id={`${headingId}-accept`} className={styles.sectionTitle}>
            Accept
          </h2>
          {acceptance.kind === 'server' ? (
            <div className={styles.acceptRow}>
              <Button
                onPress={() => accept(pending)}
                isDisabled={busy || pending.length === 0}
                variant="primary"
              >
                {pending.length === 0
                  ? 'Every change shown is accepted'
                  : `Accept the ${plural(pending.length, 'change')} shown`}
              </Button>
              <p className={styles.note}>
                Writes the run’s own new pictures over their baselines and lists them; nothing the
                run did not produce is accepted.
              </p>
            </div>
          ) : (
            <div className={styles.acceptStatic}>
              <p className={styles.note}>
                This review is a static file (a CI artifact, or opened without its server). Accept
                the {plural(shown.length, 'change')} shown from a terminal in the repository, with
                this run’s images in <code>build/visual-review</code>:
              </p>
              <CommandBox
                command={acceptCommand(shown)}
                label="Command to accept the changes shown"
              />
            </div>
          )}
          <div role="status" className={styles.outcome} data-tone={outcome?.tone}>
            {outcome?.text}
          </div>
        </section>

        {groups.length === 0 ? (
          <EmptyState
            heading="No change matches the filters"
            headingLevel={2}
            actions={
              <Button variant="secondary" onPress={() => setFilter(allViews)}>
                Show every change
              </Button>
            }
          >
            Every change of this run is hidden by the filters above.
          </EmptyState>
        ) : (
          groups.map((group) => (
            <section
              key={group.key}
              className={styles.group}
              aria-labelledby={`${headingId}-${group.key}`}
            >
              <h2 id={`${headingId}-${group.key}`} className={styles.groupTitle}>
                <Badge tone="neutral">{group.kind === 'template' ? 'Template' : 'Story'}</Badge>{' '}
                {group.label}{' '}
                <span className={styles.groupCount}>{plural(group.changes.length, 'change')}</span>
              </h2>
              {group.changes.map((change) => (
                <ChangeView
                  key={change.baseline}
                  change={change}
                  groupLabel={group.label}
                  imageBase={imageBase}
                  acceptance={acceptance}
                  busy={busy}
                  onAccept={() => accept([change])}
                />
              ))}
            </section>
          ))
        )}
      </Container>
    </main>
  );
}

function ChangeView({
  change,
  groupLabel,
  imageBase,
  acceptance,
  busy,
  onAccept,
}: {
  change: ReviewChange;
  groupLabel: string;
  imageBase: string;
  acceptance: Acceptance;
  busy: boolean;
  onAccept: () => void;
}) {
  const story = storyName(change);
  const view = viewLabel(change);
  const title = story ? `${story}, ${view.toLowerCase()}` : view;
  const name = `${groupLabel}${story ? ` › ${story}` : ''}, ${view.toLowerCase()}`;
  const badge = kindBadges[change.pixels.kind] ?? { label: 'Changed', tone: 'accent' as const };
  const violations = change.axe?.violations ?? [];
  const src = (path: string) => `${imageBase}${path}`;
  return (
    <article className={styles.change} data-failed={isFailed(change) ? 'true' : 'false'}>
      <div className={styles.changeHead}>
        <h3 className={styles.changeTitle}>{title}</h3>
        <div className={styles.badges}>
          <Badge tone={badge.tone}>{badge.label}</Badge>
          {change.accepted ? <Badge tone="positive">Accepted</Badge> : null}
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Difference</dt>
          <dd>{differenceText(change)}</dd>
        </div>
        <div>
          <dt>Accessibility</dt>
          <dd>
            {change.axe === null
              ? 'This view was not scanned by axe in its test.'
              : violations.length === 0
                ? 'axe: no violations in this view.'
                : `axe: ${plural(violations.length, 'violation')} in this view.`}
          </dd>
        </div>
        <div>
          <dt>Baseline</dt>
          <dd>
            <code className={styles.path}>{change.baseline}</code>
          </dd>
        </div>
      </dl>
      {violations.length > 0 ? (
        <ul className={styles.violations}>
          {violations.map((violation) => (
            <li key={violation.id}>
              <strong>{violation.id}</strong> ({violation.impact ?? 'no impact given'}):{' '}
              {violation.help}
              <ul>
                {violation.nodes.map((node) => (
                  <li key={node}>
                    <code className={styles.path}>{node}</code>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      {change.errors.length > 0 ? (
        <div className={styles.errors}>
          <p className={styles.note}>The same test also failed for this reason:</p>
          {change.errors.map((error) => (
            <pre key={error} className={styles.errorText}>
              {error}
            </pre>
          ))}
        </div>
      ) : null}
      <ScreenshotCompare
        name={name}
        approved={
          change.expected && change.size.expectedWidth && change.size.expectedHeight
            ? {
                src: src(change.expected),
                width: change.size.expectedWidth,
                height: change.size.expectedHeight,
              }
            : null
        }
        current={{ src: src(change.actual), width: change.size.width, height: change.size.height }}
        mask={change.mask ? src(change.mask) : null}
      />
      {acceptance.kind === 'server' ? (
        <div className={styles.acceptRow}>
          <Button
            variant="secondary"
            onPress={onAccept}
            isDisabled={busy || change.accepted === true}
          >
            {change.accepted ? 'Accepted' : 'Accept'}{' '}
            <span className={styles.hiddenText}>{name}</span>
          </Button>
        </div>
      ) : (
        <CommandBox command={acceptCommand([change])} label={`Command to accept ${name}`} />
      )}
    </article>
  );
}

function CommandBox({ command, label }: { command: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.command}>
      <span className={styles.hiddenText}>{label}</span>
      <pre className={styles.commandText}>
        <code>{command}</code>
      </pre>
      <Button
        variant="secondary"
        onPress={() =>
          navigator.clipboard?.writeText(command).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? 'Copied' : 'Copy command'}
      </Button>
    </div>
  );
}
