import type { NhostClient } from '@nhost/nhost-js';
import type { InviteUserCall } from './admin.queries';

/** functions/admin/invite-user refused the invitation: `code` is its `error` (e.g. `user-exists`). */
export class InviteUserError extends Error {
  override name = 'InviteUserError';
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** POST /v1/functions/admin/invite-user with the session's token (nhost-js functions client). */
export function createInviteUserCall(functions: Pick<NhostClient['functions'], 'post'>): InviteUserCall {
  return async (input) => {
    try {
      const response = await functions.post<{ userId: string }>('/admin/invite-user', input);
      return response.body;
    } catch (error) {
      if (isRecord(error) && typeof error.status === 'number' && isRecord(error.body)) {
        const body = error.body;
        throw new InviteUserError(
          typeof body.error === 'string' ? body.error : 'function-error',
          error.status,
          typeof body.message === 'string' ? body.message : 'The invitation failed',
        );
      }
      throw error;
    }
  };
}
