import { describe, expect, it } from 'vitest';
import { clientListItemFixture } from '@rampa/sdk/testing';
import { buildCsv, CLIENT_CSV_COLUMNS, CSV_BOM, csvCell, csvFileName, fetchAllRows } from './csv';

describe('CSV for Polish Excel', () => {
  it('starts with the UTF-8 BOM, separates with ; and ends lines with CRLF', () => {
    const csv = buildCsv(
      [
        { header: 'Nazwa', value: (row: { name: string; n: number }) => row.name },
        { header: 'Liczba', value: (row) => row.n },
      ],
      [
        { name: 'Żółć', n: 1 },
        { name: 'Łódź', n: 2 },
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe('\uFEFFNazwa;Liczba\r\nŻółć;1\r\nŁódź;2\r\n');
  });

  it('quotes cells with the separator, quotes, line breaks or edge spaces, doubling the quotes', () => {
    expect(csvCell('Kowalski; syn')).toBe('"Kowalski; syn"');
    expect(csvCell('Firma "Rampa"')).toBe('"Firma ""Rampa"""');
    expect(csvCell('ul. Długa\n5')).toBe('"ul. Długa\n5"');
    expect(csvCell(' spacja')).toBe('" spacja"');
    expect(csvCell('zwykły tekst')).toBe('zwykły tekst');
    expect(csvCell(null)).toBe('');
    expect(csvCell(0)).toBe('0');
  });

  it('never lets a cell start a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes clients with Polish headers and labels', () => {
    const csv = buildCsv(CLIENT_CSV_COLUMNS, [
      clientListItemFixture(2, { status: 'active', tags: ['VIP', 'hurt'], kind: 'person' }),
    ]);
    const [header, line] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      'Kod;Rodzaj;Nazwa;NIP;E-mail;Telefon;Miejscowość;Województwo;Status;Opiekun;Tagi;Data utworzenia;Data zmiany',
    );
    expect(line).toBe(
      'KL-000002;osoba;Firma Testowa 2 Sp. z o.o.;5422845917;biuro2@firma.pl;+48 601 234 567;Gdańsk;pomorskie;aktywny;Anna Nowak;VIP, hurt;01.10.2026;02.10.2026',
    );
  });

  it('fetches every page of the filter in chunks', async () => {
    const all = Array.from({ length: 1203 }, (_, i) => i);
    const calls: [number, number][] = [];
    const rows = await fetchAllRows(
      async (page, pageSize) => {
        calls.push([page, pageSize]);
        return { rows: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
      },
      { chunkSize: 500 },
    );
    expect(rows).toEqual(all);
    expect(calls).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
  });

  it('goes on past a total the server stopped counting at, to the first short page', async () => {
    const all = Array.from({ length: 1_234 }, (_, i) => ({ id: i }));
    const rows = await fetchAllRows(
      async (page, pageSize) => ({
        rows: all.slice((page - 1) * pageSize, page * pageSize),
        total: 500,
        totalIsLowerBound: true,
      }),
      { chunkSize: 500 },
    );
    expect(rows).toEqual(all);
  });

  it('names the file after the day in Warsaw', () => {
    expect(csvFileName(new Date('2026-11-21T23:30:00Z'))).toBe('klienci-2026-11-22.csv');
  });
});
