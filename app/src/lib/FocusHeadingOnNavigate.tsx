import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * After a navigation to another page, focus goes to the page's heading: a screen reader announces where the user
 * is, and the keyboard goes on from the top of the new page instead of from a link that may no longer exist.
 * A change of the search alone (filters, paging, tabs) keeps the focus where it is.
 */
export function FocusHeadingOnNavigate() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ pathChanged, fromLocation }) => {
        if (!pathChanged || !fromLocation) return;
        const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
        if (!heading) return;
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }),
    [router],
  );
  return null;
}
