import { requireSession, type FunctionRequest, type FunctionResponse } from '../_utils/auth';
import { warmPdfThread } from './_pdf-thread';
import { callerRole } from './generate';
import { requirePost } from '../_utils/http';

type Request = FunctionRequest;
type Response = FunctionResponse;

/**
 * POST /v1/functions/pricelists/warm `{ role? }` → 202 `{ warming: true }`: the generator was opened, a price list
 * is coming. The PDF thread is started and readied in the background (_pdf-thread.ts, warmPdfThread: pdfkit and
 * Noto Sans loaded, its code compiled by a made-up list) and kept for a while, so the user's first list is not the
 * one that pays for all that (about a second of CPU on a 2,000-line list). For whoever may generate: a handlowiec
 * or the org_admin; 401 without a session, 403 for other roles.
 */
export default warmHandler(warmPdfThread);

/** The handler, given what starts the warm-up (the tests pass their own). */
export function warmHandler(warmThread: () => Promise<void>) {
  return async function warmPriceListRenderer(req: Request, res: Response) {
    if (!requirePost(req, res)) return;
    const session = await requireSession(req, res);
    if (!session) return;
    if (!callerRole(session, req.body)) {
      return res.status(403).json({
        status: 403,
        error: 'forbidden',
        message: 'Only a handlowiec or the organization administrator makes price lists',
      });
    }
    // Not awaited: the answer does not wait for the thread. A warm-up that fails leaves the first list to start
    // the thread itself, as it would without one.
    warmThread().catch(() => undefined);
    return res.status(202).json({ warming: true });
  };
}
