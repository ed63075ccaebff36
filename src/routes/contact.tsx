import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { Toaster } from '../components/Toast/Toast';
import { contactSearchDefaults, contactSearchSchema } from '../features/contactForm/contactSearch';
import { ContactPage } from '../pages/ContactPage/ContactPage';
import { loaderHead, loadPageHead } from '../site/loaderHead';

/**
 * /contact: `ref`, `from` and `label` are the route's typed search params (odd
 * values fall back to empty and are dropped from the URL); the form keeps them in hidden inputs
 * and the title follows the label.
 */
export const Route = createFileRoute('/contact')({
  validateSearch: contactSearchSchema,
  search: { middlewares: [stripSearchParams(contactSearchDefaults)] },
  loaderDeps: ({ search }) => ({ label: search.label, from: search.from }),
  // Built in the loader, which is code-split with the page (see the other routes); its builder
  // comes with a client-side load only (the prerendered page hydrates with its loader data). A
  // refused form post (rendered by the server, src/features/contactForm/refusal.ts) rides in the
  // loader data, so the page hydrates with the entries and errors the server rendered.
  loader: async ({ deps, context }) => {
    const refusal = context.contactRefusal ?? null;
    const { contactHead } = await import('./-head/contactHead');
    return { head: await loadPageHead(contactHead(deps, refusal !== null)), refusal };
  },
  head: loaderHead,
  component: ContactRoute,
});

function ContactRoute() {
  const { ref, from, label, stack } = Route.useSearch();
  const { refusal } = Route.useLoaderData();
  // The toast area (top right) lives with the one page that raises toasts, so sonner loads
  // with this page rather than with every page.
  return (
    <>
      <ContactPage
        source={{ ref, sourcePath: from, sourceLabel: label, stack }}
        refusal={refusal ?? undefined}
      />
      <Toaster />
    </>
  );
}
