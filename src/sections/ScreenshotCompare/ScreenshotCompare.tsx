import { type CSSProperties, type ReactNode, useState } from 'react';
import { Slider } from '../../components/Slider/Slider';
import { Switch } from '../../components/Switch/Switch';
import {
  ToggleButton,
  ToggleButtonGroup,
} from '../../components/ToggleButtonGroup/ToggleButtonGroup';
import * as styles from './ScreenshotCompare.css';

export interface Picture {
  src: string;
  width: number;
  height: number;
}

export type CompareView = 'side-by-side' | 'slider' | 'overlay';

export interface ScreenshotCompareProps {
  /** What the screenshots show, as the names of the pictures say it ('/careers at 1280 px, dark'). */
  name: string;
  /** The approved picture (the baseline), or null for a screenshot that has none yet. */
  approved: Picture | null;
  /** The new picture the run took. */
  current: Picture;
  /**
   * The changed pixels on a transparent ground, the size of the new picture (red for a change,
   * amber for an anti-aliased edge), laid over the overlay; null when there is none.
   */
  mask: string | null;
  /** The view shown first. */
  defaultView?: CompareView;
}

const views: Array<{ id: CompareView; label: string }> = [
  { id: 'side-by-side', label: 'Side by side' },
  { id: 'slider', label: 'Slider' },
  { id: 'overlay', label: 'Overlay' },
];

/** Colours of the overlay's mask, as scripts/visual/pixelChange.mjs draws it. */
const maskColours = { change: 'rgb(230 0 60)', edge: 'rgb(255 170 0)' };

/**
 * An approved screenshot and a new one, compared three ways: side by side, a slider that shows
 * the approved picture left of a line and the new one right of it, and an overlay of the new
 * picture over the approved one with the changed pixels highlighted. A picture that has no
 * approved one yet is shown alone.
 */
export function ScreenshotCompare({
  name,
  approved,
  current,
  mask,
  defaultView = 'side-by-side',
}: ScreenshotCompareProps) {
  const [view, setView] = useState<CompareView>(defaultView);
  const [split, setSplit] = useState(0.5);
  const [showMask, setShowMask] = useState(true);

  if (!approved) {
    return (
      <div className={styles.root}>
        <p className={styles.note}>No approved screenshot yet: this view is new.</p>
        <Shot title="New" name={name} picture={current} />
      </div>
    );
  }

  // Both pictures at one scale: the wider one fills the frame.
  const widest = Math.max(approved.width, current.width);
  const widthOf = (picture: Picture): CSSProperties => ({
    width: `${(picture.width / widest) * 100}%`,
  });
  // The stack at the pictures' own size at most: a 390 px screenshot is not blown up.
  const stackHeight: CSSProperties = {
    maxWidth: `${widest}px`,
    aspectRatio: `${widest} / ${Math.max(approved.height, current.height)}`,
  };

  // The approved picture under the slider's and the overlay's new one.
  const approvedLayer = (
    <img
      className={styles.layer}
      style={widthOf(approved)}
      src={approved.src}
      width={approved.width}
      height={approved.height}
      alt={`Approved screenshot of ${name}`}
    />
  );

  return (
    <div className={styles.root}>
      <div className={styles.controls}>
        <ToggleButtonGroup
          aria-label={`Compare ${name}`}
          selectedKeys={[view]}
          onSelectionChange={(keys) => {
            const [next] = [...keys];
            if (next) setView(next as CompareView);
          }}
        >
          {views.map(({ id, label }) => (
            <ToggleButton key={id} id={id}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>

      {view === 'side-by-side' ? (
        <div className={styles.pair}>
          <Shot title="Approved" name={name} picture={approved} />
          <Shot title="New" name={name} picture={current} />
        </div>
      ) : null}

      {view === 'slider' ? (
        <figure className={styles.figure}>
          <figcaption className={styles.caption}>
            <span>
              <span className={styles.captionTitle}>Approved</span> left of the line,{' '}
              <span className={styles.captionTitle}>new</span> right of it
            </span>
          </figcaption>
          <Frame label={`${name}: approved and new, split`}>
            <div className={styles.stack} style={stackHeight}>
              {approvedLayer}
              <img
                className={styles.layer}
                style={{ ...widthOf(current), clipPath: `inset(0 0 0 ${split * 100}%)` }}
                src={current.src}
                width={current.width}
                height={current.height}
                alt={`New screenshot of ${name}, shown right of the line`}
              />
              <span className={styles.split} style={{ insetInlineStart: `${split * 100}%` }} />
            </div>
          </Frame>
          {/* As wide as the pictures, so the thumb stands under the line. */}
          <div style={{ maxWidth: stackHeight.maxWidth }}>
            <Slider
              label="Line between approved and new"
              minValue={0}
              maxValue={1}
              step={0.01}
              formatOptions={{ style: 'percent' }}
              value={split}
              onChange={(value) => setSplit(value as number)}
            />
          </div>
        </figure>
      ) : null}

      {view === 'overlay' ? (
        <figure className={styles.figure}>
          <figcaption className={styles.caption}>
            <span>
              <span className={styles.captionTitle}>New</span> at half opacity over the{' '}
              <span className={styles.captionTitle}>approved</span> picture
            </span>
          </figcaption>
          <Frame label={`${name}: new over approved`}>
            <div className={styles.stack} style={stackHeight}>
              {approvedLayer}
              <img
                className={styles.layer}
                style={{ ...widthOf(current), opacity: 0.5 }}
                src={current.src}
                width={current.width}
                height={current.height}
                alt={`New screenshot of ${name}, at half opacity`}
              />
              {mask && showMask ? (
                <img
                  className={styles.layer}
                  style={widthOf(current)}
                  src={mask}
                  width={current.width}
                  height={current.height}
                  alt="The changed pixels, highlighted"
                />
              ) : null}
            </div>
          </Frame>
          {mask ? (
            <div className={styles.controls}>
              <Switch isSelected={showMask} onChange={setShowMask}>
                Highlight changed pixels
              </Switch>
              <ul className={styles.legend} aria-label="Highlight colours">
                <li>
                  <span
                    className={styles.swatch}
                    style={{ backgroundColor: maskColours.change }}
                    aria-hidden="true"
                  />
                  Red: a changed pixel
                </li>
                <li>
                  <span
                    className={styles.swatch}
                    style={{ backgroundColor: maskColours.edge }}
                    aria-hidden="true"
                  />
                  Amber: an anti-aliased edge (rendering noise)
                </li>
              </ul>
            </div>
          ) : (
            <p className={styles.note}>
              The pictures differ in size, so there is no pixel-by-pixel highlight.
            </p>
          )}
        </figure>
      ) : null}
    </div>
  );
}

/**
 * A picture's frame: a named group that scrolls a tall screenshot inside it, and takes keyboard
 * focus so that the arrow keys scroll it.
 */
function Frame({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group around pictures (a fieldset is for form controls)
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the box scrolls, and a keyboard scrolls only what it can focus
    <div className={styles.frame} role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

function Shot({ title, name, picture }: { title: string; name: string; picture: Picture }) {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <span className={styles.captionTitle}>{title}</span>
        <span>
          {picture.width} × {picture.height} px ·{' '}
          <a className={styles.openLink} href={picture.src} target="_blank" rel="noreferrer">
            Open at full size
            <span className={styles.hiddenText}> ({title.toLowerCase()}, new tab)</span>
          </a>
        </span>
      </figcaption>
      <Frame label={`${title} screenshot of ${name}`}>
        <img
          className={styles.image}
          src={picture.src}
          width={picture.width}
          height={picture.height}
          alt={`${title} screenshot of ${name}`}
        />
      </Frame>
    </figure>
  );
}
