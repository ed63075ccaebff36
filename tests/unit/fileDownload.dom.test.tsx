import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from '../../src/components/Link/Link';
import { pressLabels } from '../../src/content/press/labels';
import { mediaKitFiles } from '../../src/content/press/mediaKitAssets';
import {
  fileDownloadEvent,
  fileExtension,
  trackFileDownload,
} from '../../src/platform/analytics/fileDownload';
import { staticIsland } from '../../src/platform/hydration/staticIsland';
import { NavigationProvider } from '../../src/platform/navigation/NavigationProvider';
import { MediaKitDownloads } from '../../src/sections/MediaKitDownloads/MediaKitDownloads';
import { hydrateWithoutMismatch, serverHtml } from '../support/serverHtml';

/**
 * `file_download` (spec: an event pushed to the tag layer): a click on a download link, the media
 * kit's logo files first, pushes exactly one event with the file's name, its extension and the
 * link's address, and leaves the download itself alone (the click is never prevented).
 */

// React's act() settles the hydration below.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const [logo] = mediaKitFiles;
if (!logo) throw new Error('the media kit has no files');

/** The tag layer's `file_download` events. */
const downloads = () =>
  (window.dataLayer ?? []).filter(
    (entry) => (entry as { event?: string }).event === 'file_download',
  );

/**
 * Whether each click reached the document unprevented, as the browser's download needs; the
 * click is then prevented, since jsdom cannot follow a link.
 */
const clicks: boolean[] = [];
const recordClick = (event: MouseEvent) => {
  if ((event.target as Element).closest?.('a[href]')) {
    clicks.push(!event.defaultPrevented);
    event.preventDefault();
  }
};

beforeEach(() => {
  window.dataLayer = [];
  clicks.length = 0;
  document.addEventListener('click', recordClick);
});

afterEach(() => {
  document.removeEventListener('click', recordClick);
  Reflect.deleteProperty(window, 'dataLayer');
});

/** The event's module is loaded on the first download click (reportDownload.ts): let it come. */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 20));

const logoLink = () =>
  screen.getByRole('link', { name: `${pressLabels.download} ${logo.name}, ${logo.format}` });

describe('file_download from the media kit', () => {
  it('pushes exactly one file_download with the file name, extension and link URL', async () => {
    render(<MediaKitDownloads files={mediaKitFiles} downloadLabel={pressLabels.download} />);
    await userEvent.click(logoLink());

    await loaded();

    expect(downloads()).toEqual([
      {
        event: 'file_download',
        file_name: 'response-logo.svg',
        file_extension: 'svg',
        link_url: new URL(logo.href, window.location.href).href,
        link_text: `${pressLabels.download} ${logo.name}, ${logo.format}`,
      },
    ]);
    expect(window.dataLayer).toHaveLength(1);
    expect(clicks).toEqual([true]);
  });

  it('reports each download once under the router, which leaves the download to the browser', async () => {
    const navigate = vi.fn();
    render(
      <NavigationProvider navigate={navigate}>
        <MediaKitDownloads files={mediaKitFiles} downloadLabel={pressLabels.download} />
      </NavigationProvider>,
    );
    const links = screen.getAllByRole('link');
    for (const link of links) await userEvent.click(link);

    await loaded();

    expect(downloads().map((event) => (event as { file_name: string }).file_name)).toEqual(
      mediaKitFiles.map((file) => file.fileName),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(clicks).toEqual(links.map(() => true));
  });

  it('reports a download started from the keyboard', async () => {
    render(<MediaKitDownloads files={mediaKitFiles} downloadLabel={pressLabels.download} />);
    logoLink().focus();
    await userEvent.keyboard('{Enter}');
    await loaded();
    expect(downloads()).toHaveLength(1);
  });

  it('pushes nothing for a link that is no download, or a click prevented by its page', async () => {
    render(
      <>
        <Link href="/press-room">Press Room</Link>
        <Link href="/files/report.pdf" download onClick={(event) => event.preventDefault()}>
          Report
        </Link>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Press Room' }));
    await userEvent.click(screen.getByRole('link', { name: 'Report' }));
    await loaded();
    expect(downloads()).toEqual([]);
  });

  it('before hydration the link simply downloads; once hydrated it reports', async () => {
    const page = <MediaKitDownloads files={mediaKitFiles} downloadLabel={pressLabels.download} />;
    const container = serverHtml(page);
    const link = () =>
      container.querySelector<HTMLAnchorElement>(`a[href="${logo.href}"]`) ?? (undefined as never);
    expect(link().getAttribute('download')).toBe(logo.fileName);

    link().click();
    expect(clicks).toEqual([true]);
    await loaded();
    expect(downloads()).toEqual([]);

    await hydrateWithoutMismatch(container, page);
    act(() => link().click());
    expect(clicks).toEqual([true, true]);
    await loaded();
    expect(downloads()).toHaveLength(1);
  });

  it('a download link in a static island’s kept HTML reports too', async () => {
    vi.stubEnv('SSR', true);
    const server = staticIsland(async () => MediaKitDownloads);
    await server.preload();
    const props = { files: mediaKitFiles, downloadLabel: pressLabels.download };
    const container = serverHtml(<server.Island {...props} />);
    vi.unstubAllEnvs();

    const browser = staticIsland(async () => MediaKitDownloads);
    await hydrateWithoutMismatch(
      container,
      <NavigationProvider navigate={vi.fn()}>
        <browser.Island {...props} />
      </NavigationProvider>,
    );
    act(() => container.querySelector<HTMLAnchorElement>(`a[href="${logo.href}"]`)?.click());
    await loaded();
    expect(downloads()).toHaveLength(1);
    expect(clicks).toEqual([true]);
  });
});

describe('fileDownloadEvent', () => {
  function anchor(href: string, download: string, text = ''): HTMLAnchorElement {
    const link = document.createElement('a');
    link.href = href;
    link.setAttribute('download', download);
    link.textContent = text;
    return link;
  }

  it('names the file by its download attribute, else by the last segment of its path', () => {
    expect(fileDownloadEvent(anchor('/files/2026%20deck.PDF?v=2', ''))).toEqual({
      event: 'file_download',
      file_name: '2026 deck.PDF',
      file_extension: 'pdf',
      link_url: new URL('/files/2026%20deck.PDF?v=2', window.location.href).href,
    });
    expect(
      fileDownloadEvent(anchor('https://cdn.example/a/b', 'brand-kit.zip', ' Brand  kit ')),
    ).toEqual({
      event: 'file_download',
      file_name: 'brand-kit.zip',
      file_extension: 'zip',
      link_url: 'https://cdn.example/a/b',
      link_text: 'Brand kit',
    });
  });

  it('reads an extension only where the name has one', () => {
    expect(fileExtension('response-logo.svg')).toBe('svg');
    expect(fileExtension('archive.tar.GZ')).toBe('gz');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });

  it('never throws: a tag layer without push is left alone, other elements are ignored', () => {
    (window as { dataLayer?: unknown }).dataLayer = {};
    expect(() => trackFileDownload(anchor('/f.pdf', 'f.pdf'))).not.toThrow();
    window.dataLayer = [];
    expect(trackFileDownload(document.createElement('button'))).toBeUndefined();
    expect(trackFileDownload(document.createElement('a'))).toBeUndefined();
    expect(window.dataLayer).toEqual([]);
  });
});
