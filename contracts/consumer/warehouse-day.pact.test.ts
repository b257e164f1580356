/**
 * rampa-app → nhost-graphql, the magazynier's day: completing an awizacja with the received quantity of every
 * line, in one request (the lines first, then the status), as the magazynier role. The other magazynier changes
 * (confirm, reject, arrival, start) send ChangeNoticeStatus, whose contract is in notices.pact.test.ts.
 */
import { CompleteNoticeDocument, createNoticeMutations } from '@rampa/sdk';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { warehouseWithNoticeInProgress } from '../states';
import { graphqlSession } from './graphql';
import { booked, consumerPact } from './pact';
import { fromProviderState, integer, like, uuid } from './matchers';

const pact = consumerPact('nhost-graphql');
const { regex } = MatchersV3;

const ROLE = 'magazynier';
const EMAIL = 'magazynier.awizacje@example.com';
const ORG_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0b01';
// Examples for ids the provider generates (fromProviderState): fixed, so the pact file does not change.
const NOTICE_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0b02';
const ITEM_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0b09';
const TIMESTAMP = regex(
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([+-]\\d{2}:\\d{2}|Z)$',
  '2100-01-04T08:40:00.000+00:00',
);

const given = () =>
  warehouseWithNoticeInProgress({
    role: ROLE,
    email: EMAIL,
    orgId: ORG_ID,
    warehouseCode: 'KTR',
    clientCode: 'KL-000101',
  });
const provided = (key: Parameters<typeof warehouseWithNoticeInProgress.value>[0], example: string) =>
  fromProviderState(warehouseWithNoticeInProgress.value(key), example);

const magazynier = graphqlSession({
  role: ROLE,
  accessToken: warehouseWithNoticeInProgress.value('accessToken'),
});

function mutationsFor(url: string) {
  const { sdk, graphql } = magazynier.connect(url);
  return createNoticeMutations(graphql, sdk.storage, () => ROLE);
}

describe('Plan dnia (magazynier) mutations', () => {
  it('completes an awizacja in progress with the received quantity of its line', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a completion of an awizacja with received quantities')
      .withRequest(
        ...magazynier.request(CompleteNoticeDocument, {
          id: provided('noticeId', NOTICE_ID),
          lines: [
            {
              where: {
                id: { _eq: provided('itemId', ITEM_ID) },
                notice_id: { _eq: provided('noticeId', NOTICE_ID) },
              },
              _set: { received_quantity: 38 },
            },
          ],
          set: { status: 'completed', status_comment: null },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            update_delivery_notice_items_many: [{ affected_rows: integer(1) }],
            update_delivery_notices_by_pk: {
              id: uuid(NOTICE_ID),
              status: like('completed'),
              completed_at: TIMESTAMP,
            },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const done = await mutationsFor(mockserver.url).complete().mutationFn!(
            { id: NOTICE_ID, lines: [{ id: ITEM_ID, receivedQuantity: 38 }] },
            undefined as never,
          );
          expect(done).toMatchObject({ id: NOTICE_ID, status: 'completed' });
        }),
      ));
});
