import { type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { NativeButton } from '../../components/NativeButton/NativeButton';
import * as toggleStyles from '../../components/ToggleButtonGroup/ToggleButtonGroup.css';
import { visuallyHiddenInputStyle } from '../../components/VisuallyHidden/VisuallyHidden';
import { ctaTracked, trackCtaElementClick } from '../../platform/analytics/ctaClick';
import { useEnhancement } from '../../platform/hydration/useEnhancement';
import { contactHref } from '../../site/contactLink';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './StackBuilder.css';
import { StackTileContent } from './StackTileContent';

/** A module the visitor can pick (a `GrowthModule` from src/content/growth-os/modules.ts fits). */
export interface StackModuleOption {
  /** Stable id; the key of the selection. */
  id: string;
  name: string;
  /** Shown under the name on the tile. */
  outcome?: { value: string; label: string };
}

export interface StackBuilderProps {
  heading: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** The modules to choose from, in display order. */
  modules: ReadonlyArray<StackModuleOption>;
  /** The visible label of the selection grid. */
  groupLabel: string;
  /** The path of the page the builder is on: the `from` of the contact link. */
  from: string;
  /** The button that takes the selection to the contact page. */
  buttonLabel?: string;
  /** Ids of the modules selected at first. */
  defaultSelected?: ReadonlyArray<string>;
  tone?: SectionTone;
  id?: string;
}

/** The live summary of a selection: 'No modules selected yet' or '2 modules selected: A, B'. */
export function stackSummary(names: ReadonlyArray<string>): string {
  if (names.length === 0) return 'No modules selected yet';
  const noun = names.length === 1 ? 'module' : 'modules';
  return `${names.length} ${noun} selected: ${names.join(', ')}`;
}

/**
 * The contact link of the builder's button: the attributed contact URL plus `stack` = the
 * selected module names joined by commas, when any are selected.
 */
export function stackHref(from: string, label: string, names: ReadonlyArray<string>): string {
  const href = contactHref(from, label);
  if (names.length === 0) return href;
  return `${href}&${new URLSearchParams({ stack: names.join(',') }).toString()}`;
}

/**
 * A mix-and-match grid: the visitor picks modules (a multiple-selection toggle button group
 * with a visible label), a polite live region summarises the choice, and the button takes
 * the selection to the contact page.
 *
 * It is a GET form to the contact page: without JavaScript, and until the visitor comes to it,
 * the tiles are native checkboxes (`stack`, one per module picked) and Build My Stack submits
 * them with the attribution (`ref`, `from`, `label`), which the contact page reads as it reads
 * the link. Once hydrated, picking updates the summary at once. When a pointer or focus reaches
 * the form, React Aria's toggle button group is loaded (`useEnhancement`) and replaces the
 * checkboxes with the same picks, and the button becomes the link that carries them.
 */
export function StackBuilder({
  heading,
  eyebrow,
  intro,
  modules,
  groupLabel,
  from,
  buttonLabel = 'Build My Stack',
  defaultSelected = [],
  tone = 'surface',
  id,
}: StackBuilderProps) {
  const headingId = useId();
  const labelId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(defaultSelected));
  const names = modules.filter((module) => selected.has(module.id)).map((module) => module.name);
  const fallbackRef = useRef<HTMLFieldSetElement>(null);
  /** The modules whose checkboxes are ticked: the form's own state, whatever the page knew. */
  const checked = () =>
    new Set(
      Array.from(
        fallbackRef.current?.querySelectorAll<HTMLInputElement>('input:checked') ?? [],
        (input) => input.dataset.id ?? '',
      ),
    );
  const enhanced = useEnhancement(() => import('./StackTiles'), fallbackRef, {
    within: 'form',
    // Picks made before the page hydrated are in the checkboxes only: the group starts from them.
    beforeSwap: () => setSelected(checked()),
  });
  const href = stackHref(from, buttonLabel, names);
  const action = new URL(contactHref(from, buttonLabel), 'https://site.invalid');

  return (
    <PageSection tone={tone} labelledBy={headingId} id={id}>
      <SectionHeader id={headingId} heading={heading} eyebrow={eyebrow} intro={intro} />
      <form className={styles.panel} data-tone={tone} method="get" action={action.pathname}>
        <p id={labelId} className={styles.label}>
          {groupLabel}
        </p>
        {enhanced ? (
          <enhanced.StackTiles
            labelledBy={labelId}
            modules={modules}
            selected={selected}
            onChange={setSelected}
          />
        ) : (
          <NativeStackTiles
            ref={fallbackRef}
            labelledBy={labelId}
            modules={modules}
            selected={selected}
            onChange={() => setSelected(checked())}
          />
        )}
        <div className={styles.footer}>
          <p className={styles.summary} role="status" aria-live="polite">
            {stackSummary(names)}
          </p>
          {enhanced ? (
            <LinkButton href={href} variant="primary" size="lg" className={styles.button}>
              {buttonLabel}
            </LinkButton>
          ) : (
            <>
              {Array.from(action.searchParams, ([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <NativeButton
                type="submit"
                variant="primary"
                size="lg"
                className={styles.button}
                {...ctaTracked('')}
                onClick={(event) => trackCtaElementClick(event.currentTarget, href)}
              >
                {buttonLabel}
              </NativeButton>
            </>
          )}
        </div>
      </form>
    </PageSection>
  );
}

/**
 * The tiles before React Aria: native checkboxes named `stack` (the module's name, as the
 * contact page reads it), each the visually hidden input of a tile drawn as the toggle button.
 * Uncontrolled: the browser keeps what is ticked, and `onChange` tells the builder to read it.
 */
function NativeStackTiles({
  ref,
  labelledBy,
  modules,
  selected,
  onChange,
}: {
  ref: Ref<HTMLFieldSetElement>;
  labelledBy: string;
  modules: ReadonlyArray<StackModuleOption>;
  selected: ReadonlySet<string>;
  onChange: () => void;
}) {
  return (
    <fieldset
      ref={ref}
      aria-labelledby={labelledBy}
      className={`${toggleStyles.group} ${styles.grid} ${styles.fieldset}`}
      data-orientation="horizontal"
    >
      {modules.map((module) => (
        <label
          key={module.id}
          className={`${toggleStyles.toggleButton} ${styles.tile}`}
          data-tile=""
        >
          <span style={visuallyHiddenInputStyle}>
            <input
              type="checkbox"
              name="stack"
              value={module.name}
              data-id={module.id}
              defaultChecked={selected.has(module.id)}
              onChange={onChange}
            />
          </span>
          <StackTileContent module={module} />
        </label>
      ))}
    </fieldset>
  );
}
