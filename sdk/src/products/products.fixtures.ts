import type { ProductCategoryFragment, ProductDetailFragment, ProductListItemFragment } from '../gql/graphql';

// Fixtures in the shape of the wire (the documents' fragments), for MSW handlers, stories and tests.

export const FIXTURE_PRODUCT_ORG_ID = 'de000000-0000-4000-8000-000000000001';

export const productId = (index: number) => `d0000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
export const productCategoryId = (index: number) =>
  `d1000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

export const PRODUCT_CATEGORY_FIXTURES: ProductCategoryFragment[] = [
  { id: productCategoryId(1), name: 'Cement i zaprawy', parent_id: null, sort_order: 1 },
  { id: productCategoryId(2), name: 'Opakowania', parent_id: null, sort_order: 2 },
  { id: productCategoryId(3), name: 'Folie stretch', parent_id: productCategoryId(2), sort_order: 1 },
];

/** A valid EAN-13 from a 590 (Polish) prefix and the index: the check digit computed as GS1 does. */
export function fixtureEan(index: number): string {
  const first12 = `590123${String(index).padStart(6, '0')}`;
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

const NAMES = [
  ['Cement portlandzki CEM I 42,5R 25 kg', 'opak.', 0],
  ['Zaprawa klejowa do płytek 25 kg', 'opak.', 0],
  ['Folia stretch 23 µm, 1,5 kg', 'szt.', 2],
  ['Karton klapowy 600×400×400 mm', 'szt.', 1],
  ['Paleta EUR 1200×800', 'paleta', 1],
] as const;
const VAT = ['23', '23', '8', '5', 'zw'] as const;

const round2 = (value: number) => Math.round(value * 100) / 100;

export function productListItemFixture(
  index = 1,
  overrides: Partial<ProductListItemFragment> = {},
): ProductListItemFragment {
  const [name, unit, category] = NAMES[index % NAMES.length]!;
  const vat = VAT[index % VAT.length]!;
  const net = round2(10 + index * 3.17);
  const gross = round2((net * (100 + (vat === 'zw' ? 0 : Number(vat)))) / 100);
  const cat = PRODUCT_CATEGORY_FIXTURES[category]!;
  return {
    id: productId(index),
    sku: `PRD-${String(index).padStart(4, '0')}`,
    ean: index % 7 === 0 ? null : fixtureEan(index),
    name: `${name} (${index})`,
    unit,
    net_price: net,
    vat_rate: vat,
    gross_price: gross,
    active: index % 9 !== 0,
    category_id: cat.id,
    image_file_id: null,
    updated_at: '2026-10-02T08:00:00.000Z',
    category: { id: cat.id, name: cat.name },
    ...overrides,
  };
}

export function productListFixture(count = 42): ProductListItemFragment[] {
  return Array.from({ length: count }, (_, i) => productListItemFixture(i + 1));
}

export function productDetailFixture(
  index = 1,
  overrides: Partial<ProductDetailFragment> = {},
): ProductDetailFragment {
  const { category: _category, ' $fragmentName': _name, ...item } = productListItemFixture(index);
  return {
    ...item,
    org_id: FIXTURE_PRODUCT_ORG_ID,
    description: 'Produkt z katalogu demonstracyjnego.',
    created_at: '2026-10-01T08:00:00.000Z',
    ...overrides,
  };
}
