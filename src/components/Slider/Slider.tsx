import type { ReactNode } from 'react';
import {
  Label,
  Slider as RACSlider,
  type SliderProps as RACSliderProps,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import * as styles from './Slider.css';

export interface SliderProps extends Omit<RACSliderProps<number>, 'className' | 'children'> {
  /** The visible label; it is the slider's accessible name. */
  label: ReactNode;
  className?: string;
  /** Leave out the value shown beside the label (it is still announced from the thumb). */
  hideOutput?: boolean;
  /** A name of the thumb's own, read after the label; rarely needed with one thumb. */
  thumbLabel?: string;
}

/**
 * React Aria `Slider` with one thumb: a number chosen by dragging along a track or with the
 * arrow keys, shown beside the label. The value is formatted with `formatOptions`
 * (`Intl.NumberFormat` options); `{ style: 'percent' }` reads the value as a fraction, so give it
 * `minValue={0}`, `maxValue={1}` and a step such as 0.01.
 */
export function Slider({
  label,
  className,
  hideOutput = false,
  thumbLabel,
  ...props
}: SliderProps) {
  return (
    <RACSlider {...props} className={className ? `${styles.slider} ${className}` : styles.slider}>
      <Label className={styles.label}>{label}</Label>
      {hideOutput ? null : <SliderOutput className={styles.output} />}
      <SliderTrack className={styles.track}>
        <div className={styles.rail}>
          <SliderFill className={styles.fill} />
        </div>
        <SliderThumb className={styles.thumb} aria-label={thumbLabel} />
      </SliderTrack>
    </RACSlider>
  );
}
