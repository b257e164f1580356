import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, toastQueue } from '@rampa/design-system';
import { GraphqlRequestError } from '@rampa/sdk';
import { QUERY_STALE_TIME_MS, createAppQueryClient, type AppMutationMeta } from './queryClient';

function runMutation(meta: AppMutationMeta, fails = false) {
  const queryClient = createAppQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: async () => {
      if (fails) throw new Error('odmowa');
      return 'ok';
    },
    meta,
  });
  return { result: mutation.execute(undefined), invalidate };
}

const toastTitles = () =>
  toastQueue.visibleToasts.map((visible) => [visible.content.tone, visible.content.title]);

afterEach(() => toast.clear());

describe('the app QueryClient', () => {
  it('keeps query results fresh for 5 minutes (spec §9)', () => {
    expect(QUERY_STALE_TIME_MS).toBe(300_000);
    expect(createAppQueryClient().getDefaultOptions().queries?.staleTime).toBe(300_000);
  });

  it('asks again only after a failure that may pass: never after a refusal', () => {
    const retry = createAppQueryClient().getDefaultOptions().queries?.retry as (
      n: number,
      e: unknown,
    ) => boolean;
    const refused = new GraphqlRequestError({ error: 'access-denied', message: 'denied', status: 200 }, [
      {
        message: 'field "clients" not found in type: \'query_root\'',
        extensions: { code: 'validation-failed' },
      },
    ]);
    expect(retry(0, refused)).toBe(false);
    expect(retry(0, new GraphqlRequestError({ error: 'Forbidden', message: 'Forbidden', status: 403 }))).toBe(
      false,
    );
    const down = new GraphqlRequestError({ error: 'Bad Gateway', message: 'Bad Gateway', status: 502 });
    expect(retry(0, down)).toBe(true);
    expect(retry(0, new GraphqlRequestError({ error: 'network', message: 'Network Error', status: 0 }))).toBe(
      true,
    );
    expect(retry(3, down)).toBe(false);
  });

  it('shows a mutation’s success message and invalidates its query key (spec §7)', async () => {
    const { result, invalidate } = runMutation({
      successMessage: 'Zapisano klienta',
      invalidates: ['clients'],
    });
    await result;
    expect(toastTitles()).toEqual([['success', 'Zapisano klienta']]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['clients'] });
  });

  it('shows an error toast only when the mutation names an error message', async () => {
    await runMutation({ errorMessage: 'Nie udało się zapisać klienta' }, true).result.catch(() => {});
    expect(toastTitles()).toEqual([['error', 'Nie udało się zapisać klienta']]);
    toast.clear();

    const { result, invalidate } = runMutation({}, true);
    await result.catch(() => {});
    expect(toastTitles()).toEqual([]);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
