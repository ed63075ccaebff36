import { describe, expect, it } from 'vitest';
import { isClientNavigation } from '../../src/platform/navigation/clientNavigation';

/** Which clicks on a link the router takes, and which it leaves to the browser. */
const plainClick = { button: 0, metaKey: false, ctrlKey: false, altKey: false, shiftKey: false };

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
}

describe('isClientNavigation', () => {
  it('takes a plain click on a same-origin page link', () => {
    expect(isClientNavigation(link('/insights/articles?tag=cfo'), plainClick)).toBe(true);
    expect(isClientNavigation(link('/insights/a-post-about-v2.0-launches'), plainClick)).toBe(true);
  });

  it('leaves files to the browser: feeds, the sitemap, documents', () => {
    for (const href of [
      '/insights/feed.xml',
      '/press-room/feed.xml',
      '/sitemap.xml',
      '/media-kit/logo.PDF',
    ]) {
      expect(isClientNavigation(link(href), plainClick), href).toBe(false);
    }
  });

  it('leaves modified clicks, new tabs, downloads and other origins to the browser', () => {
    expect(isClientNavigation(link('/insights'), { ...plainClick, metaKey: true })).toBe(false);
    expect(isClientNavigation(link('/insights', { target: '_blank' }), plainClick)).toBe(false);
    expect(isClientNavigation(link('/insights', { download: '' }), plainClick)).toBe(false);
    expect(isClientNavigation(link('https://elsewhere.example/insights'), plainClick)).toBe(false);
  });
});
