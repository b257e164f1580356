import { graphql, HttpResponse, type GraphQLHandler } from 'msw';
import { makeFragmentData } from '../gql';
import { createGraphqlHandlers } from '../testing/graphql.handlers';
import {
  DriverNoticeFragment,
  DriverNoticesDocument,
  KlientCompanyDocument,
  ReportArrivalDocument,
} from './fieldAreas.documents';
import { driverNoticesFixture, FIXTURE_KLIENT_COMPANY } from './fieldAreas.fixtures';
import { noticeRefusal } from './notices.handlers';

/** Typed MSW handlers for the kierowca's and the klient's own operations. */
export function createFieldAreaHandlers(graphqlUrl: string) {
  const handlers = createGraphqlHandlers(graphqlUrl);
  // Arrivals reported through this set of handlers: the list answers them as arrived, as the server would.
  const arrived = new Map<string, string>();
  return {
    driverNotices: (): GraphQLHandler =>
      handlers.data(DriverNoticesDocument, () => ({
        delivery_notices: driverNoticesFixture().map((row) =>
          makeFragmentData(
            arrived.has(row.id) ? { ...row, status: 'arrived', arrived_at: arrived.get(row.id)! } : row,
            DriverNoticeFragment,
          ),
        ),
      })),
    driverNoticesEmpty: (): GraphQLHandler => handlers.data(DriverNoticesDocument, { delivery_notices: [] }),
    driverNoticesError: (): GraphQLHandler =>
      handlers.errors(DriverNoticesDocument, [
        { message: 'database query error', extensions: { code: 'unexpected', path: '$' } },
      ]),
    /** A role the server gives no notices to (the field is not in its schema). */
    driverNoticesDenied: (): GraphQLHandler =>
      handlers.errors(DriverNoticesDocument, [
        {
          message: "field 'delivery_notices' not found in type: 'query_root'",
          extensions: { code: 'validation-failed', path: '$.selectionSet.delivery_notices' },
        },
      ]),
    reportArrival: (): GraphQLHandler =>
      handlers.data(ReportArrivalDocument, ({ id, arrivedAt }) => {
        arrived.set(id, arrivedAt);
        return { update_delivery_notices_by_pk: { id, status: 'arrived', arrived_at: arrivedAt } };
      }),
    /** The request never reaches the server (no connection). */
    reportArrivalNetworkError: (): GraphQLHandler =>
      graphql.link(graphqlUrl).mutation(ReportArrivalDocument, () => HttpResponse.error()),
    reportArrivalRefused: (rule = 'notice_transition'): GraphQLHandler =>
      handlers.errors(ReportArrivalDocument, [noticeRefusal(rule)]),
    klientCompany: (): GraphQLHandler =>
      handlers.data(KlientCompanyDocument, {
        profiles: [
          {
            id: 'de000000-0000-4000-8000-0000000000a4',
            client_id: FIXTURE_KLIENT_COMPANY.id,
            client: FIXTURE_KLIENT_COMPANY,
          },
        ],
      }),
    klientWithoutCompany: (): GraphQLHandler => handlers.data(KlientCompanyDocument, { profiles: [] }),
  };
}

/** Every handler answering successfully. */
export function fieldAreaHandlers(graphqlUrl: string): GraphQLHandler[] {
  const h = createFieldAreaHandlers(graphqlUrl);
  return [h.driverNotices(), h.reportArrival(), h.klientCompany()];
}
