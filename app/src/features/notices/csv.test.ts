import { describe, expect, it } from 'vitest';
import { noticeListItemFixture } from '@rampa/sdk/testing';
import { buildCsv, CSV_BOM } from '../clients/csv';
import { NOTICE_CSV_COLUMNS, noticeCsvFileName } from './csv';

const HEADER =
  'Numer;Klient;Kod klienta;Kierunek;Magazyn;Rampa;Okno;Rejestracja;Przewoźnik;Kierowca;Palety;Waga (kg);ADR;Status;Data zmiany';

describe('awizacje CSV', () => {
  it('writes the Polish header and one line per notice, for Polish Excel (BOM, `;`, CRLF)', () => {
    const rows = [
      noticeListItemFixture(1, {
        status: 'submitted',
        adr: true,
        driver: null,
        driver_name: 'Marek Wójcik',
        carrier_name: 'Trans; Spedycja "Północ"',
        client: { id: 'c1', code: 'KL-000001', name: 'Łódzka Hurtownia Sp. z o.o.' },
      }),
      noticeListItemFixture(2, {
        status: 'draft',
        direction: 'outbound',
        ramp: null,
        truck_plate: 'WA12345',
        trailer_plate: null,
        pallets: null,
        weight_kg: null,
        adr: false,
        driver: { id: 'd1', display_name: 'Tomasz Kowalczyk' },
      }),
    ];
    const csv = buildCsv(NOTICE_CSV_COLUMNS, rows);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const lines = csv.slice(CSV_BOM.length).split('\r\n');
    expect(lines).toHaveLength(4); // header, two notices, the final line break
    expect(lines[0]).toBe(HEADER);
    expect(lines[1]).toBe(
      [
        'AW/2026/11/0001',
        'Łódzka Hurtownia Sp. z o.o.',
        'KL-000001',
        'Dostawa',
        'Centrum Dystrybucyjne Stryków',
        'Rampa 2',
        '23.11.2026, 06:30–07:30',
        'EL10001 / EL20001',
        // The separator and quotes inside a cell: quoted, quotes doubled.
        '"Trans; Spedycja ""Północ"""',
        'Marek Wójcik',
        '11',
        '12000',
        'tak',
        'Zgłoszona',
        '20.11.2026',
      ].join(';'),
    );
    const second = lines[2]!.split(';');
    expect(second[3]).toBe('Odbiór');
    expect(second[5]).toBe(''); // no ramp yet
    expect(second[7]).toBe('WA12345');
    expect(second[9]).toBe('Tomasz Kowalczyk'); // the kierowca's profile before a typed name
    expect(second[10]).toBe('');
    expect(second[12]).toBe('nie');
    expect(second[13]).toBe('Szkic');
  });

  it('names the file after the Warsaw day', () => {
    expect(noticeCsvFileName(new Date('2026-11-23T23:30:00Z'))).toBe('awizacje-2026-11-24.csv');
  });
});
