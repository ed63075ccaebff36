import { createFileRoute } from '@tanstack/react-router';
import { previewRefused } from '../content/site/previewRefused';
import { PreviewRefusedPage } from '../pages/PreviewRefusedPage/PreviewRefusedPage';
import { readPreviewRefusal } from '../site/draftPreview';
import { loaderHead, loadPageHead } from '../site/loaderHead';
import type { PageMeta } from '../site/metadata';
import { webPage } from '../site/structuredData';

/**
 * /preview?refused=…: the page that says why a WordPress draft preview link can't be opened.
 * The server (server/wordpress/preview.ts) answers a refused link with it, with 403 (404 for a
 * draft that no longer exists, 503 when WordPress does not answer); the signed links themselves
 * (`/preview?post=…`) never reach the router. Not for search engines: noindex, so the prerender
 * (which writes the bare /preview, 'missing') leaves it out of the sitemap.
 *
 * `refused` is read by the page (`readPreviewRefusal`: an unknown or odd value is 'missing',
 * never an error), not by a `validateSearch` schema: a route's schema and the valibot functions
 * it uses are in the chunk every page loads (the route tree's), and the home page's budget has
 * no room for them; here they load with this page only. Nothing links to /preview with a typed
 * search, so the router's typing is not missed.
 */
export const Route = createFileRoute('/preview')({
  // Built in the loader, code-split with the page (see the other routes).
  loader: async () => ({
    head: await loadPageHead({
      title: previewRefused.meta.title,
      description: previewRefused.meta.description,
      path: '/preview',
      noindex: true,
      structuredData: [
        webPage('WebPage', {
          name: previewRefused.meta.title,
          description: previewRefused.meta.description,
          path: '/preview',
        }),
      ],
    } satisfies PageMeta),
  }),
  head: loaderHead,
  component: PreviewRoute,
});

function PreviewRoute() {
  const reason = Route.useSearch({
    select: (search: Record<string, unknown>) => readPreviewRefusal(search.refused),
  });
  return <PreviewRefusedPage reason={reason} />;
}
