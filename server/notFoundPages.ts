/**
 * Not-found pages (status 404): the not-found page of the path's route pattern, rendered once for
 * a placeholder and filled in with the path (or the router's redirect, such as an unknown product
 * to the catalogue), else rendered for the path itself, else dist/404.html. Kept per path.
 */
import { templateFor } from './notFoundTemplate';
import type { PageCache } from './pageCache';
import { serveFile } from './pages';
import type { SiteRoutes } from './render';
import { fillRendered, type PageRenderer, type Rendered } from './renderOnRequest';
import type { RenderQueue } from './renderQueue';
import { fallbackResponse } from './responseMemo';
import { textResponse } from './responses';
import type { StaticFiles } from './static';

export interface NotFoundPages {
  /** The not-found answer for a request's path. */
  respond(request: Request, client: string): Promise<Response>;
  /** Whether a path's not-found page is kept (the response memo's fallback rule asks). */
  has(pathname: string): boolean;
}

export function createNotFoundPages(options: {
  files: StaticFiles;
  renderer: PageRenderer;
  cache: PageCache<Rendered>;
  renderQueue: RenderQueue;
  mayRender: (client: string) => boolean;
  routes?: SiteRoutes;
  hasRenderer: boolean;
}): NotFoundPages {
  const { files, renderer, cache, renderQueue, mayRender } = options;
  /** Per route pattern: its not-found page, rendered for the placeholder path. */
  const templates = new Map<string, Promise<Rendered | undefined>>();

  /**
   * The not-found page of a path: its template's page (rendered once for a placeholder)
   * with the path filled in, or, for a path the template cannot stand for, rendered for itself
   * when the render queue has room (server/notFoundTemplate.ts). Undefined: serve dist/404.html.
   */
  async function pageFor(pathname: string, origin: string): Promise<Rendered | undefined> {
    if (!options.hasRenderer) return undefined;
    const slot = options.routes ? templateFor(pathname, options.routes) : null;
    if (slot) {
      let template = templates.get(slot.templatePath);
      if (!template) {
        const rendering = renderQueue.run(() =>
          renderer.html(new URL(slot.templatePath, origin).href, 404),
        );
        template = rendering;
        templates.set(slot.templatePath, rendering);
        // A failed (or refused) render is tried again by the next request.
        void rendering.then((done) => {
          if (!done) templates.delete(slot.templatePath);
        });
      }
      const rendered = await template;
      const filled = rendered && fillRendered(rendered, slot.rest);
      if (filled) return filled;
    }
    return renderQueue.run(() => renderer.html(new URL(pathname, origin).href, 404));
  }

  return {
    async respond(request, client) {
      const { pathname, origin } = new URL(request.url);
      const rendered = await cache.get(pathname, async () =>
        mayRender(client) ? pageFor(pathname, origin) : undefined,
      );
      if (rendered) return renderer.response(request, rendered, 404);
      const page = await files.notFoundPage();
      if (!page) return textResponse(404, 'Not Found');
      return fallbackResponse(await serveFile(files, request, page, 404));
    },
    has: (pathname) => cache.has(pathname),
  };
}
