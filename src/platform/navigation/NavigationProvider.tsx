import type { NavigateOptions } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext } from 'react';
import { RouterProvider } from 'react-aria-components';

/** Options a link passes on with a client-side navigation. */
export type RouterOptions = Pick<NavigateOptions, 'replace' | 'resetScroll' | 'hashScrollIntoView'>;
export type Navigate = (href: string, options?: RouterOptions) => void;

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: RouterOptions;
  }
}

const NavigateContext = createContext<Navigate | null>(null);

/** How links navigate client-side here, or null where there is no router (a plain link). */
export function useClientNavigate(): Navigate | null {
  return useContext(NavigateContext);
}

/**
 * Client-side navigation for every link below: our own links (`Anchor`) and React Aria's
 * (breadcrumbs, filters) call `navigate(href, options)` for a plain click, while rendering
 * ordinary `<a href>` for prerendering.
 */
export function NavigationProvider({
  navigate,
  children,
}: {
  navigate: Navigate;
  children: ReactNode;
}) {
  return (
    <RouterProvider navigate={navigate} useHref={(href) => href}>
      <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>
    </RouterProvider>
  );
}
