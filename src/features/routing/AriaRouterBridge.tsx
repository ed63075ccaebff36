import { type NavigateOptions, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: Pick<NavigateOptions, 'replace' | 'resetScroll' | 'hashScrollIntoView'>;
  }
}

/**
 * Lets every React Aria link (our Link, LinkButton, Breadcrumbs, menus) navigate through
 * TanStack Router on the client, while rendering ordinary `<a href>` for prerendering.
 */
export function AriaRouterBridge({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <RouterProvider
      navigate={(href, options) => router.navigate({ href, ...options })}
      useHref={(href) => href}
    >
      {children}
    </RouterProvider>
  );
}
