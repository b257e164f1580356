import { delay, http, HttpResponse, type GraphQLHandler, type HttpHandler } from 'msw';
import { makeFragmentData } from '../gql';
import { createGraphqlHandlers } from '../testing/graphql.handlers';
import { PriceListsDocument, PriceListSummaryFragment } from './pricelists.documents';
import { priceListFixture, priceListFixtures } from './pricelists.fixtures';

/** Typed MSW handlers for Cenniki: the lists query and the generator function. For stories and tests. */
export function createPriceListHandlers(
  urls: { graphql: string; functions: string },
  options: {
    count?: number;
    /** The client the lists were made for (a client fixture's id in a story). */ clientId?: string;
  } = {},
) {
  const handlers = createGraphqlHandlers(urls.graphql);
  const rows = priceListFixtures(options.count ?? 3).map((row) =>
    options.clientId
      ? { ...row, client_id: options.clientId, client: { ...row.client, id: options.clientId } }
      : row,
  );
  return {
    list: (): GraphQLHandler =>
      handlers.data(PriceListsDocument, ({ where }) => {
        const clientId = (where as { client_id?: { _eq?: string } }).client_id?._eq;
        return {
          price_lists: rows
            .filter((row) => !clientId || row.client_id === clientId)
            .map((row) => makeFragmentData(row, PriceListSummaryFragment)),
        };
      }),
    emptyList: (): GraphQLHandler => handlers.data(PriceListsDocument, { price_lists: [] }),
    listError: (): GraphQLHandler =>
      handlers.errors(PriceListsDocument, [
        { message: 'database query error', extensions: { code: 'unexpected', path: '$' } },
      ]),
    listDenied: (): GraphQLHandler =>
      handlers.errors(PriceListsDocument, [
        {
          message: 'field "price_lists" not found in type: \'query_root\'',
          extensions: { code: 'validation-failed', path: '$' },
        },
      ]),
    generate: (): HttpHandler =>
      http.post(`${urls.functions}/pricelists/generate`, async ({ request }) => {
        const { clientId } = (await request.json()) as { clientId?: string };
        const made = priceListFixture(rows.length + 1, clientId ? { client_id: clientId } : {});
        rows.unshift(made);
        return HttpResponse.json(
          { id: made.id, number: made.number, pdfFileId: made.pdf_file_id, csvFileId: made.csv_file_id },
          { status: 201 },
        );
      }),
    /** The function still rendering: the request never answers. */
    generatePending: (): HttpHandler =>
      http.post(`${urls.functions}/pricelists/generate`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    generateNoProducts: (): HttpHandler =>
      http.post(`${urls.functions}/pricelists/generate`, () =>
        HttpResponse.json(
          { status: 400, error: 'no-products', message: 'No active product matches the choice' },
          { status: 400 },
        ),
      ),
    /** The generator opened: the renderer warms in the background. */
    warm: (): HttpHandler =>
      http.post(`${urls.functions}/pricelists/warm`, () =>
        HttpResponse.json({ warming: true }, { status: 202 }),
      ),
    generateForbidden: (): HttpHandler =>
      http.post(`${urls.functions}/pricelists/generate`, () =>
        HttpResponse.json(
          { status: 403, error: 'forbidden', message: 'The client is not one of your organization’s' },
          { status: 403 },
        ),
      ),
  };
}

export function priceListHandlers(
  urls: { graphql: string; functions: string },
  options: { count?: number } = {},
) {
  const h = createPriceListHandlers(urls, options);
  return [h.list(), h.generate(), h.warm()];
}
