/**
 * File download tracking: a click on a download link (`<a download>`) pushes one `file_download`
 * event to the tag layer, with the file's name, its extension and the link's address (and its
 * text). Like `cta_click`, the event always goes to the tag layer and consent is the tag's
 * business: Consent Mode (everything denied until the visitor chooses) decides what it may store
 * or send. Nothing here prevents, delays or waits for the download, and nothing throws.
 *
 * `Anchor` (every `Link` and `LinkButton`) reports its own download clicks, and a static island
 * reports those of the links in the HTML it keeps. Before the page hydrates a download link simply
 * downloads: the early click is not replayed.
 */
import type { DataLayerEvent } from './dataLayer';
import { pushEvent } from './dataLayer';
import { downloadLinkSelector } from './reportDownload';

export type FileDownloadEvent = Extract<DataLayerEvent, { event: 'file_download' }>;

/** The last segment of a URL's path, decoded ('response-logo.svg'), or ''. */
function lastPathSegment(url: URL): string {
  const segment = url.pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A file name's extension, lowercased and without its dot ('svg' for 'response-logo.SVG'), or ''
 * for a name without one ('README', '.env').
 */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return '';
  return fileName.slice(dot + 1).toLowerCase();
}

/** A link's visible text, spaces collapsed (screen-reader-only text included, as it names the file). */
function linkText(link: Element): string {
  return (link.textContent ?? '')
    .replace(/\(opens in a new tab\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The `file_download` event of a click on a download link: `file_name` is the name the browser
 * saves the file as (the `download` attribute's value, else the last segment of the link's path),
 * `file_extension` its extension ('svg'), `link_url` the link's absolute address and `link_text`
 * its text, when it has any.
 */
export function fileDownloadEvent(link: HTMLAnchorElement): FileDownloadEvent {
  const url = new URL(link.href, link.ownerDocument.baseURI);
  const fileName = link.getAttribute('download')?.trim() || lastPathSegment(url);
  const event: FileDownloadEvent = {
    event: 'file_download',
    file_name: fileName,
    file_extension: fileExtension(fileName),
    link_url: url.href,
  };
  const text = linkText(link);
  if (text !== '') event.link_text = text;
  return event;
}

/**
 * Report a click on a link when it is a download link (`<a download href>`): one `file_download`
 * event on the tag layer. Returns the event pushed, or undefined for any other link.
 */
export function trackFileDownload(link: Element): FileDownloadEvent | undefined {
  if (typeof window === 'undefined') return undefined;
  if (!(link instanceof HTMLAnchorElement) || !link.matches(downloadLinkSelector)) return undefined;
  let event: FileDownloadEvent;
  try {
    event = fileDownloadEvent(link);
  } catch {
    // An address the URL parser refuses: the download goes ahead, unreported.
    return undefined;
  }
  pushEvent(event);
  return event;
}
