/**
 * Sharing an article: LinkedIn's and Twitter's share pages, carrying the page's URL
 * (and, for Twitter, its title), opened in a 600x400 popup. The buttons are links to those
 * pages, so without JavaScript, or where the browser blocks the popup, they open as ordinary
 * links in a new tab.
 */

export type ShareNetwork = 'linkedin' | 'twitter';

export function shareUrl(network: ShareNetwork, pageUrl: string, title: string): string {
  if (network === 'linkedin') {
    return `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url: pageUrl })}`;
  }
  return `https://twitter.com/intent/tweet?${new URLSearchParams({ url: pageUrl, text: title })}`;
}

export const sharePopupSize = { width: 600, height: 400 } as const;

/** The popup's window features: 600x400, centred on the browser window. */
export function sharePopupFeatures(
  screen: { x: number; y: number; width: number; height: number },
  size: { width: number; height: number } = sharePopupSize,
): string {
  const left = Math.max(0, Math.round(screen.x + (screen.width - size.width) / 2));
  const top = Math.max(0, Math.round(screen.y + (screen.height - size.height) / 2));
  return `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top}`;
}

/**
 * Opens `href` in the share popup. True when it opened (the link's own navigation should then
 * be cancelled); false when the browser blocked it (the link opens as usual).
 */
export function openSharePopup(href: string): boolean {
  const popup = window.open(
    href,
    'share',
    sharePopupFeatures({
      x: window.screenX,
      y: window.screenY,
      width: window.outerWidth,
      height: window.outerHeight,
    }),
  );
  if (!popup) return false;
  // The share page must not reach back into ours (what `noopener` would do, but with it
  // window.open returns null and a blocked popup could not be told apart).
  popup.opener = null;
  return true;
}
