import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` only after the page around it has been committed, in a transition: React then renders them in
 * 5 ms slices that input and paint can interrupt, instead of in the one long task that mounts the page (a long form's
 * React Aria fields take 100+ ms on a phone). For content below the fold or after the page's first screen; what
 * stands in for it meanwhile is `fallback` (nothing by default), so put it where its arrival moves nothing already
 * seen.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : fallback;
}
