import type { FunctionRequest, FunctionResponse } from './auth';

/**
 * Whether the request is a POST; otherwise answers 405 with `allow: POST` (hasura-auth's `{status, error, message}`
 * shape) and returns false, so a function can `if (!requirePost(req, res)) return;`.
 */
export function requirePost(
  req: Pick<FunctionRequest, 'method'>,
  res: Pick<FunctionResponse, 'set' | 'status'>,
): boolean {
  if (req.method === 'POST') return true;
  res
    .set('allow', 'POST')
    .status(405)
    .json({ status: 405, error: 'method-not-allowed', message: 'Use POST' });
  return false;
}
