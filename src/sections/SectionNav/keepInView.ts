/**
 * Scrolls a horizontally scrolling `container` the least distance that brings `item` (with
 * `margin` px either side) into view. The item's offset parent must be the container (give it
 * `position: relative`). Does nothing when the container does not overflow.
 */
export function keepInView(
  container: HTMLElement,
  item: HTMLElement,
  behavior: ScrollBehavior,
  margin = 16,
): void {
  const width = container.clientWidth;
  if (container.scrollWidth <= width) return;
  const start = item.offsetLeft - margin;
  const end = item.offsetLeft + item.offsetWidth + margin;
  const viewStart = container.scrollLeft;
  let left: number;
  if (start < viewStart) left = start;
  else if (end > viewStart + width) left = end - width;
  else return;
  left = Math.max(0, Math.min(left, container.scrollWidth - width));
  if (typeof container.scrollTo === 'function') container.scrollTo({ left, behavior });
  else container.scrollLeft = left;
}
