import type { ReactNode } from 'react';
import { useRouter, type NavigateOptions, type ToOptions } from '@tanstack/react-router';
import { RouterProvider } from '@rampa/design-system';

declare module 'react-aria-components' {
  interface RouterConfig {
    href: ToOptions['to'];
    routerOptions: Omit<NavigateOptions, keyof ToOptions>;
  }
}

/** Lets every design-system link and menu item with an href navigate client-side through TanStack Router. */
export function AriaRouterBridge({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <RouterProvider
      navigate={(to, options) => router.navigate({ ...options, to })}
      useHref={(to) => router.buildLocation({ to }).href}
    >
      {children}
    </RouterProvider>
  );
}
