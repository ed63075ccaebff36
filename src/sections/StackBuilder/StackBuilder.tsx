import { type ReactNode, useId, useState } from 'react';
import type { Key } from 'react-aria-components';
import { CheckIcon } from '../../components/Icon/CheckIcon';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import {
  ToggleButton,
  ToggleButtonGroup,
} from '../../components/ToggleButtonGroup/ToggleButtonGroup';
import { contactHref } from '../../site/contactLink';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './StackBuilder.css';

/** A module the visitor can pick (a `GrowthModule` from src/content/modules.ts fits). */
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

function TileIndicator() {
  return (
    <span className={styles.indicator} aria-hidden="true">
      <CheckIcon className={styles.indicatorSvg} strokeWidth="2.5" />
    </span>
  );
}

/**
 * A mix-and-match grid: the visitor picks modules (a multiple-selection toggle button group
 * with a visible label), a polite live region summarises the choice, and the button takes
 * the selection to the contact page.
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
  const [selected, setSelected] = useState<ReadonlySet<Key>>(() => new Set(defaultSelected));
  const names = modules.filter((module) => selected.has(module.id)).map((module) => module.name);

  return (
    <PageSection tone={tone} labelledBy={headingId} id={id}>
      <SectionHeader id={headingId} heading={heading} eyebrow={eyebrow} intro={intro} />
      <div className={styles.panel} data-tone={tone}>
        <p id={labelId} className={styles.label}>
          {groupLabel}
        </p>
        <ToggleButtonGroup
          aria-labelledby={labelId}
          selectionMode="multiple"
          disallowEmptySelection={false}
          selectedKeys={selected}
          onSelectionChange={setSelected}
          className={styles.grid}
        >
          {modules.map((module) => (
            <ToggleButton key={module.id} id={module.id} className={styles.tile}>
              <TileIndicator />
              <span className={styles.tileText}>
                <span className={styles.tileName}>{module.name}</span>
                {module.outcome ? (
                  <>
                    {' '}
                    <span className={styles.tileOutcome}>
                      {module.outcome.value} {module.outcome.label}
                    </span>
                  </>
                ) : null}
              </span>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <div className={styles.footer}>
          <p className={styles.summary} role="status" aria-live="polite">
            {stackSummary(names)}
          </p>
          <LinkButton
            href={stackHref(from, buttonLabel, names)}
            variant="primary"
            size="lg"
            className={styles.button}
          >
            {buttonLabel}
          </LinkButton>
        </div>
      </div>
    </PageSection>
  );
}
