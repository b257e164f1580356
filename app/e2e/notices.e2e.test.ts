import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { minuteOfDay } from '../src/features/notices/noticeForm';
import { axeViolations, chooseOption, launchChromium, signedInPage } from './browser';

const shots = process.env.E2E_SCREENSHOTS;

/** "YYYY-MM-DD" of the first Monday–Friday at least `days` days from today (Warsaw). */
function weekdayAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  while (
    [0, 6].includes(new Date(date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' })).getUTCDay())
  )
    date.setTime(date.getTime() + 86_400_000);
  return date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
}
// The picker's cells are the warehouse's slots (on the hour grid of its opening time): "08:30–09:00".
const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

// Awizacje end to end, as the demo handlowiec on the seeded warehouses (Stryków, Gdańsk) and products.
describe('Awizacje as the demo handlowiec', () => {
  let browser: Browser;
  let page: Page;

  const visible = (locator: ReturnType<Page['getByText']>) =>
    expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);

  const pickOption = async (label: string, text: string, option?: RegExp) => {
    const combobox = page.getByRole('combobox', { name: label });
    await chooseOption(combobox, text, option);
    // Picked once the field shows the option instead of what was typed.
    await expect.poll(() => combobox.inputValue()).not.toBe(text);
  };
  const pickWarehouse = async () => {
    await page.getByRole('button', { name: /Magazyn/ }).click();
    await page.getByRole('option', { name: 'Centrum Dystrybucyjne Stryków' }).click();
  };

  beforeAll(async () => {
    browser = await launchChromium();
    page = await signedInPage(browser, 'handlowiec@demo.rampa.pl', '/handlowiec/pulpit', {
      timezoneId: 'Europe/Warsaw',
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lists the seeded awizacje with Polish statuses and no axe violations', async () => {
    await page.goto('/handlowiec/awizacje/lista');
    await visible(page.getByRole('heading', { name: 'Awizacje', level: 1 }));
    await visible(page.getByText(/^Razem: \d[\d\s]* awizac/));
    expect(await page.getByRole('grid', { name: 'Lista awizacji' }).getByRole('row').count()).toBe(26);
    expect(await axeViolations(page)).toEqual([]);
    if (shots) {
      await page.screenshot({ path: `${shots}/lista-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${shots}/lista-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('creates a notice with two goods lines and a CMR in a free slot, sends it and finds it in the list', async () => {
    const date = weekdayAhead(20);
    await page.goto(`/handlowiec/awizacje/nowa?date=${date}`);
    await visible(page.getByRole('heading', { name: 'Nowa awizacja', level: 1 }));
    await pickOption('Klient', 'Sp');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Klient' }).inputValue())
      .toMatch(/\(KL-\d+\)$/);
    await pickWarehouse();
    const free = page.getByRole('gridcell', { name: /, wolne$/ }).first();
    await free.click();
    expect(await free.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('textbox', { name: 'Nr rejestracyjny ciągnika' }).fill('EL 4E2E1');
    await page.getByRole('textbox', { name: 'Przewoźnik' }).fill('Trans-E2E Sp. z o.o.');
    await page.getByRole('button', { name: 'Dodaj pozycję' }).click();
    await page.getByRole('button', { name: 'Dodaj pozycję' }).click();
    await pickOption('Produkt, pozycja 1', 'a');
    await page.getByRole('textbox', { name: 'Ilość, pozycja 1' }).fill('12');
    await pickOption('Produkt, pozycja 2', 'e');
    await page.getByRole('textbox', { name: 'Ilość, pozycja 2' }).fill('3');
    const products = [
      await page.getByRole('combobox', { name: 'Produkt, pozycja 1' }).inputValue(),
      await page.getByRole('combobox', { name: 'Produkt, pozycja 2' }).inputValue(),
    ];
    expect(products[0]).not.toBe('');
    expect(products[1]).not.toBe('');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'cmr-e2e.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    if (shots) await page.screenshot({ path: `${shots}/nowa-desktop.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Wyślij' }).click();

    await page.waitForURL(/\/handlowiec\/awizacje\/edit\//);
    const heading = page.getByRole('heading', { name: /^Awizacja AW\//, level: 1 });
    await visible(heading);
    const number = (await heading.innerText()).replace('Awizacja ', '');
    await visible(page.getByText('CMR: cmr-e2e.pdf'));
    await visible(page.getByRole('button', { name: 'Zapisz zmiany' }));
    // Both goods lines were saved, each with its product and quantity, in the order they were entered.
    const saved = async () =>
      (
        await Promise.all(
          [1, 2].map(async (n) => [
            await page.getByRole('combobox', { name: `Produkt, pozycja ${n}` }).inputValue(),
            await page.getByRole('textbox', { name: `Ilość, pozycja ${n}` }).inputValue(),
          ]),
        )
      ).map((line) => line.join(' × '));
    await expect.poll(saved).toEqual([`${products[0]} × 12`, `${products[1]} × 3`]);
    expect(await page.getByRole('combobox', { name: 'Produkt, pozycja 3' }).count()).toBe(0);
    if (shots) {
      await page.screenshot({ path: `${shots}/edit-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${shots}/edit-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    await page.goto(`/handlowiec/awizacje/lista?q=${encodeURIComponent(number)}`);
    const row = page.getByRole('row', { name: new RegExp(number) });
    await visible(row);
    expect(await row.innerText()).toMatch(/Zgłoszona/);
    expect(await row.innerText()).toMatch(/EL4E2E1/);
  });

  it('a slot taken since the picker loaded is refused in Polish by the database', async () => {
    // The picker is shown a stale day (its bookings dropped), as if another user confirmed meanwhile.
    let real: {
      data: {
        warehouses_by_pk: { slot_minutes: number; ramps: { id: string; name: string; kind: string }[] };
        delivery_notices: { ramp_id: string; planned_start: string }[];
      };
    } | null = null;
    await page.route('**/v1/graphql', async (route) => {
      const body = route.request().postDataJSON() as { query?: string } | null;
      if (!body?.query?.includes('query NoticeSlots')) return route.continue();
      const response = await route.fetch();
      const json = await response.json();
      real = json;
      await route.fulfill({ response, json: { data: { ...json.data, delivery_notices: [] } } });
    });
    try {
      for (let days = 1; days < 12; days += 1) {
        real = null;
        const date = weekdayAhead(days);
        await page.goto(`/handlowiec/awizacje/nowa?date=${date}`);
        await visible(page.getByRole('heading', { name: 'Nowa awizacja', level: 1 }));
        await pickWarehouse();
        await expect.poll(() => real !== null).toBe(true);
        const data = real!.data;
        const ramps = data.warehouses_by_pk.ramps.filter((r) => r.kind !== 'loading');
        // The query reads a day either side (time zones); only this day's bookings are on the picker.
        const booking = data.delivery_notices.find(
          (b) =>
            ramps.some((r) => r.id === b.ramp_id) &&
            new Date(b.planned_start).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' }) === date,
        );
        if (!booking) continue;
        const ramp = ramps.find((r) => r.id === booking.ramp_id)!;
        const slot = data.warehouses_by_pk.slot_minutes;
        const start = minuteOfDay(booking.planned_start, 'Europe/Warsaw');
        const from = start - (start % slot);
        await pickOption('Klient', 'Sp');
        const cell = page.getByRole('gridcell', {
          name: `${ramp.name}, ${hhmm(from)}–${hhmm(from + slot)}, wolne`,
        });
        await cell.click();
        await expect.poll(() => cell.getAttribute('aria-selected')).toBe('true');
        await page.getByRole('button', { name: 'Wyślij' }).click();
        await visible(
          page.getByText(
            'Ta rampa jest już zajęta w wybranym oknie czasowym. Wybierz inny termin lub rampę.',
          ),
        );
        expect(page.url()).toContain('/handlowiec/awizacje/nowa');
        return;
      }
      throw new Error('No booked slot found in the seeded days ahead');
    } finally {
      await page.unrouteAll();
    }
  });

  it('saves a draft and cancels it with a reason', async () => {
    await page.goto(`/handlowiec/awizacje/nowa?date=${weekdayAhead(25)}`);
    await visible(page.getByRole('heading', { name: 'Nowa awizacja', level: 1 }));
    await pickOption('Klient', 'Sp');
    await pickWarehouse();
    await page.getByRole('button', { name: 'Zapisz szkic' }).click();
    await page.waitForURL(/\/handlowiec\/awizacje\/edit\//);
    await visible(page.getByText('Szkic', { exact: true }));
    await page.getByRole('button', { name: 'Anuluj awizację' }).click();
    await page.getByRole('textbox', { name: 'Powód anulowania' }).fill('Klient odwołał dostawę');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Anuluj awizację' }).click();
    await visible(page.getByText(/jest zamknięta, więc nie można jej zmieniać/));
    await visible(page.getByText('Klient odwołał dostawę'));
  });

  it('exports the list to CSV and cancels two drafts at once', async () => {
    // Two drafts of this run, found by their plate.
    const plate = `EL${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const numbers: string[] = [];
    for (const days of [26, 27]) {
      await page.goto(`/handlowiec/awizacje/nowa?date=${weekdayAhead(days)}`);
      await visible(page.getByRole('heading', { name: 'Nowa awizacja', level: 1 }));
      await pickOption('Klient', 'Sp');
      await pickWarehouse();
      await page.getByRole('textbox', { name: 'Nr rejestracyjny ciągnika' }).fill(plate);
      await page.getByRole('button', { name: 'Zapisz szkic' }).click();
      await page.waitForURL(/\/handlowiec\/awizacje\/edit\//);
      const heading = page.getByRole('heading', { name: /^Awizacja AW\//, level: 1 });
      await visible(heading);
      numbers.push((await heading.innerText()).replace('Awizacja ', ''));
    }
    await page.goto(`/handlowiec/awizacje/lista?q=${plate}`);
    await visible(page.getByText('Znaleziono: 2 awizacje'));

    // The CSV of what the list shows: for Polish Excel (BOM, `;`), a header and one line per notice.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Eksportuj CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^awizacje-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Numer;Klient;Kod klienta;Kierunek;Magazyn;Rampa;Okno;Rejestracja;Przewoźnik;Kierowca;Palety;Waga (kg);ADR;Status;Data zmiany',
    );
    expect(lines).toHaveLength(3);
    for (const number of numbers) {
      const line = lines.find((l) => l.startsWith(`${number};`));
      expect(line, number).toBeDefined();
      expect(line!.split(';')).toEqual(
        expect.arrayContaining(['Dostawa', 'Centrum Dystrybucyjne Stryków', plate, 'Szkic', 'nie']),
      );
    }
    await visible(page.getByText('Wyeksportowano 2 awizacje do pliku CSV'));

    // Select both, cancel them after the confirmation.
    const grid = page.getByRole('grid', { name: 'Lista awizacji' });
    for (const number of numbers) {
      // The box a user clicks (React Aria keeps the native input under it).
      await grid
        .getByRole('row', { name: new RegExp(number) })
        .getByRole('gridcell')
        .first()
        .locator('label')
        .click();
    }
    const bar = page.getByRole('region', { name: 'Działania na zaznaczonych' });
    await visible(bar.getByText('Zaznaczono 2 awizacje'));
    await bar.getByRole('button', { name: 'Anuluj szkice' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Anuluj szkice' }).click();
    await visible(page.getByText('Anulowano 2 awizacje'));
    for (const number of numbers) {
      await expect
        .poll(() => grid.getByRole('row', { name: new RegExp(number) }).innerText(), { timeout: 15_000 })
        .toMatch(/Anulowana/);
    }
  });

  it('opens a seeded notice by its address', async () => {
    await page.goto('/handlowiec/awizacje/lista?status=confirmed');
    const first = page.getByRole('grid', { name: 'Lista awizacji' }).getByRole('rowheader').first();
    await visible(first);
    const number = (await first.innerText()).trim();
    // Its address: where a click on its row leads.
    await first.click();
    await page.waitForURL(/\/handlowiec\/awizacje\/edit\/[0-9a-f-]{36}$/);
    const address = new URL(page.url()).pathname;
    // A fresh load of that address, as from a bookmark or a notification's link.
    await page.goto('/handlowiec/pulpit');
    await page.goto(address);
    await visible(page.getByRole('heading', { name: `Awizacja ${number}`, level: 1 }));
    await visible(page.getByText(/magazyn już ją przyjął, więc nie można jej zmieniać/));
    await visible(page.getByRole('list', { name: 'Historia awizacji' }));
  });

  it('opens a notice by id, and an unknown id says so in Polish', async () => {
    await page.goto(`/handlowiec/awizacje/edit/${randomUUID()}`);
    await visible(page.getByRole('heading', { name: 'Nie ma takiej awizacji' }));
    await page.goto('/handlowiec/awizacje/edit/nie-ma');
    await visible(page.getByRole('heading', { name: 'Nie ma takiej awizacji' }));
  });
});
