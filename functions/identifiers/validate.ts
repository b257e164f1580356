import { requireSession, type FunctionRequest, type FunctionResponse } from '../_utils/auth';
import { checkIdentifier, IDENTIFIER_TYPES, type IdentifierType } from '../_utils/identifiers';

type Request = FunctionRequest;
type Response = FunctionResponse;

/**
 * POST /v1/functions/identifiers/validate `{ "type": "nip" | "regon" | "pesel" | "postal_code", "value": "…" }`
 * → 200 `{ valid, normalized, reason? }`. For signed-in users: the client and organization forms check NIP,
 * REGON, PESEL and postal codes with the same rules as the server.
 */
export default async function validateIdentifier(req: Request, res: Response) {
  if (req.method !== 'POST') {
    return res
      .set('allow', 'POST')
      .status(405)
      .json({ status: 405, error: 'method-not-allowed', message: 'Use POST' });
  }
  const session = await requireSession(req, res);
  if (!session) return;
  const body = (req.body ?? {}) as { type?: unknown; value?: unknown };
  if (!IDENTIFIER_TYPES.includes(body.type as IdentifierType) || typeof body.value !== 'string') {
    return res.status(400).json({
      status: 400,
      error: 'invalid-request',
      message: `Expected {"type": ${IDENTIFIER_TYPES.map((t) => `"${t}"`).join(' | ')}, "value": string}`,
    });
  }
  return res.status(200).json(checkIdentifier(body.type as IdentifierType, body.value));
}
