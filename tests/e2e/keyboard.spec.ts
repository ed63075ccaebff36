import { expect, type Page, test } from '@playwright/test';
import { prerenderedPaths, repeatedTemplatePaths, visit, widths } from '../support/site';

/**
 * A keyboard journey through every page template, at 390 and 1280 px: Tab from the top of the
 * page to its end, and at every stop
 * - the control is visible (nothing hidden, collapsed or inert takes focus),
 * - it shows the focus ring (tokens/focus.ts: a 3 px outline on the control, or on the element
 *   that draws it, such as the label of a visually hidden radio),
 * - it is not hidden under the fixed header or a fixed or sticky bar (WCAG 2.2 SC 2.4.11: some
 *   of it is the topmost thing on screen),
 * - it comes after the last stop in the document (reading order: no positive tabindex, no
 *   focus jumping back),
 * and at the end every visible control of the page was reached (the members of a radio group,
 * tab list or toolbar through the one stop of their group). Then every popup trigger (menus,
 * list boxes, dialogs) opens from the keyboard and Escape closes it, focus back on the trigger.
 */
const repeated = repeatedTemplatePaths();
const paths = [...prerenderedPaths().filter((path) => !repeated.has(path)), '/this/does/not/exist'];

interface Stop {
  name: string;
  problem: string | null;
}

/**
 * What the focused element is and what is wrong with it, if anything. Installed in the page once
 * per load (`installInspector`), then called by name at each stop.
 */
async function inspectFocus(): Promise<Stop | null> {
  const journey = window as unknown as { __reached: Set<Element>; __lastStop: Element | null };
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body || element === document.documentElement) return null;
  journey.__reached.add(element);
  const previous = journey.__lastStop;
  journey.__lastStop = element;
  const name = `${element.tagName.toLowerCase()} "${(
    element.getAttribute('aria-label') ??
    element.textContent ??
    ''
  )
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 50)}"`;
  // The element that draws the ring: the control, or up to three ancestors (a visually hidden
  // input's label, a React Aria wrapper).
  let ring: HTMLElement | null = element;
  for (let depth = 0; ring && depth < 4; depth++, ring = ring.parentElement) {
    const style = getComputedStyle(ring);
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) break;
  }
  const problems: string[] = [];
  if (!ring) problems.push('no focus ring');
  const box = (ring ?? element).getBoundingClientRect();
  const visible =
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    box.width > 0 &&
    box.height > 0 &&
    !element.closest('[inert], [aria-hidden="true"]');
  if (!visible) problems.push('focused while hidden');
  if (
    previous &&
    (previous === element ||
      previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING)
  ) {
    problems.push('before the previous stop in the document');
  }
  if (visible) {
    // Some of it is the topmost thing on screen: a point inside it hits it (or what it holds).
    const target = ring ?? element;
    // A visually hidden input is drawn by its label (the theme switch's icons lie over it).
    const owner = element.closest('label') ?? target;
    const points = () => {
      const now = target.getBoundingClientRect();
      const inset = Math.min(2, now.width / 2, now.height / 2);
      return [
        [now.left + now.width / 2, now.top + now.height / 2],
        [now.left + inset, now.top + inset],
        [now.right - inset, now.top + inset],
        [now.left + inset, now.bottom - inset],
        [now.right - inset, now.bottom - inset],
      ] as Array<[number, number]>;
    };
    const seen = () =>
      points().some(([x, y]) => {
        if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
        const hit = document.elementFromPoint(x, y);
        return Boolean(hit && (owner.contains(hit) || hit.contains(target)));
      });
    // What moves on focus (the skip link comes in; the one left behind goes back up) may be
    // drawn a frame later: looked at again each frame for up to a second (frames are far apart
    // on a busy machine), then it counts.
    let uncovered = seen();
    const deadline = performance.now() + 1_000;
    while (!uncovered && performance.now() < deadline) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      uncovered = seen();
    }
    if (!uncovered) {
      const now = target.getBoundingClientRect();
      const [x, y] = points()[0] as [number, number];
      const on = document.elementFromPoint(x, y);
      problems.push(
        `hidden under something fixed or sticky, or off screen (at ${Math.round(now.left)},${Math.round(now.top)} ${Math.round(now.width)}x${Math.round(now.height)} in ${window.innerWidth}x${window.innerHeight}: ${on?.tagName.toLowerCase() ?? 'nothing'}.${on?.className ?? ''} on top)`,
      );
    }
  }
  return { name, problem: problems.length ? problems.join(', ') : null };
}

/**
 * Every visible control of the page, as the journey starts (a carousel's Previous button is
 * disabled then, and enabled once focus has moved its slides on), that no stop reached, outside
 * groups that had a stop.
 */
function unreached(): string[] {
  const { __reached: reached, __controls: controls } = window as unknown as {
    __reached: Set<Element>;
    __controls: HTMLElement[];
  };
  const groups =
    '[role="radiogroup"], [role="tablist"], [role="toolbar"], [role="listbox"], [role="grid"], [role="menubar"]';
  return [...controls]
    .filter((control) => {
      if (reached.has(control)) return false;
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        return false;
      if (control.closest('[inert], [aria-hidden="true"]')) return false;
      const box = control.getBoundingClientRect();
      // A visually hidden input (radio, checkbox) is found through its group below.
      const group = control.closest(groups);
      if (group && [...reached].some((stop) => group.contains(stop))) return false;
      if (control instanceof HTMLInputElement && control.type === 'radio') {
        const peers = document.querySelectorAll(`input[type="radio"][name="${control.name}"]`);
        if ([...peers].some((peer) => reached.has(peer))) return false;
      }
      return box.width > 1 && box.height > 1;
    })
    .map(
      (control) =>
        `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}" ${control.outerHTML.slice(0, 120)}`,
    );
}

async function tabThroughPage(page: Page) {
  await page.evaluate(`window.__inspectFocus = ${inspectFocus.toString()}`);
  await page.evaluate(() => {
    (window as unknown as { __reached: Set<Element> }).__reached = new Set();
    (window as unknown as { __lastStop: Element | null }).__lastStop = null;
    (window as unknown as { __controls: HTMLElement[] }).__controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((control) => !control.closest('[disabled]'));
  });
  const problems: string[] = [];
  let stops = 0;
  for (; stops < 400; stops++) {
    await page.keyboard.press('Tab');
    const stop = (await page.evaluate('window.__inspectFocus()')) as Stop | null;
    // Past the last control, focus leaves the document: the journey is over.
    if (!stop) break;
    if (stop.problem) problems.push(`${stop.name}: ${stop.problem}`);
  }
  expect(stops, 'Tab stops before focus left the page').toBeGreaterThan(5);
  expect(stops, 'the journey ended').toBeLessThan(400);
  expect(problems, 'stops with a problem').toEqual([]);
  expect(await page.evaluate(unreached), 'visible controls Tab never reached').toEqual([]);
}

test.describe('keyboard journeys', () => {
  for (const path of paths) {
    test(`${path}: Tab reaches every control in order, visibly, and Escape closes popups`, async ({
      page,
    }) => {
      for (const size of widths) {
        await test.step(`${size.width}px`, async () => {
          // A fresh load for each width: a journey that ends by leaving the page leaves the
          // document without focus, and with it the :focus-visible styles of the next one.
          await page.setViewportSize({ width: size.width, height: size.height });
          await visit(page, path);
          await tabThroughPage(page);
          const triggers = page.locator(
            'button[aria-haspopup]:not([aria-haspopup="false"]):visible',
          );
          for (const trigger of await triggers.all()) {
            await trigger.focus();
            await page.keyboard.press('Enter');
            await expect(trigger).toHaveAttribute('aria-expanded', 'true');
            await page.keyboard.press('Escape');
            await expect(trigger).not.toHaveAttribute('aria-expanded', 'true');
            await expect(trigger).toBeFocused();
          }
        });
      }
    });
  }
});
