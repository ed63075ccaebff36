import { useEffect, useRef, useState } from 'react';
import * as styles from './Avatar.css';

/** Where the picture is: the initials show unless it has loaded. */
export type AvatarState = 'idle' | 'loading' | 'loaded' | 'error';

export interface AvatarProps {
  /** The person's name: the initials come from it. */
  name: string;
  /** Their picture, if any. */
  src?: string;
  /** `md` (48 px, default) or `lg` (64 px). */
  size?: 'md' | 'lg';
  className?: string;
}

/** 'Ayşe Demir-Kaya' -> 'AD': the first letters of the first and last words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase('en-GB');
}

/**
 * A person's picture, or their initials: the initials show unless the picture has loaded
 * (while it loads, when it fails, when there is none). Decorative beside the name it stands
 * for, so hidden from assistive technology.
 */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [state, setState] = useState<AvatarState>(src ? 'loading' : 'idle');
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!src) {
      setState('idle');
      return;
    }
    // A picture that finished before the page hydrated has already fired its events.
    const current = image.current;
    if (current?.complete) setState(current.naturalWidth > 0 ? 'loaded' : 'error');
    else setState('loading');
  }, [src]);
  return (
    <span
      className={className ? `${styles.avatar} ${className}` : styles.avatar}
      data-size={size}
      data-state={state}
      aria-hidden="true"
    >
      {initials(name)}
      {src ? (
        <img
          ref={image}
          className={styles.image}
          src={src}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
        />
      ) : null}
    </span>
  );
}
