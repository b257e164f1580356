import type { FunctionRequest, FunctionResponse } from '../_utils/auth';
import { requirePost } from '../_utils/http';

type Request = FunctionRequest;
type Response = FunctionResponse;

/** How long after its window ends a confirmed notice whose truck never came becomes a no-show. */
export const DEFAULT_TOLERANCE_MINUTES = 60;

const fail = (res: Response, status: number, error: string, message: string) =>
  res.status(status).json({ status, error, message });

const header = (req: Request, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The tolerance: the cron trigger's payload, else NO_SHOW_TOLERANCE_MINUTES, else 60 minutes. */
function toleranceMinutes(payload: unknown): number | null {
  const fromPayload =
    payload !== null && typeof payload === 'object'
      ? (payload as { toleranceMinutes?: unknown }).toleranceMinutes
      : undefined;
  const value = fromPayload ?? process.env.NO_SHOW_TOLERANCE_MINUTES ?? DEFAULT_TOLERANCE_MINUTES;
  const minutes = Number(value);
  return Number.isInteger(minutes) && minutes >= 0 && minutes <= 24 * 60 ? minutes : null;
}

const MARK = `mutation MarkNoShows($cutoff: timestamptz!, $comment: String!) {
  update_delivery_notices(
    where: {status: {_eq: "confirmed"}, planned_end: {_lt: $cutoff}}
    _set: {status: "no_show", status_comment: $comment}
  ) { affected_rows returning { id number } }
}`;

/**
 * POST /v1/functions/notices/mark-no-shows: the webhook of the `mark-no-shows` cron trigger
 * (nhost/metadata/cron_triggers.yaml). Hasura's cron body `{ scheduled_time, payload: { toleranceMinutes } }`;
 * every `confirmed` notice whose window ended more than the tolerance before `scheduled_time` becomes
 * `no_show` (the database tells the handlowiec and the klient). One conditional UPDATE: running it twice, or
 * on two backends at once, marks each notice once. Only the cron trigger may call it: its
 * `nhost-webhook-secret` header must be NHOST_WEBHOOK_SECRET. → 200 `{ marked: [{ id, number }] }`.
 */
export default async function markNoShows(req: Request, res: Response) {
  if (!requirePost(req, res)) return;
  const secret = process.env.NHOST_WEBHOOK_SECRET;
  const graphqlUrl = process.env.NHOST_GRAPHQL_URL;
  const adminSecret = process.env.NHOST_ADMIN_SECRET ?? process.env.HASURA_GRAPHQL_ADMIN_SECRET;
  if (!secret || !graphqlUrl || !adminSecret) {
    return fail(
      res,
      500,
      'not-configured',
      'NHOST_WEBHOOK_SECRET, NHOST_GRAPHQL_URL and NHOST_ADMIN_SECRET are needed',
    );
  }
  if (header(req, 'nhost-webhook-secret') !== secret) {
    return fail(res, 401, 'unauthorized', 'Only the cron trigger may call this function');
  }
  const body = (req.body ?? {}) as { scheduled_time?: unknown; payload?: unknown };
  const scheduled = typeof body.scheduled_time === 'string' ? Date.parse(body.scheduled_time) : Date.now();
  const minutes = toleranceMinutes(body.payload);
  if (Number.isNaN(scheduled) || minutes === null) {
    return fail(res, 400, 'invalid-request', 'scheduled_time must be a time and toleranceMinutes 0 to 1440');
  }
  const cutoff = new Date(scheduled - minutes * 60_000).toISOString();
  const answer = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': adminSecret },
    body: JSON.stringify({
      query: MARK,
      variables: {
        cutoff,
        comment: `Niestawienie: pojazd nie przyjechał do ${minutes} min po końcu okna`,
      },
    }),
  });
  const result = (await answer.json()) as {
    data?: { update_delivery_notices: { returning: { id: string; number: string }[] } };
    errors?: { message: string }[];
  };
  if (result.errors?.length || !result.data) {
    return fail(res, 502, 'graphql-error', result.errors?.[0]?.message ?? 'no data');
  }
  return res.status(200).json({ cutoff, marked: result.data.update_delivery_notices.returning });
}
