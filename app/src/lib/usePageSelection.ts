import { useCallback, useState } from 'react';
import type { Selection } from 'react-aria-components';

const nothing: Selection = new Set();

/**
 * A list's selected rows, emptied when the list shows another page of results (`pageKey`: its filters, sort and
 * page). The reset happens in the render that sees the new key, not in an effect after it: an effect would set a
 * fresh empty selection on mount too, and render the whole page a second time before it was ever seen.
 */
export function usePageSelection(pageKey: string): [Selection, (next: Selection) => void] {
  const [state, setState] = useState<{ key: string; selection: Selection }>({
    key: pageKey,
    selection: nothing,
  });
  const selection = state.key === pageKey ? state.selection : nothing;
  const select = useCallback((next: Selection) => setState({ key: pageKey, selection: next }), [pageKey]);
  return [selection, select];
}
