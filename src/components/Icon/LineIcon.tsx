import type { ReactNode } from 'react';

/** What every icon takes. */
export interface IconProps {
  /** Sets the icon's size (it has none of its own) and, if need be, its colour. */
  className?: string;
}

/** An icon whose stroke weight its place may change (the ticks). */
export interface WeightedIconProps extends IconProps {
  strokeWidth?: string;
}

export interface LineIconProps extends IconProps {
  /** The drawing's grid: '0 0 16 16', '0 0 20 20' or '0 0 24 24'. */
  viewBox: string;
  strokeWidth: string;
  /** Round line joins (default); `false` leaves stroke-linejoin out (single strokes, crosses). */
  roundJoins?: boolean;
  /** `data-icon`, for an icon drawn from a set (TopicIcon). */
  dataIcon?: string;
  /** The paths, circles and rects of the drawing. */
  children: ReactNode;
}

/**
 * The frame every icon is drawn in: a line drawing in the current text colour with round
 * caps, decorative (`aria-hidden`) and never focusable; the words beside it, or the name of
 * its control, say what it means.
 */
export function LineIcon({
  className,
  viewBox,
  strokeWidth,
  roundJoins = true,
  dataIcon,
  children,
}: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox={viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin={roundJoins ? 'round' : undefined}
      aria-hidden="true"
      focusable="false"
      data-icon={dataIcon}
    >
      {children}
    </svg>
  );
}
