import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's `count` parts to render now: the first in the page's first commit, then one more in a
 * transition started after each commit, until all are there. A phone paints the first part (a header, the first
 * fields or cards) before the rest is built, and each part is rendered in slices and committed on its own, so a form
 * of React Aria fields (each field's layout effects ask for a second render inside its commit) or a list of cards
 * becomes several short tasks instead of one long one that holds the main thread. Once all parts are shown they
 * stay shown: later renders (another page of the list, new data) render everything at once.
 */
export function useStages(count: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown < count) startTransition(() => setShown(shown + 1));
  }, [shown, count]);
  return Math.min(shown, count);
}

/** A list's items in stages of `perStage` (see useStages): the cards of a phone's list, a screenful first. */
export function useStagedItems<T>(items: readonly T[], perStage = 5): readonly T[] {
  const shown = useStages(Math.ceil(items.length / perStage));
  return shown * perStage >= items.length ? items : items.slice(0, shown * perStage);
}
