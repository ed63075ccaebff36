import { type ReactNode, useId } from 'react';
import { TagList } from '../../components/TagList/TagList';
import { type ActionLink, Actions } from '../Actions/Actions';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './LayerStack.css';

export interface StackLayer {
  /** The layer's name; the band's h3. */
  name: string;
  /** What the layer does, in one line. */
  role: string;
  description: string;
  /** A short label of the layer's place in the stack ("Layer 4"). */
  label?: string;
  /** Feature chips under the description. */
  chips?: ReadonlyArray<string>;
}

export interface LayerStackProps {
  heading: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** Drawn top to bottom in this order. */
  layers: ReadonlyArray<StackLayer>;
  /** Calls to action under the stack. */
  actions?: ReadonlyArray<ActionLink>;
  /** Background of the section; the bands are drawn one step lighter. */
  tone?: Exclude<SectionTone, 'emphasis'>;
  /** Id for in-page links to the section. */
  id?: string;
}

/** A miniature of the whole stack, `count` bars high, with the bar at `active` filled in. */
function StackMarker({ active, count }: { active: number; count: number }) {
  const rows = Math.max(count, 1);
  const pitch = 24 / rows;
  const barHeight = Math.max(pitch - 2.5, 1.5);
  const bars = Array.from({ length: rows }, (_, row) => row);
  return (
    <svg className={styles.markerSvg} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {bars.map((row) => (
        <rect
          key={row}
          className={styles.markerBar}
          data-active={row === active}
          x={row === active ? 1 : 3}
          y={row * pitch + (pitch - barHeight) / 2}
          width={row === active ? 22 : 18}
          height={barHeight}
          rx={1}
        />
      ))}
    </svg>
  );
}

/**
 * An architecture diagram of stacked layers: one full-width band per layer, top to bottom in the
 * given order, each with its place in the stack, name, one-line role, description and optional
 * chips. The bands are an ordered list; the dashed connectors between them and the miniature
 * stack on each band are decorative.
 */
export function LayerStack({
  heading,
  eyebrow,
  intro,
  layers,
  actions,
  tone = 'surface',
  id,
}: LayerStackProps) {
  const headingId = useId();
  return (
    <PageSection tone={tone} labelledBy={headingId} id={id}>
      <SectionHeader id={headingId} heading={heading} eyebrow={eyebrow} intro={intro} />
      <ol className={styles.stack} data-band={tone === 'surface' ? 'raised' : 'surface'}>
        {layers.map((layer, index) => (
          <li key={layer.name} className={styles.band}>
            {index > 0 ? <span className={styles.connector} aria-hidden="true" /> : null}
            <span className={styles.marker} aria-hidden="true">
              <StackMarker active={index} count={layers.length} />
            </span>
            <div className={styles.title}>
              {layer.label ? <p className={styles.label}>{layer.label}</p> : null}
              <h3 className={styles.name}>{layer.name}</h3>
              <p className={styles.role}>{layer.role}</p>
            </div>
            <div className={styles.detail}>
              <p className={styles.description}>{layer.description}</p>
              {layer.chips && layer.chips.length > 0 ? (
                <TagList tags={layer.chips} tone="accent" aria-label={`${layer.name} features`} />
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {actions && actions.length > 0 ? (
        <Actions actions={actions} className={styles.actions} />
      ) : null}
    </PageSection>
  );
}
