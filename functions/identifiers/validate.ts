import { checkIdentifier, type IdentifierType } from '@rampa/domain';
import { requireSession, type FunctionRequest, type FunctionResponse } from '../_utils/auth';
import { requirePost } from '../_utils/http';

type Request = FunctionRequest;
type Response = FunctionResponse;

/** What this endpoint checks (@rampa/domain knows KRS and EAN-13 as well). */
const TYPES = ['nip', 'regon', 'pesel', 'postal_code'] as const satisfies readonly IdentifierType[];
type Type = (typeof TYPES)[number];

/**
 * POST /v1/functions/identifiers/validate `{ "type": "nip" | "regon" | "pesel" | "postal_code", "value": "…" }`
 * → 200 `{ valid, normalized, reason? }` (reason: "format" | "checksum" | "date"). For signed-in users: the
 * client and organization forms check NIP, REGON, PESEL and postal codes with the same rules as the server
 * (@rampa/domain; a PESEL birth date is not compared with today, as in the database).
 */
export default async function validateIdentifier(req: Request, res: Response) {
  if (!requirePost(req, res)) return;
  const session = await requireSession(req, res);
  if (!session) return;
  const body = (req.body ?? {}) as { type?: unknown; value?: unknown };
  if (!TYPES.includes(body.type as Type) || typeof body.value !== 'string') {
    return res.status(400).json({
      status: 400,
      error: 'invalid-request',
      message: `Expected {"type": ${TYPES.map((t) => `"${t}"`).join(' | ')}, "value": string}`,
    });
  }
  return res.status(200).json(checkIdentifier(body.type as Type, body.value));
}
