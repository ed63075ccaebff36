import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { samePageHref } from './clientNavigation';
import { NavigationProvider } from './NavigationProvider';

/**
 * Lets every link (our `Anchor`s and React Aria's) navigate through TanStack Router on the
 * client, while rendering ordinary `<a href>` for prerendering.
 */
export function AriaRouterBridge({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <NavigationProvider
      navigate={(href, options) =>
        router.navigate({ href: samePageHref(href, router.state.location), ...options })
      }
    >
      {children}
    </NavigationProvider>
  );
}
