import type { NhostClient } from '@nhost/nhost-js';

/** A function answered with an error: `code` is its body's `error` (e.g. `user-exists`), `status` the HTTP one. */
export class FunctionCallError extends Error {
  override name = 'FunctionCallError';
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Nhost functions (`/v1/functions/<path>`), called with the session's token; the app never sees nhost-js. */
export interface FunctionsClient {
  readonly url: string;
  /** POSTs `body` as JSON and resolves with the JSON answer; rejects with {@link FunctionCallError}. */
  call<TResult>(path: string, body?: unknown): Promise<TResult>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function createFunctionsClient(
  functions: Pick<NhostClient['functions'], 'post' | 'baseURL'>,
): FunctionsClient {
  return {
    url: functions.baseURL,
    async call<TResult>(path: string, body?: unknown) {
      try {
        return (await functions.post<TResult>(path, body)).body;
      } catch (error) {
        // nhost-js throws its FetchError: the status and the parsed error body of the function.
        if (isRecord(error) && typeof error.status === 'number' && isRecord(error.body)) {
          const { error: code, message } = error.body;
          throw new FunctionCallError(
            typeof code === 'string' ? code : 'function-error',
            error.status,
            typeof message === 'string' ? message : `The function ${path} failed`,
          );
        }
        throw error;
      }
    },
  };
}
