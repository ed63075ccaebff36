/**
 * Whether a click on a link should be a client-side navigation: a plain primary click (no
 * modifier: those open a new tab or window, or download) on a same-origin link that opens in
 * this tab and is no download. The same rules as React Aria's links.
 */
export function isClientNavigation(
  link: HTMLAnchorElement,
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>,
): boolean {
  const target = link.getAttribute('target');
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.shiftKey &&
    (!target || target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === window.location.origin
  );
}
