import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { GraphqlRequestError } from '@rampa/sdk';
import { productListItemFixture } from '@rampa/sdk/testing';
import {
  EMPTY_PRODUCT_FORM,
  eanError,
  parsePrice,
  PRODUCT_FORM_MESSAGES,
  productFormSchema,
  productFormToInput,
  productServerError,
  productToFormValues,
  type ProductFormValues,
} from './productForm';

const valid: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  sku: 'CEM-425-25',
  ean: '5901234123457',
  name: 'Cement portlandzki CEM I 42,5R 25 kg',
  net_price: '24,99',
};

/** Each field's first error, as the form shows them. */
function errorsOf(values: ProductFormValues): Record<string, string> {
  const result = z.safeParse(productFormSchema, values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('product form schema', () => {
  it('accepts a valid product and makes its insert input', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(productFormToInput({ ...valid, ean: '590 1234 12345 7', description: '  ' })).toEqual({
      sku: 'CEM-425-25',
      ean: '5901234123457',
      name: 'Cement portlandzki CEM I 42,5R 25 kg',
      description: null,
      category_id: null,
      unit: 'szt.',
      net_price: '24.99',
      vat_rate: '23',
      active: true,
    });
  });

  it('puts a wrong EAN-13 check digit or length beside the field, in Polish; an empty EAN is allowed', () => {
    expect(errorsOf({ ...valid, ean: '5901234123458' })).toEqual({
      ean: 'Nieprawidłowa cyfra kontrolna EAN-13',
    });
    expect(errorsOf({ ...valid, ean: '590123412345' })).toEqual({ ean: 'EAN-13 ma 13 cyfr' });
    expect(eanError('')).toBeUndefined();
    expect(productFormToInput({ ...valid, ean: '' }).ean).toBeNull();
  });

  it('requires SKU, name and price; checks the SKU pattern', () => {
    expect(errorsOf({ ...valid, sku: '', name: ' ', net_price: '' })).toEqual({
      sku: PRODUCT_FORM_MESSAGES.required,
      name: PRODUCT_FORM_MESSAGES.required,
      net_price: PRODUCT_FORM_MESSAGES.required,
    });
    expect(errorsOf({ ...valid, sku: '-ABC' })).toEqual({ sku: PRODUCT_FORM_MESSAGES.sku });
    expect(errorsOf({ ...valid, sku: 'CEM 425' })).toEqual({ sku: PRODUCT_FORM_MESSAGES.sku });
  });

  it('reads prices the Polish way and refuses negative, over-precise or too large ones', () => {
    expect(parsePrice('1 234,5')).toEqual({ value: '1234.50' });
    expect(parsePrice('12.50 zł')).toEqual({ value: '12.50' });
    expect(parsePrice('0')).toEqual({ value: '0.00' });
    expect(parsePrice('-1,00')).toEqual({ error: 'Cena nie może być ujemna' });
    expect(parsePrice('1,005')).toEqual({ error: PRODUCT_FORM_MESSAGES.price });
    expect(parsePrice('12a')).toEqual({ error: PRODUCT_FORM_MESSAGES.price });
    expect(parsePrice('12345678901')).toEqual({ error: PRODUCT_FORM_MESSAGES.priceTooLarge });
    expect(errorsOf({ ...valid, net_price: '-5' })).toEqual({ net_price: 'Cena nie może być ujemna' });
  });

  it('fills the form from a list row, the price with a decimal comma', () => {
    const row = productListItemFixture(3, { net_price: 1234.5, vat_rate: '8', ean: null });
    expect(productToFormValues(row)).toMatchObject({
      sku: 'PRD-0003',
      ean: '',
      net_price: '1234,50',
      vat_rate: '8',
      category_id: row.category_id,
    });
  });

  it('puts the database’s refusal of a taken SKU on the SKU field, in Polish', () => {
    const duplicate = new GraphqlRequestError({ error: 'constraint-violation', message: 'x', status: 200 }, [
      {
        message:
          'Uniqueness violation. duplicate key value violates unique constraint "products_org_id_sku_key"',
        extensions: { code: 'constraint-violation', path: '$' },
      },
    ]);
    expect(productServerError(duplicate)).toEqual({
      field: 'sku',
      message: 'Produkt o tym SKU już istnieje w Twojej organizacji',
    });
    expect(productServerError(new Error('boom'))).toEqual({
      message: 'Nie udało się zapisać produktu. Spróbuj ponownie.',
    });
  });
});
