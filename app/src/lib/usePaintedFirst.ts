import { startTransition, useEffect, useState } from 'react';

/**
 * False in a page's first commit, true in a transition started right after it: the page shows its header (what
 * a phone paints first) before it builds its largest part, which then renders in slices and commits on its own.
 */
export function usePaintedFirst(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => startTransition(() => setPainted(true)), []);
  return painted;
}
