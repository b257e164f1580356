import type { FunctionsClient } from '../functions/functionsClient';
import type { InviteUserCall } from './admin.queries';

/** POST /v1/functions/admin/invite-user; a refusal rejects with its FunctionCallError (`user-exists`, …). */
export const createInviteUserCall =
  (functions: Pick<FunctionsClient, 'call'>): InviteUserCall =>
  (input) =>
    functions.call<{ userId: string }>('/admin/invite-user', input);
