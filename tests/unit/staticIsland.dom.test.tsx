import { act, type ComponentType, type ReactNode, Suspense } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkButton } from '../../src/components/LinkButton/LinkButton';
import { staticIsland } from '../../src/platform/hydration/staticIsland';
import { NavigationProvider } from '../../src/platform/navigation/NavigationProvider';

// React's act() settles the renders below (hydration, a lazy load).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The content an island holds: a heading, a link and a call to action. */
function Content({ heading }: { heading: string }) {
  return (
    <section aria-labelledby="island-heading">
      <h2 id="island-heading">{heading}</h2>
      <a href="/growth-os">Explore Growth OS</a>
      <LinkButton href="/contact?ref=cta&from=%2F&label=contact-us">Contact us</LinkButton>
    </section>
  );
}

function island() {
  const load = vi.fn(async () => Content);
  return { load, ...staticIsland(load) };
}

let root: Root | undefined;
let container: HTMLDivElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
  vi.unstubAllEnvs();
});

function mount(html: string): HTMLDivElement {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

const withRouter = (navigate: (href: string) => void, children: ReactNode) => (
  <NavigationProvider navigate={navigate}>{children}</NavigationProvider>
);

/** The island's HTML as the server writes it, hydrated in the browser under a router. */
async function hydrated() {
  vi.stubEnv('SSR', true);
  const server = island();
  await server.preload();
  const html = renderToString(<Island1 Island={server.Island} />);
  vi.unstubAllEnvs();

  const browser = island();
  const element = mount(html);
  const navigate = vi.fn();
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(element, withRouter(navigate, <Island1 Island={browser.Island} />), {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { element, navigate, errors, browser };
}

describe('staticIsland', () => {
  it('the server renders the content, once loaded, in a wrapper that takes no box', async () => {
    vi.stubEnv('SSR', true);
    const { Island, preload } = island();
    await preload();
    const html = renderToString(<Island heading="The Shift" />);
    expect(html).toMatch(/^<div class="[^"]+"><section/);
    expect(html).toContain('<h2 id="island-heading">The Shift</h2>');
  });

  it('hydrating keeps the server HTML and loads nothing; links route, calls to action report', async () => {
    const { element, navigate, errors, browser } = await hydrated();
    expect(errors).toEqual([]);
    expect(browser.load).not.toHaveBeenCalled();
    expect(element.querySelector('h2')?.textContent).toBe('The Shift');

    const beacons: string[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, body: string) => beacons.push(body) > 0,
    });
    const link = element.querySelector<HTMLAnchorElement>('a[href="/growth-os"]');
    link?.click();
    expect(navigate).toHaveBeenCalledWith('/growth-os');
    expect(beacons).toEqual([]);

    element.querySelector<HTMLAnchorElement>('a[data-cta-tracked="cta"]')?.click();
    expect(navigate).toHaveBeenLastCalledWith('/contact?ref=cta&from=%2F&label=contact-us');
    expect(beacons).toHaveLength(1);
    expect(JSON.parse(beacons[0] ?? '{}')).toMatchObject({
      label: 'contact-us',
      location: 'section:the-shift',
    });
    expect(browser.load).not.toHaveBeenCalled();
  });

  it('a modified click is left to the browser', async () => {
    const { element, navigate } = await hydrated();
    const link = element.querySelector<HTMLAnchorElement>('a[href="/growth-os"]');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link?.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link?.dispatchEvent(click);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rendered in the browser (a client-side visit), it loads and renders the content', async () => {
    const { Island, load } = island();
    const element = mount('');
    await act(async () => {
      root = createRoot(element);
      root.render(
        <Suspense fallback={<p>Loading</p>}>
          <Island heading="Our Response" />
        </Suspense>,
      );
    });
    await vi.waitFor(() => expect(element.querySelector('h2')?.textContent).toBe('Our Response'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page rendered in the browser after a hydration error still shows the content', async () => {
    const { Island, load } = island();
    // Hydrating an empty wrapper: there is no server HTML to keep.
    const element = mount('<div class="x"></div>');
    await act(async () => {
      root = hydrateRoot(
        element,
        <Suspense fallback={null}>
          <Island heading="Clients" />
        </Suspense>,
        { onRecoverableError: () => {} },
      );
    });
    await vi.waitFor(() => expect(element.querySelector('h2')?.textContent).toBe('Clients'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

/** The island under a heading prop, as a page renders it. */
function Island1({ Island }: { Island: ComponentType<{ heading: string }> }) {
  return <Island heading="The Shift" />;
}
