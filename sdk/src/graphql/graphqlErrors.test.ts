import { describe, expect, it } from 'vitest';
import { SdkError } from '../errors';
import { GraphqlRequestError, isAccessDenied, isTransientError } from './graphqlErrors';

const graphqlError = (code: string, status = 200) =>
  new GraphqlRequestError({ error: code, message: code, status }, [{ message: code, extensions: { code } }]);

describe('isAccessDenied', () => {
  it('is true for Hasura refusals and HTTP 401/403', () => {
    expect(isAccessDenied(graphqlError('access-denied'))).toBe(true);
    expect(isAccessDenied(graphqlError('permission-error'))).toBe(true);
    expect(
      isAccessDenied(new GraphqlRequestError({ error: 'Forbidden', message: 'Forbidden', status: 403 })),
    ).toBe(true);
    expect(isAccessDenied(new SdkError({ error: 'x', message: 'x', status: 401 }))).toBe(true);
  });

  it('is false for other failures, which are not retried as refusals either', () => {
    expect(isAccessDenied(graphqlError('validation-failed'))).toBe(false);
    expect(isAccessDenied(new GraphqlRequestError({ error: 'down', message: 'down', status: 500 }))).toBe(
      false,
    );
    expect(isAccessDenied(new Error('boom'))).toBe(false);
    // A refusal is never asked again.
    expect(isTransientError(graphqlError('access-denied'))).toBe(false);
  });
});
