import {
  requireSession,
  type FunctionRequest,
  type FunctionResponse,
  type FunctionSession,
} from '../_utils/auth';
import { PRICE_LIST_COLUMNS, type PriceListColumn } from './_document';
import { GraphqlError, graphql, ready, renderFiles, services } from './_service';
import { requirePost } from '../_utils/http';

type Request = FunctionRequest;
type Response = FunctionResponse;

const ROLES = ['handlowiec', 'org_admin'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_PRODUCTS = 20_000;
/** numeric(12,2): the largest price a line can hold. */
const MAX_PRICE = 9_999_999_999.99;

const fail = (res: Response, status: number, error: string, message: string) =>
  res.status(status).json({ status, error, message });

/**
 * The role the caller acts in: the one the app sends (the active role), else his default one; null unless it is
 * one that makes price lists and one he holds.
 */
export function callerRole(session: FunctionSession, body: unknown): string | null {
  const asked = (body as { role?: unknown } | null)?.role;
  const role = typeof asked === 'string' && asked ? asked : session.defaultRole;
  return ROLES.includes(role as (typeof ROLES)[number]) && session.allowedRoles.includes(role) ? role : null;
}

export interface Input {
  clientId: string;
  /** Every active product of the catalogue, the uncategorised too. */
  allProducts: boolean;
  categoryIds: string[];
  /** Hand-picked products (those given a price among them). */
  productIds: string[];
  /** Net prices agreed for this client, by product: they replace the discounted catalogue price. */
  prices: Map<string, number>;
  columns: PriceListColumn[];
  discountPercent: number;
  validFrom: string;
  validTo: string | null;
  note: string | null;
}

const hasTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** The request body as the generator's input, or the name of the first field that is wrong. */
export function parse(body: Record<string, unknown>): Input | string {
  const ids = (value: unknown) =>
    Array.isArray(value) && value.every((v) => typeof v === 'string' && UUID.test(v))
      ? (value as string[])
      : value === undefined
        ? []
        : null;
  const categoryIds = ids(body.categoryIds);
  const productIds = ids(body.productIds);
  const allProducts = body.allProducts ?? false;
  if (typeof body.clientId !== 'string' || !UUID.test(body.clientId)) return 'clientId';
  if (typeof allProducts !== 'boolean') return 'allProducts';
  if (!categoryIds || !productIds || productIds.length > MAX_PRODUCTS) return 'categoryIds/productIds';
  const rawPrices = body.prices ?? [];
  if (!Array.isArray(rawPrices) || rawPrices.length > MAX_PRODUCTS) return 'prices';
  const prices = new Map<string, number>();
  for (const entry of rawPrices as unknown[]) {
    const { productId, netPrice } = (entry ?? {}) as { productId?: unknown; netPrice?: unknown };
    if (
      typeof productId !== 'string' ||
      !UUID.test(productId) ||
      prices.has(productId) ||
      typeof netPrice !== 'number' ||
      !(netPrice >= 0 && netPrice <= MAX_PRICE) ||
      !hasTwoDecimals(netPrice)
    )
      return 'prices';
    prices.set(productId, Math.round(netPrice * 100) / 100);
  }
  const picked = [...new Set([...productIds, ...prices.keys()])];
  if (!allProducts && categoryIds.length === 0 && picked.length === 0) return 'categoryIds/productIds';
  const columns = body.columns ?? ['sku', 'name', 'unit', 'net', 'vat', 'gross'];
  if (
    !Array.isArray(columns) ||
    columns.length === 0 ||
    !columns.every((c) => PRICE_LIST_COLUMNS.includes(c as PriceListColumn)) ||
    new Set(columns).size !== columns.length
  )
    return 'columns';
  const discountPercent = body.discountPercent ?? 0;
  if (
    typeof discountPercent !== 'number' ||
    !(discountPercent >= 0 && discountPercent < 100) ||
    !hasTwoDecimals(discountPercent)
  )
    return 'discountPercent';
  if (typeof body.validFrom !== 'string' || !DATE.test(body.validFrom)) return 'validFrom';
  const validTo = body.validTo ?? null;
  if (validTo !== null && (typeof validTo !== 'string' || !DATE.test(validTo))) return 'validTo';
  const note = body.note ?? null;
  if (note !== null && (typeof note !== 'string' || note.length > 500)) return 'note';
  return {
    clientId: body.clientId,
    allProducts,
    categoryIds,
    productIds: picked,
    prices,
    columns: columns as PriceListColumn[],
    discountPercent: Math.round(discountPercent * 100) / 100,
    validFrom: body.validFrom,
    validTo: validTo as string | null,
    note: (note as string | null)?.trim() || null,
  };
}

/** The products' filter: active, and the whole catalogue or the chosen categories' or the hand-picked. */
export function productFilter(input: Pick<Input, 'allProducts' | 'productIds'>, categoryIds: string[]) {
  return input.allProducts
    ? { active: { _eq: true } }
    : {
        active: { _eq: true },
        _or: [
          ...(categoryIds.length > 0 ? [{ category_id: { _in: categoryIds } }] : []),
          ...(input.productIds.length > 0 ? [{ id: { _in: input.productIds } }] : []),
        ],
      };
}

const CATEGORIES = `query PriceListCategories { product_categories { id parent_id } }`;
const PRODUCTS = `query PriceListProducts($where: products_bool_exp!, $limit: Int!) {
  products(where: $where, order_by: [{name: asc}, {id: asc}], limit: $limit) { id }
}`;
const INSERT = `mutation GeneratePriceList($list: price_lists_insert_input!) {
  insert_price_lists_one(object: $list) { id number }
}`;
/**
 * POST /v1/functions/pricelists/generate `{ clientId, allProducts?, categoryIds?, productIds?, prices?, columns?,
 * discountPercent?, validFrom, validTo?, note? }` → 201 `{ id, number, pdfFileId, csvFileId }`.
 * For a handlowiec or the org_admin: makes the price list as the caller (his permissions decide, so a client of
 * another organization is refused), with the active products of the whole catalogue, or of the chosen categories
 * (and their subcategories) and the hand-picked ones; the database prices the lines (a price given for a product
 * as it is, else the discount half up; gross per line). Then renders the PDF (A4, Noto Sans, thumbnails in the
 * image column) and the CSV (`;`, BOM, decimal comma) and stores both in the `price-lists` bucket.
 * 400 invalid-request / no-products, 401 without a session, 403 for other roles or another organization's client.
 */
export default async function generatePriceList(req: Request, res: Response) {
  if (!requirePost(req, res)) return;
  const session = await requireSession(req, res);
  if (!session) return;
  const role = callerRole(session, req.body);
  if (!role) {
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
  if (!ready(service)) {
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
  if (!input.allProducts && input.categoryIds.length > 0) {
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
    where: productFilter(input, categoryIds),
    limit: MAX_PRODUCTS,
  });
  if (products.length === 0) return fail(res, 400, 'no-products', 'No active product matches the choice');
  const listed = new Set(products.map((p) => p.id));
  if ([...input.prices.keys()].some((id) => !listed.has(id)))
    return fail(res, 400, 'no-products', 'A product given a price is not an active product of the catalogue');

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
          items: {
            data: products.map((p, index) => ({
              product_id: p.id,
              position: index + 1,
              ...(input.prices.has(p.id) && { net_price: input.prices.get(p.id) }),
            })),
          },
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

  // The list is made; should rendering stop here, the render-pending-price-lists cron trigger makes its files.
  const files = (await renderFiles(service, made.id))!;
  return res
    .status(201)
    .json({ id: made.id, number: made.number, pdfFileId: files.pdfFileId, csvFileId: files.csvFileId });
}
