import { staticIsland } from '../../platform/hydration/staticIsland';

/** The home page body's code and words (`HomeBody.tsx`), loaded when it is rendered. */
export const homeBody = staticIsland(() => import('./HomeBody').then((module) => module.HomeBody));

/**
 * The home page body. Its sections are text, links, calls to action and the FAQ's
 * native disclosures: nothing in them needs React once shown, so a prerendered home page keeps
 * the HTML the server wrote and hydrates without their code (`staticIsland`: its links still
 * navigate client-side and its calls to action are still reported). The route's loader loads
 * the body for the server's render and for a client-side visit.
 */
export function HomePage() {
  return <homeBody.Island />;
}
