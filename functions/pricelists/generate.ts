import { requireSession, type FunctionRequest, type FunctionResponse } from '../_utils/auth';
import {
  PRICE_LIST_COLUMNS,
  priceListCsv,
  renderPriceListPdf,
  type PriceListColumn,
  type PriceListDocument,
} from './_document';

type Request = FunctionRequest;
type Response = FunctionResponse;

const ROLES = ['handlowiec', 'org_admin'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_PRODUCTS = 20_000;

const fail = (res: Response, status: number, error: string, message: string) =>
  res.status(status).json({ status, error, message });

/** The backend's services as Nhost gives them to functions (never from the request's Host header). */
function services() {
  const { NHOST_SUBDOMAIN: subdomain, NHOST_REGION: region } = process.env;
  const cloud = (service: string) =>
    subdomain && region ? `https://${subdomain}.${service}.${region}.nhost.run/v1` : undefined;
  return {
    graphqlUrl: process.env.NHOST_GRAPHQL_URL ?? cloud('graphql'),
    storageUrl: process.env.NHOST_STORAGE_URL ?? cloud('storage'),
    adminSecret: process.env.NHOST_ADMIN_SECRET ?? process.env.HASURA_GRAPHQL_ADMIN_SECRET,
  };
}
type Services = ReturnType<typeof services>;

class GraphqlError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** One GraphQL operation, as the caller (his token and role: the metadata's permissions decide) or as admin. */
async function graphql<T>(
  service: Services,
  auth: { token: string; role: string } | 'admin',
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const headers: Record<string, string> =
    auth === 'admin'
      ? { 'x-hasura-admin-secret': service.adminSecret! }
      : { authorization: `Bearer ${auth.token}`, 'x-hasura-role': auth.role };
  const answer = await fetch(service.graphqlUrl!, {
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
  service: Services,
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
    headers: { 'x-hasura-admin-secret': service.adminSecret! },
    body: form,
  });
  const body = (await answer.json()) as { processedFiles?: { id: string }[]; error?: { message: string } };
  const id = body.processedFiles?.[0]?.id;
  if (!answer.ok || !id) throw new Error(`storage: ${answer.status} ${JSON.stringify(body)}`);
  return id;
}

interface Input {
  clientId: string;
  categoryIds: string[];
  productIds: string[];
  columns: PriceListColumn[];
  discountPercent: number;
  validFrom: string;
  validTo: string | null;
  note: string | null;
}

function parse(body: Record<string, unknown>): Input | string {
  const ids = (value: unknown) =>
    Array.isArray(value) && value.every((v) => typeof v === 'string' && UUID.test(v))
      ? (value as string[])
      : value === undefined
        ? []
        : null;
  const categoryIds = ids(body.categoryIds);
  const productIds = ids(body.productIds);
  if (typeof body.clientId !== 'string' || !UUID.test(body.clientId)) return 'clientId';
  if (!categoryIds || !productIds) return 'categoryIds/productIds';
  if (categoryIds.length === 0 && productIds.length === 0) return 'categoryIds/productIds';
  const columns = body.columns ?? ['sku', 'name', 'unit', 'net', 'vat', 'gross'];
  if (
    !Array.isArray(columns) ||
    columns.length === 0 ||
    !columns.every((c) => PRICE_LIST_COLUMNS.includes(c as PriceListColumn)) ||
    new Set(columns).size !== columns.length
  )
    return 'columns';
  const discountPercent = body.discountPercent ?? 0;
  if (typeof discountPercent !== 'number' || !(discountPercent >= 0 && discountPercent < 100))
    return 'discountPercent';
  if (typeof body.validFrom !== 'string' || !DATE.test(body.validFrom)) return 'validFrom';
  const validTo = body.validTo ?? null;
  if (validTo !== null && (typeof validTo !== 'string' || !DATE.test(validTo))) return 'validTo';
  const note = body.note ?? null;
  if (note !== null && (typeof note !== 'string' || note.length > 500)) return 'note';
  return {
    clientId: body.clientId,
    categoryIds,
    productIds,
    columns: columns as PriceListColumn[],
    discountPercent: Math.round(discountPercent * 100) / 100,
    validFrom: body.validFrom,
    validTo: validTo as string | null,
    note: (note as string | null)?.trim() || null,
  };
}

const CATEGORIES = `query PriceListCategories { product_categories { id parent_id } }`;
const PRODUCTS = `query PriceListProducts($where: products_bool_exp!, $limit: Int!) {
  products(where: $where, order_by: [{name: asc}, {id: asc}], limit: $limit) { id }
}`;
const INSERT = `mutation GeneratePriceList($list: price_lists_insert_input!) {
  insert_price_lists_one(object: $list) { id number }
}`;
const READ = `query PriceListForDocument($id: uuid!) {
  price_lists_by_pk(id: $id) {
    number valid_from valid_to discount_percent columns note created_at
    organization { name nip }
    client { name nip }
    items(order_by: {position: asc}) {
      net_price vat_rate gross_price
      product { sku ean name unit category { name sort_order parent { name sort_order } } }
    }
  }
}`;
const SET_FILES = `mutation PriceListFiles($id: uuid!, $pdf: uuid!, $csv: uuid!) {
  update_price_lists_by_pk(pk_columns: {id: $id}, _set: {pdf_file_id: $pdf, csv_file_id: $csv}) { id }
}`;

interface ReadList {
  number: string;
  valid_from: string;
  valid_to: string | null;
  discount_percent: number | string;
  columns: string;
  note: string | null;
  created_at: string;
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
      category: {
        name: string;
        sort_order: number;
        parent: { name: string; sort_order: number } | null;
      } | null;
    };
  }[];
}

/** The stored list as the document the PDF and the CSV are made from (the prices are the list's own). */
export function documentOf(list: ReadList): PriceListDocument {
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
      };
    }),
  };
}

/** "CN/2026/0007" → "cennik-CN-2026-0007". */
const fileStem = (number: string) => `cennik-${number.replace(/\//g, '-')}`;

/**
 * POST /v1/functions/pricelists/generate `{ clientId, categoryIds?, productIds?, columns?, discountPercent?,
 * validFrom, validTo?, note? }` → 201 `{ id, number, pdfFileId, csvFileId }`.
 * For a handlowiec or the org_admin: makes the price list as the caller (his permissions decide, so a client of
 * another organization is refused), with the active products of the chosen categories (and their subcategories)
 * and the hand-picked ones; the database prices the lines (discount half up, gross per line). Then renders the
 * PDF (A4, Noto Sans) and the CSV (`;`, BOM, decimal comma) and stores both in the `price-lists` bucket.
 * 400 invalid-request / no-products, 401 without a session, 403 for other roles or another organization's client.
 */
export default async function generatePriceList(req: Request, res: Response) {
  if (req.method !== 'POST') {
    return res
      .set('allow', 'POST')
      .status(405)
      .json({ status: 405, error: 'method-not-allowed', message: 'Use POST' });
  }
  const session = await requireSession(req, res);
  if (!session) return;
  // The role the app is acting in (the sdk sends it), else the user's default one.
  const asked = (req.body as { role?: unknown } | null)?.role;
  const role = typeof asked === 'string' && asked ? asked : session.defaultRole;
  if (!ROLES.includes(role as (typeof ROLES)[number]) || !session.allowedRoles.includes(role)) {
    return fail(
      res,
      403,
      'forbidden',
      'Only a handlowiec or the organization administrator makes price lists',
    );
  }
  const input = parse((req.body ?? {}) as Record<string, unknown>);
  if (typeof input === 'string') return fail(res, 400, 'invalid-request', `Invalid ${input}`);
  const service = services();
  if (!service.adminSecret || !service.graphqlUrl || !service.storageUrl) {
    return fail(
      res,
      500,
      'not-configured',
      'NHOST_ADMIN_SECRET and the service URLs are not set for functions',
    );
  }
  const header = req.headers.authorization;
  const token = /^Bearer\s+(\S+)$/i.exec((Array.isArray(header) ? header[0] : header) ?? '')![1]!;
  const caller = { token, role };

  // The chosen categories with everything under them.
  let categoryIds: string[] = [];
  if (input.categoryIds.length > 0) {
    const { product_categories: all } = await graphql<{
      product_categories: { id: string; parent_id: string | null }[];
    }>(service, caller, CATEGORIES, {});
    const chosen = new Set(input.categoryIds);
    for (let grew = true; grew;) {
      grew = false;
      for (const c of all) {
        if (c.parent_id && chosen.has(c.parent_id) && !chosen.has(c.id)) {
          chosen.add(c.id);
          grew = true;
        }
      }
    }
    categoryIds = [...chosen];
  }
  const { products } = await graphql<{ products: { id: string }[] }>(service, caller, PRODUCTS, {
    where: {
      active: { _eq: true },
      _or: [
        ...(categoryIds.length > 0 ? [{ category_id: { _in: categoryIds } }] : []),
        ...(input.productIds.length > 0 ? [{ id: { _in: input.productIds } }] : []),
      ],
    },
    limit: MAX_PRODUCTS,
  });
  if (products.length === 0) return fail(res, 400, 'no-products', 'No active product matches the choice');

  let made: { id: string; number: string };
  try {
    made = (
      await graphql<{ insert_price_lists_one: { id: string; number: string } }>(service, caller, INSERT, {
        list: {
          client_id: input.clientId,
          valid_from: input.validFrom,
          valid_to: input.validTo,
          discount_percent: input.discountPercent,
          columns: input.columns.join(','),
          note: input.note,
          items: { data: products.map((p, index) => ({ product_id: p.id, position: index + 1 })) },
        },
      })
    ).insert_price_lists_one;
  } catch (error) {
    if (!(error instanceof GraphqlError)) throw error;
    if (
      error.code === 'permission-error' ||
      error.code === 'constraint-violation' ||
      /other_org/.test(error.message)
    )
      return fail(res, 403, 'forbidden', 'The client is not one of your organization’s');
    if (/price_list_validity/.test(error.message))
      return fail(res, 400, 'invalid-validity', 'The list must not end before it starts');
    return fail(res, 400, 'invalid-request', error.message);
  }

  const { price_lists_by_pk: list } = await graphql<{ price_lists_by_pk: ReadList }>(service, 'admin', READ, {
    id: made.id,
  });
  const doc = documentOf(list);
  const pdf = await renderPriceListPdf(doc);
  const stem = fileStem(made.number);
  const pdfFileId = await store(service, `${stem}.pdf`, 'application/pdf', pdf);
  const csvFileId = await store(service, `${stem}.csv`, 'text/csv', priceListCsv(doc));
  await graphql(service, 'admin', SET_FILES, { id: made.id, pdf: pdfFileId, csv: csvFileId });
  return res.status(201).json({ id: made.id, number: made.number, pdfFileId, csvFileId });
}
