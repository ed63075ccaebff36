import type { CSSProperties } from 'react';
import { Card } from '../Card/Card';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** `line` of text (default), `heading` (a card's), `title` (a page's), `badge` or `media` (16:9). */
  shape?: 'line' | 'heading' | 'title' | 'badge' | 'media';
  /** Width of a line or heading (`'60%'`); the full width by default. */
  width?: CSSProperties['width'];
}

/**
 * A placeholder in the shape of content that is loading. Decorative: hidden from assistive
 * technology, so the region that loads says so itself (`aria-busy` and a status message).
 */
export function Skeleton({ shape = 'line', width }: SkeletonProps) {
  return (
    <span
      className={styles.block}
      data-shape={shape}
      style={width ? { width } : undefined}
      aria-hidden="true"
    />
  );
}

export interface SkeletonCardProps {
  /** With an image placeholder on top (article cards); without (report cards). */
  withMedia?: boolean;
  /** `li` inside a list of cards (default), `div` elsewhere. */
  as?: 'li' | 'div';
}

/** A card's placeholders: image, badge, a two-line title and a three-line excerpt. */
export function SkeletonCard({ withMedia = true, as = 'li' }: SkeletonCardProps) {
  return (
    <Card as={as} aria-hidden="true">
      {withMedia ? <Skeleton shape="media" /> : null}
      <Skeleton shape="badge" />
      <Skeleton shape="heading" width="90%" />
      <Skeleton shape="heading" width="60%" />
      <Skeleton width="100%" />
      <Skeleton width="95%" />
      <Skeleton width="70%" />
    </Card>
  );
}
