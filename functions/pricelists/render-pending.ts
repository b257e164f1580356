import type { FunctionRequest, FunctionResponse } from '../_utils/auth';
import { graphql, ready, renderFiles, services } from './_service';
import { requirePost } from '../_utils/http';

type Request = FunctionRequest;
type Response = FunctionResponse;

/** Lists read per run; the run renders them one after another while RUN_BUDGET_MS lasts. */
export const BATCH = 20;
/**
 * How long a run keeps starting renders (the cron trigger's timeout is 120 s): the next run, a minute later, takes
 * the rest. Renders go one at a time through the one PDF worker thread (_pdf-thread.ts), so a generator's own list
 * waits behind one background render at most, never behind the whole backlog.
 */
const RUN_BUDGET_MS = 30_000;
/** A list younger than this is still being rendered by the generator that made it. */
const GRACE_SECONDS = 60;

const fail = (res: Response, status: number, error: string, message: string) =>
  res.status(status).json({ status, error, message });

const header = (req: Request, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const PENDING = `query PendingPriceLists($before: timestamptz!, $limit: Int!) {
  price_lists(where: {pdf_file_id: {_is_null: true}, created_at: {_lt: $before}}, order_by: {created_at: asc}, limit: $limit) {
    id number
  }
}`;

/**
 * POST /v1/functions/pricelists/render-pending: the webhook of the `render-pending-price-lists` cron trigger
 * (nhost/metadata/cron_triggers.yaml). Makes the PDF and CSV of the oldest price lists that have none (the demo
 * seed's lists, or a list whose generator stopped after saving it), through the generator's own renderFiles, as
 * many as one run's time allows. Only the cron trigger may call it (`nhost-webhook-secret`). → 200 `{ rendered: [{ id, number }] }`.
 */
export default async function renderPendingPriceLists(req: Request, res: Response) {
  if (!requirePost(req, res)) return;
  const secret = process.env.NHOST_WEBHOOK_SECRET;
  const service = services();
  if (!secret || !ready(service)) {
    return fail(
      res,
      500,
      'not-configured',
      'NHOST_WEBHOOK_SECRET, NHOST_ADMIN_SECRET and the service URLs are needed',
    );
  }
  if (header(req, 'nhost-webhook-secret') !== secret) {
    return fail(res, 401, 'unauthorized', 'Only the cron trigger may call this function');
  }
  const { price_lists: pending } = await graphql<{ price_lists: { id: string; number: string }[] }>(
    service,
    'admin',
    PENDING,
    { before: new Date(Date.now() - GRACE_SECONDS * 1000).toISOString(), limit: BATCH },
  );
  const rendered: { id: string; number: string }[] = [];
  const started = Date.now();
  for (const list of pending) {
    if (Date.now() - started >= RUN_BUDGET_MS) break;
    if ((await renderFiles(service, list.id))?.rendered) rendered.push(list);
  }
  return res.status(200).json({ rendered });
}
