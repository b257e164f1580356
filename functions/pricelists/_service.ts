import { priceListCsv, renderPriceListPdf, type PriceListColumn, type PriceListDocument } from './_document';

/** The backend's services as Nhost gives them to functions (never from the request's Host header). */
export function services() {
  const { NHOST_SUBDOMAIN: subdomain, NHOST_REGION: region } = process.env;
  const cloud = (service: string) =>
    subdomain && region ? `https://${subdomain}.${service}.${region}.nhost.run/v1` : undefined;
  return {
    graphqlUrl: process.env.NHOST_GRAPHQL_URL ?? cloud('graphql'),
    storageUrl: process.env.NHOST_STORAGE_URL ?? cloud('storage'),
    adminSecret: process.env.NHOST_ADMIN_SECRET ?? process.env.HASURA_GRAPHQL_ADMIN_SECRET,
  };
}
export type Services = ReturnType<typeof services>;
/** The services when all three are configured. */
export type ReadyServices = { [K in keyof Services]-?: NonNullable<Services[K]> };
export const ready = (service: Services): service is ReadyServices =>
  Boolean(service.adminSecret && service.graphqlUrl && service.storageUrl);

export class GraphqlError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** One GraphQL operation, as the caller (his token and role: the metadata's permissions decide) or as admin. */
export async function graphql<T>(
  service: ReadyServices,
  auth: { token: string; role: string } | 'admin',
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const headers: Record<string, string> =
    auth === 'admin'
      ? { 'x-hasura-admin-secret': service.adminSecret }
      : { authorization: `Bearer ${auth.token}`, 'x-hasura-role': auth.role };
  const answer = await fetch(service.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await answer.json()) as {
    data?: T;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  if (body.errors?.length) throw new GraphqlError(body.errors[0]!.message, body.errors[0]!.extensions?.code);
  return body.data as T;
}

/** Stores one file in the `price-lists` bucket as admin (no role may write there) and returns its id. */
async function store(
  service: ReadyServices,
  name: string,
  type: string,
  content: Buffer | string,
): Promise<string> {
  const form = new FormData();
  form.append('bucket-id', 'price-lists');
  form.append('metadata[]', JSON.stringify({ name }));
  form.append('file[]', new Blob([content], { type }), name);
  const answer = await fetch(`${service.storageUrl}/files`, {
    method: 'POST',
    headers: { 'x-hasura-admin-secret': service.adminSecret },
    body: form,
  });
  const body = (await answer.json()) as { processedFiles?: { id: string }[]; error?: { message: string } };
  const id = body.processedFiles?.[0]?.id;
  if (!answer.ok || !id) throw new Error(`storage: ${answer.status} ${JSON.stringify(body)}`);
  return id;
}

async function remove(service: ReadyServices, id: string): Promise<void> {
  await fetch(`${service.storageUrl}/files/${id}`, {
    method: 'DELETE',
    headers: { 'x-hasura-admin-secret': service.adminSecret },
  });
}

/** The thumbnail a price list prints: storage's image transform, 96 px JPEG (pdfkit embeds JPEG and PNG). */
const THUMBNAIL = 'w=96&h=96&f=jpeg&q=80';
const THUMBNAILS_AT_ONCE = 6;

/** The products' thumbnails by file id; a file storage cannot give is left out (the cell stays blank). */
async function thumbnails(service: ReadyServices, fileIds: string[]): Promise<Map<string, Uint8Array>> {
  const found = new Map<string, Uint8Array>();
  const queue = [...new Set(fileIds)];
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const answer = await fetch(`${service.storageUrl}/files/${id}?${THUMBNAIL}`, {
        headers: { 'x-hasura-admin-secret': service.adminSecret },
      }).catch(() => null);
      if (answer?.ok) found.set(id, new Uint8Array(await answer.arrayBuffer()));
    }
  };
  await Promise.all(Array.from({ length: THUMBNAILS_AT_ONCE }, worker));
  return found;
}

const READ = `query PriceListForDocument($id: uuid!) {
  price_lists_by_pk(id: $id) {
    number valid_from valid_to discount_percent columns note created_at pdf_file_id csv_file_id
    organization { name nip }
    client { name nip }
    items(order_by: {position: asc}) {
      net_price vat_rate gross_price
      product { sku ean name unit image_file_id category { name sort_order parent { name sort_order } } }
    }
  }
}`;
// Set once: a list whose files another run stored first keeps those.
const SET_FILES = `mutation PriceListFiles($id: uuid!, $pdf: uuid!, $csv: uuid!) {
  update_price_lists(where: {id: {_eq: $id}, pdf_file_id: {_is_null: true}}, _set: {pdf_file_id: $pdf, csv_file_id: $csv}) {
    affected_rows
  }
}`;
const FILES = `query PriceListFileIds($id: uuid!) { price_lists_by_pk(id: $id) { pdf_file_id csv_file_id } }`;

export interface ReadList {
  number: string;
  valid_from: string;
  valid_to: string | null;
  discount_percent: number | string;
  columns: string;
  note: string | null;
  created_at: string;
  pdf_file_id?: string | null;
  csv_file_id?: string | null;
  organization: { name: string; nip: string | null };
  client: { name: string; nip: string | null };
  items: {
    net_price: number | string;
    vat_rate: string;
    gross_price: number | string;
    product: {
      sku: string;
      ean: string | null;
      name: string;
      unit: string;
      image_file_id?: string | null;
      category: {
        name: string;
        sort_order: number;
        parent: { name: string; sort_order: number } | null;
      } | null;
    };
  }[];
}

/** The stored list as the document the PDF and the CSV are made from (the prices are the list's own). */
export function documentOf(
  list: ReadList,
  images: ReadonlyMap<string, Uint8Array> = new Map(),
): PriceListDocument {
  return {
    number: list.number,
    organization: list.organization,
    client: list.client,
    validFrom: list.valid_from,
    validTo: list.valid_to,
    discountPercent: Number(list.discount_percent),
    columns: list.columns.split(',') as PriceListColumn[],
    note: list.note,
    createdAt: list.created_at,
    lines: list.items.map((item) => {
      const category = item.product.category;
      return {
        sku: item.product.sku,
        ean: item.product.ean,
        name: item.product.name,
        unit: item.product.unit,
        category: category
          ? category.parent
            ? `${category.parent.name} › ${category.name}`
            : category.name
          : null,
        categoryOrder: category
          ? (category.parent?.sort_order ?? category.sort_order) * 10_000 + category.sort_order
          : 0,
        net: Number(item.net_price),
        vatRate: item.vat_rate,
        gross: Number(item.gross_price),
        image: (item.product.image_file_id && images.get(item.product.image_file_id)) || null,
      };
    }),
  };
}

/** "CN/2026/0007" → "cennik-CN-2026-0007". */
const fileStem = (number: string) => `cennik-${number.replace(/\//g, '-')}`;

/**
 * Renders a stored price list's PDF (A4, Noto Sans, thumbnails when the list shows images) and CSV, stores both
 * in the `price-lists` bucket and sets them on the list, once: the generator calls this for the list it made,
 * and the `render-pending-price-lists` cron trigger for any list still without files (the demo seed's, or one
 * whose generation stopped half way). Returns the list's file ids (another run's, when it set them first), or
 * null when there is no such list.
 */
export async function renderFiles(
  service: ReadyServices,
  id: string,
): Promise<{ pdfFileId: string; csvFileId: string; rendered: boolean } | null> {
  const { price_lists_by_pk: list } = await graphql<{ price_lists_by_pk: ReadList | null }>(
    service,
    'admin',
    READ,
    { id },
  );
  if (!list) return null;
  if (list.pdf_file_id && list.csv_file_id)
    return { pdfFileId: list.pdf_file_id, csvFileId: list.csv_file_id, rendered: false };
  const images = list.columns.split(',').includes('image')
    ? await thumbnails(
        service,
        list.items.flatMap((item) => (item.product.image_file_id ? [item.product.image_file_id] : [])),
      )
    : new Map<string, Uint8Array>();
  const doc = documentOf(list, images);
  const pdf = await renderPriceListPdf(doc);
  const stem = fileStem(list.number);
  const pdfFileId = await store(service, `${stem}.pdf`, 'application/pdf', pdf);
  const csvFileId = await store(service, `${stem}.csv`, 'text/csv', priceListCsv(doc));
  const { update_price_lists: set } = await graphql<{ update_price_lists: { affected_rows: number } }>(
    service,
    'admin',
    SET_FILES,
    { id, pdf: pdfFileId, csv: csvFileId },
  );
  if (set.affected_rows === 1) return { pdfFileId, csvFileId, rendered: true };
  // Another run set the files first: keep its, drop these.
  await Promise.all([remove(service, pdfFileId), remove(service, csvFileId)]);
  const { price_lists_by_pk: theirs } = await graphql<{
    price_lists_by_pk: { pdf_file_id: string; csv_file_id: string };
  }>(service, 'admin', FILES, { id });
  return { pdfFileId: theirs.pdf_file_id, csvFileId: theirs.csv_file_id, rendered: false };
}
