import { describe, expect, it } from 'vitest';
import { fixtureEan, PRODUCT_CATEGORY_FIXTURES, productListItemFixture } from '@rampa/sdk/testing';
import { productCsv } from './productLabels';
import {
  parseProductCsv,
  validateProductImport,
  MAX_IMPORT_ROWS,
  type ImportRowError,
} from './productImport';

const categories = PRODUCT_CATEGORY_FIXTURES; // Cement i zaprawy; Opakowania › Folie stretch
const none = new Set<string>();
const check = (text: string, takenSkus: ReadonlySet<string> = none) => {
  const parsed = parseProductCsv(text);
  return { parsed, report: validateProductImport(parsed.rows, { categories, takenSkus }) };
};
const HEADER = 'SKU;EAN;Nazwa;Kategoria;Jednostka;Cena netto;VAT';
const messagesOf = (errors: ImportRowError[]) => errors.map((e) => `${e.line}/${e.column}: ${e.message}`);

describe('parseProductCsv', () => {
  it('reads the columns by header, with a BOM, `;` or `,`, quotes and CRLF', () => {
    const semicolon = parseProductCsv(
      `\uFEFF${HEADER}\r\nCEM-1;5901234123457;"Cement; worek 25 kg";Cement i zaprawy;opak.;24,99;23%\r\n`,
    );
    expect(semicolon.fileErrors).toEqual([]);
    expect(semicolon.rows).toEqual([
      {
        line: 2,
        cells: {
          sku: 'CEM-1',
          ean: '5901234123457',
          name: 'Cement; worek 25 kg',
          category: 'Cement i zaprawy',
          unit: 'opak.',
          net_price: '24,99',
          vat_rate: '23%',
        },
      },
    ]);
    const comma = parseProductCsv('Nazwa,SKU,Cena netto\n"Folia, 23 µm",FOL-1,"12,50"\n');
    expect(comma.rows[0]!.cells).toEqual({ name: 'Folia, 23 µm', sku: 'FOL-1', net_price: '12,50' });
  });

  it('refuses a file without a required column or rows, or over 10 000 rows', () => {
    expect(parseProductCsv('SKU;EAN\nA;\n').fileErrors).toEqual([
      'Brak kolumny „Nazwa” w pierwszym wierszu pliku.',
      'Brak kolumny „Cena netto” w pierwszym wierszu pliku.',
    ]);
    expect(parseProductCsv(`${HEADER}\n`).fileErrors).toEqual([
      'Plik jest pusty: pierwszy wiersz to nagłówki kolumn, kolejne to produkty.',
    ]);
    const big = [HEADER, ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `S${i};;N;;;1;23`)].join(
      '\n',
    );
    expect(parseProductCsv(big).fileErrors).toEqual([
      'Plik ma 10\u00a0001 wierszy; jeden import przyjmuje najwyżej 10 000.',
    ]);
  });
});

describe('validateProductImport', () => {
  it('turns valid rows into inserts: price as grosze-exact text, unit and VAT labels, category by path or name', () => {
    const { report } = check(
      [
        HEADER,
        'CEM-1;590 1234 1234 57;Cement;Cement i zaprawy;opak.;1 234,5;23%',
        'FOL-1;;Folia stretch;Opakowania › Folie stretch;m²;0.5;zw.',
        'FOL-2;;Folia;folie stretch;;12;8',
        'PAL-1;;Paleta;;paleta;45;',
      ].join('\n'),
    );
    expect(report.errors).toEqual([]);
    expect(report.products).toEqual([
      expect.objectContaining({
        sku: 'CEM-1',
        ean: '5901234123457',
        net_price: '1234.50',
        vat_rate: '23',
        unit: 'opak.',
        category_id: categories[0]!.id,
        active: true,
      }),
      expect.objectContaining({ sku: 'FOL-1', ean: null, unit: 'm2', vat_rate: 'zw', net_price: '0.50' }),
      expect.objectContaining({ sku: 'FOL-2', unit: 'szt.', vat_rate: '8', category_id: categories[2]!.id }),
      expect.objectContaining({ sku: 'PAL-1', unit: 'paleta', vat_rate: '23', category_id: null }),
    ]);
  });

  it('reports every wrong cell by row and column, in Polish, and imports nothing', () => {
    const { report } = check(
      [
        HEADER,
        'OK-1;;Dobry;;szt.;10;23',
        'EAN-1;5901234123458;Zła cyfra;;szt.;10;23',
        'NEG-1;;Ujemna;;szt.;-5;23',
        'UNIT-1;;Jednostka;;litr;10;23',
        'VAT-1;;Stawka;;szt.;10;7%',
        'OK-1;;Powtórka;;szt.;10;23',
        'CAT-1;;Kategoria;Nieznana;szt.;10;23',
        'PRD-0001;;Już w katalogu;;szt.;10;23',
        ';;;;szt.;abc;23',
      ].join('\n'),
      new Set(['PRD-0001']),
    );
    expect(report.products).toEqual([]);
    expect(report.wrongRows).toBe(8);
    expect(messagesOf(report.errors)).toEqual([
      '3/ean: Nieprawidłowa cyfra kontrolna EAN-13',
      '4/net_price: Cena nie może być ujemna',
      '5/unit: Nieznana jednostka „litr”; dozwolone: szt., kg, t, m, m², m³, kpl., opak., paleta',
      '6/vat_rate: Nieznana stawka VAT „7%”; dozwolone: 23%, 8%, 5%, 0%, zw.',
      '7/sku: SKU powtarza się w pliku (pierwszy raz w wierszu 2)',
      '8/category: Nieznana kategoria „Nieznana”',
      '9/sku: Produkt o tym SKU już istnieje w Twojej organizacji',
      '10/sku: To pole jest wymagane',
      '10/name: To pole jest wymagane',
      '10/net_price: Podaj cenę netto, np. 12,50',
    ]);
  });

  it('reads back the file "Eksportuj CSV" writes', () => {
    const rows = [1, 2, 3].map((i) => productListItemFixture(i));
    const { report } = check(productCsv(rows));
    expect(report.errors).toEqual([]);
    expect(
      report.products.map((p) => [p.sku, p.ean, p.net_price, p.vat_rate, p.unit, p.category_id]),
    ).toEqual(
      rows.map((r) => [r.sku, r.ean, Number(r.net_price).toFixed(2), r.vat_rate, r.unit, r.category_id]),
    );
  });

  it('validates 10 000 rows in one go, and finds the one wrong among them', () => {
    const lines = Array.from(
      { length: MAX_IMPORT_ROWS },
      (_, i) => `IMP-${i};${fixtureEan(i)};Produkt ${i};Opakowania;szt.;${i % 500},99;23`,
    );
    const good = check([HEADER, ...lines].join('\n'));
    expect(good.parsed.fileErrors).toEqual([]);
    expect(good.report.errors).toEqual([]);
    expect(good.report.products).toHaveLength(MAX_IMPORT_ROWS);
    expect(new Set(good.report.products.map((p) => p.sku)).size).toBe(MAX_IMPORT_ROWS);

    lines[7_777] = lines[7_777]!.replace(
      fixtureEan(7_777),
      `${fixtureEan(7_777).slice(0, 12)}${(Number(fixtureEan(7_777)[12]) + 1) % 10}`,
    );
    const bad = check([HEADER, ...lines].join('\n'));
    expect(bad.report.products).toEqual([]);
    expect(messagesOf(bad.report.errors)).toEqual(['7779/ean: Nieprawidłowa cyfra kontrolna EAN-13']);
  });
});
