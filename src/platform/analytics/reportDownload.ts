/** Selects a download link. */
export const downloadLinkSelector = 'a[href][download]';

/**
 * A click on a download link (`<a download>`), from `Anchor` or a static island's kept HTML: its
 * `file_download` event (./fileDownload.ts) is built and pushed by a module loaded only when a
 * download is clicked, so that no page's bundle carries it. The download never waits for it.
 */
export function reportDownload(link: Element): void {
  if (!link.matches?.(downloadLinkSelector)) return;
  void import('./fileDownload').then(
    (module) => module.trackFileDownload(link),
    () => undefined,
  );
}
