import { graphqlAs, type GraphqlAnswer } from './accounts';

// What the warehouse does to a notice, done through the API when a test's subject is another role's screen.

/**
 * A magazynier (his access token) confirms a notice on a ramp, as his day screen does: status "confirmed" and the
 * ramp in one update. The answer is returned as it came, for the caller to assert on; the window must be inside
 * the warehouse's opening hours and the ramp free in it, or the database refuses.
 */
export function confirmOnRamp(
  magazynierToken: string,
  noticeId: string,
  rampId: string,
): Promise<GraphqlAnswer<{ update_delivery_notices_by_pk: { id: string; status: string } | null }>> {
  return graphqlAs(
    magazynierToken,
    `mutation ConfirmOnRamp($id: uuid!, $ramp: uuid!) {
       update_delivery_notices_by_pk(pk_columns: {id: $id}, _set: {status: "confirmed", ramp_id: $ramp}) { id status }
     }`,
    { role: 'magazynier', variables: { id: noticeId, ramp: rampId } },
  );
}
