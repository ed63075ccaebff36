import { createRootRoute, HeadContent, Outlet, redirect, Scripts } from '@tanstack/react-router';
import '@fontsource-variable/inter';
import '../../tokens/theme.css';
import '../styles/global.css';
import { prePaintScript } from '../features/theme/themePreference';
import { redirectLocation } from '../site/redirects';

export const Route = createRootRoute({
  beforeLoad: ({ location }) => {
    const to = redirectLocation(location.pathname, location.searchStr);
    if (to) throw redirect({ href: to, replace: true, statusCode: 301 });
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'color-scheme', content: 'light dark' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    scripts: [{ children: prePaintScript }],
  }),
  component: RootDocument,
  notFoundComponent: () => <h1>Page Not Found</h1>,
});

function RootDocument() {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body>
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <Scripts />
      </body>
    </html>
  );
}
