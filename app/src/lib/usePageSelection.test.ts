import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageSelection } from './usePageSelection';

describe('usePageSelection', () => {
  it('keeps the selection on the same page of results and empties it on another', () => {
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ pageKey }) => {
        renders += 1;
        return usePageSelection(pageKey);
      },
      { initialProps: { pageKey: '{"page":1}' } },
    );
    // Mounting renders once: no effect sets a fresh empty selection afterwards.
    expect(renders).toBe(1);
    expect([...(result.current[0] as Set<string>)]).toEqual([]);

    act(() => result.current[1](new Set(['a', 'b'])));
    expect([...(result.current[0] as Set<string>)]).toEqual(['a', 'b']);
    rerender({ pageKey: '{"page":1}' });
    expect([...(result.current[0] as Set<string>)]).toEqual(['a', 'b']);

    rerender({ pageKey: '{"page":2}' });
    expect([...(result.current[0] as Set<string>)]).toEqual([]);
    act(() => result.current[1]('all'));
    expect(result.current[0]).toBe('all');
    // Back on the first page, its old selection does not come back.
    rerender({ pageKey: '{"page":1}' });
    expect([...(result.current[0] as Set<string>)]).toEqual([]);
  });
});
