import { useEffect, useState } from 'react';
import { headerScrollThreshold } from './headerHeight';

/**
 * Whether the window is scrolled more than `threshold` pixels. `false` on the server and in the
 * hydration render; the real position is read in the next animation frame, then kept in step by
 * a passive scroll listener throttled to one read per frame. Reading `scrollY` forces a layout
 * when one is pending: in the effect it would add the layout that hydration leaves pending to
 * hydration's own long task; in the frame, it is the layout the browser does there anyway.
 */
export function useScrolled(threshold: number = headerScrollThreshold): boolean {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setScrolled(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(read);
    };
    frame = window.requestAnimationFrame(read);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);

  return scrolled;
}
