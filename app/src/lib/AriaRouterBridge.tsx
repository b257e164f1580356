import type { ReactNode } from 'react';
import { useRouter, type NavigateOptions, type ToOptions } from '@tanstack/react-router';
import { RouterProvider } from '@rampa/design-system';

declare module 'react-aria-components' {
  interface RouterConfig {
    href: ToOptions['to'];
    routerOptions: Omit<NavigateOptions, keyof ToOptions>;
  }
}

/** A whole address with its search (`/handlowiec/klienci/edycja?clientCode=…`) rather than a route path. */
const isAddress = (to: unknown): boolean => typeof to === 'string' && to.includes('?');

/** Lets every design-system link and menu item with an href navigate client-side through TanStack Router. */
export function AriaRouterBridge({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <RouterProvider
      // A table row's href is a whole address (path and search, built by buildLocation): followed as it is.
      navigate={(to, options) =>
        isAddress(to)
          ? router.navigate({ ...options, href: to as string })
          : router.navigate({ ...options, to })
      }
      useHref={(to) => (isAddress(to) ? (to as string) : router.buildLocation({ to }).href)}
    >
      {children}
    </RouterProvider>
  );
}
