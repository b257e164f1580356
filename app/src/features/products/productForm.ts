import * as z from 'zod/mini';
import { checkEan13, normalizeDigits } from '@rampa/domain';
import {
  GraphqlRequestError,
  PRODUCT_UNITS,
  VAT_RATES,
  type NewProduct,
  type ProductChanges,
  type ProductUnit,
  type VatRate,
} from '@rampa/sdk';
import { amountOf, type ProductRow } from './productLabels';

/** The product form as react-hook-form holds it: every field text ('' = empty), the price as typed ("12,50"). */
export interface ProductFormValues {
  sku: string;
  ean: string;
  name: string;
  description: string;
  category_id: string;
  unit: ProductUnit;
  net_price: string;
  vat_rate: VatRate;
  active: boolean;
}
export type ProductFormField = keyof ProductFormValues;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  sku: '',
  ean: '',
  name: '',
  description: '',
  category_id: '',
  unit: 'szt.',
  net_price: '',
  vat_rate: '23',
  active: true,
};

export const PRODUCT_FORM_MESSAGES = {
  required: 'To pole jest wymagane',
  sku: 'SKU: do 40 znaków, litery, cyfry oraz . _ / -, zaczyna się literą lub cyfrą',
  skuTaken: 'Produkt o tym SKU już istnieje w Twojej organizacji',
  eanFormat: 'EAN-13 ma 13 cyfr',
  eanChecksum: 'Nieprawidłowa cyfra kontrolna EAN-13',
  price: 'Podaj cenę netto, np. 12,50',
  negativePrice: 'Cena nie może być ujemna',
  priceTooLarge: 'Cena nie może przekraczać 9 999 999 999,99 zł',
  unit: 'Wybierz jednostkę z listy',
  vat: 'Wybierz stawkę VAT z listy',
} as const;

const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;

/** The SKU's Polish error, or none (the database's `products_sku_check`, trimmed as its trigger trims). */
export function skuError(text: string): string | undefined {
  const sku = text.trim();
  if (sku === '') return PRODUCT_FORM_MESSAGES.required;
  return SKU_PATTERN.test(sku) ? undefined : PRODUCT_FORM_MESSAGES.sku;
}

/**
 * A price typed the Polish way ("1 234,5", "12.50", "12 zł") as grosze-exact text ("1234.50"), or why not: the
 * database keeps numeric(12,2), so at most two decimals and ten digits before them.
 */
export function parsePrice(text: string): { value: string } | { error: string } {
  const compact = text.replace(/\s|\u00a0|zł/gi, '').replace(',', '.');
  if (compact === '') return { error: PRODUCT_FORM_MESSAGES.required };
  if (/^-/.test(compact)) return { error: PRODUCT_FORM_MESSAGES.negativePrice };
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match) return { error: PRODUCT_FORM_MESSAGES.price };
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  if (whole.length > 10) return { error: PRODUCT_FORM_MESSAGES.priceTooLarge };
  return { value: `${whole}.${(match[2] ?? '').padEnd(2, '0')}` };
}

/** The EAN field's Polish error, or none (an empty EAN is allowed: the column is optional). */
export function eanError(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const check = checkEan13(text);
  if (check.valid) return undefined;
  return check.reason === 'checksum' ? PRODUCT_FORM_MESSAGES.eanChecksum : PRODUCT_FORM_MESSAGES.eanFormat;
}

const str = (max = 200) => z.string().check(z.maxLength(max, `Najwyżej ${max} znaków`));

/** The form's schema: field types plus the database's rules (SKU pattern, EAN-13 check digit, price ≥ 0). */
export const productFormSchema = z
  .object({
    sku: str(40),
    ean: str(20),
    name: str(),
    description: str(2000),
    category_id: z.string(),
    unit: z.enum(PRODUCT_UNITS, PRODUCT_FORM_MESSAGES.unit),
    net_price: str(30),
    vat_rate: z.enum(VAT_RATES, PRODUCT_FORM_MESSAGES.vat),
    active: z.boolean(),
  })
  .check((ctx) => {
    const values = ctx.value;
    const issue = (path: ProductFormField, message: string) =>
      ctx.issues.push({ code: 'custom', input: values[path], path: [path], message });
    const sku = skuError(values.sku);
    if (sku) issue('sku', sku);
    if (values.name.trim() === '') issue('name', PRODUCT_FORM_MESSAGES.required);
    const ean = eanError(values.ean);
    if (ean) issue('ean', ean);
    const price = parsePrice(values.net_price);
    if ('error' in price) issue('net_price', price.error);
  });

/** The insert/update input of valid form values (trimmed; empty optional fields as null). */
export function productFormToInput(values: ProductFormValues): NewProduct & ProductChanges {
  const price = parsePrice(values.net_price);
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    sku: values.sku.trim(),
    ean: values.ean.trim() === '' ? null : normalizeDigits(values.ean),
    name: values.name.trim(),
    description: optional(values.description),
    category_id: values.category_id || null,
    unit: values.unit,
    net_price: 'value' in price ? price.value : values.net_price,
    vat_rate: values.vat_rate,
    active: values.active,
  };
}

/** A list row as form values (the price with a decimal comma). */
export function productToFormValues(
  product: ProductRow & { description?: string | null },
): ProductFormValues {
  return {
    sku: product.sku,
    ean: product.ean ?? '',
    name: product.name,
    description: product.description ?? '',
    category_id: product.category_id ?? '',
    unit: (PRODUCT_UNITS as readonly string[]).includes(product.unit)
      ? (product.unit as ProductUnit)
      : 'szt.',
    net_price: amountOf(product.net_price).toFixed(2).replace('.', ','),
    vat_rate: (VAT_RATES as readonly string[]).includes(product.vat_rate)
      ? (product.vat_rate as VatRate)
      : '23',
    active: product.active,
  };
}

const CONSTRAINT_FIELDS: Record<string, { field: ProductFormField; message: string }> = {
  products_org_id_sku_key: { field: 'sku', message: PRODUCT_FORM_MESSAGES.skuTaken },
  products_sku_check: { field: 'sku', message: PRODUCT_FORM_MESSAGES.sku },
  products_ean_check: { field: 'ean', message: PRODUCT_FORM_MESSAGES.eanChecksum },
  products_net_price_check: { field: 'net_price', message: PRODUCT_FORM_MESSAGES.negativePrice },
  products_unit_check: { field: 'unit', message: PRODUCT_FORM_MESSAGES.unit },
  products_vat_rate_check: { field: 'vat_rate', message: PRODUCT_FORM_MESSAGES.vat },
  products_name_check: { field: 'name', message: PRODUCT_FORM_MESSAGES.required },
};

/** A failed save in Polish: a constraint violation lands on its field, anything else is a form-level message. */
export function productServerError(error: unknown): { field?: ProductFormField; message: string } {
  const messages =
    error instanceof GraphqlRequestError
      ? [error.message, ...error.graphqlErrors.map((e) => e.message)]
      : [error instanceof Error ? error.message : String(error)];
  for (const message of messages) {
    const constraint = /constraint "([a-z_]+)"/.exec(message)?.[1];
    if (constraint && CONSTRAINT_FIELDS[constraint]) return CONSTRAINT_FIELDS[constraint];
  }
  if (error instanceof GraphqlRequestError && error.status === 0) {
    return { message: 'Brak połączenia z serwerem. Sprawdź sieć i spróbuj ponownie.' };
  }
  return { message: 'Nie udało się zapisać produktu. Spróbuj ponownie.' };
}
