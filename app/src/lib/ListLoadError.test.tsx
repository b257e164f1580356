import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GraphqlRequestError } from '@rampa/sdk';
import { ListLoadError, LoadErrorState } from './ListLoadError';

// What the sdk rejects with when Hasura's permissions refuse the data, and when the request itself failed.
const refused = new GraphqlRequestError(
  { error: 'access-denied', message: 'permission denied', status: 200 },
  [{ message: 'field not found', extensions: { code: 'access-denied' } }],
);
const failed = new GraphqlRequestError({ error: 'network', message: 'Network Error', status: 0 });

describe('ListLoadError', () => {
  it('says why the list failed and retries on request', async () => {
    const onRetry = vi.fn();
    render(
      <ListLoadError
        message="Nie udało się wczytać listy."
        error={failed}
        denied="Brak dostępu."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('Nie udało się wczytać listy.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("says the list's own refusal text when the server refused the data to the role", () => {
    render(
      <ListLoadError
        message="Nie udało się wczytać listy."
        error={refused}
        denied="Brak dostępu."
        onRetry={() => {}}
      />,
    );
    expect(screen.getByText('Brak dostępu.')).toBeVisible();
    expect(screen.queryByText('Nie udało się wczytać listy.')).toBeNull();
  });
});

describe('LoadErrorState', () => {
  it('shows "no access" with no retry when the server refused the data', () => {
    render(<LoadErrorState error={refused} message="Nie udało się wczytać awizacji." onRetry={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Nie masz dostępu do tych danych', level: 2 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).toBeNull();
  });

  it('announces any other failure with a retry', async () => {
    const onRetry = vi.fn();
    render(<LoadErrorState error={failed} message="Nie udało się wczytać awizacji." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nie udało się wczytać awizacji.');
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
