import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { shiftDay } from '../src/features/warehouse/warehouseDay';
import { graphqlAs, inboundRamps, signInApi, WAREHOUSE_FIELDS, type BookableWarehouse } from './accounts';
import {
  axeViolations,
  chooseOption,
  launchChromium,
  markDocument,
  markKept,
  newTab,
  signedInPage,
} from './browser';
import { confirmOnRamp } from './notices-api';

const password = inject('demoPassword');
// The warehouse his requests name; the magazynier confirms them on one of its ramps.
const WAREHOUSE = 'Centrum Dystrybucyjne Stryków';

/** The first day of `weekday` (0 Sunday … 6 Saturday) at least `days` days from today. */
function weekdayAhead(days: number, weekday: number): string {
  let day = shiftDay(new Date().toISOString().slice(0, 10), days);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== weekday) day = shiftDay(day, 1);
  return day;
}

// The klient's side, as the demo klient: he requests a delivery (it lands as submitted), finds it in his
// company's list, cancels it while it is still submitted; a second request is confirmed by the magazynier and
// both of his pages show it without a reload; and he cannot open another client's notice.
describe('Awizacje firmy as the demo klient', () => {
  let browser: Browser;
  let page: Page;
  let handlowiecToken = '';
  let foreignNotice = '';
  let number = '';
  let noticeId = '';
  let ramp = '';

  // Generous: the whole machine may be busy.
  const visible = (locator: Locator) =>
    expect.poll(() => locator.isVisible(), { timeout: 20_000 }).toBe(true);

  /** Fills his request form, from his list, for a delivery to WAREHOUSE on `day`, 10:00–11:00. */
  async function fillRequest(day: string, plate: string, reference: string) {
    await page.getByRole('link', { name: 'Nowa awizacja' }).first().click();
    await visible(page.getByRole('heading', { name: 'Nowa awizacja', level: 1 }));
    await page.getByRole('button', { name: /Magazyn/ }).click();
    await page.getByRole('option', { name: WAREHOUSE }).click();
    await page.getByLabel('Dzień').fill(day);
    await page.getByRole('button', { name: /Godzina przyjazdu/ }).click();
    await page.getByRole('option', { name: '10:00–11:00' }).click();
    await page.getByRole('textbox', { name: 'Nr rejestracyjny ciągnika' }).fill(plate);
    await page.getByRole('textbox', { name: 'Imię i nazwisko kierowcy' }).fill('Jan Malinowski');
    await page.getByRole('textbox', { name: 'Numery referencyjne' }).fill(reference);
    await page.getByRole('button', { name: 'Dodaj pozycję' }).click();
    await chooseOption(page.getByRole('combobox', { name: 'Produkt, pozycja 1' }), 'a');
    await page.getByRole('textbox', { name: 'Ilość, pozycja 1' }).fill('8');
  }

  /** Sends the filled form and waits for the new notice's page: its id and number. */
  async function sendRequest(): Promise<{ id: string; number: string }> {
    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await page.waitForURL(/\/klient\/awizacje\/[0-9a-f-]{36}$/);
    const heading = page.getByRole('heading', { level: 1, name: /^Awizacja AW\/\d{4}\/\d{2}\/\d{4}$/ });
    await visible(heading);
    return {
      id: page.url().split('/').pop()!,
      number: (await heading.textContent())!.replace('Awizacja ', ''),
    };
  }

  beforeAll(async () => {
    handlowiecToken = (await signInApi('handlowiec@demo.rampa.pl', password)).accessToken;
    const klient = await signInApi('klient@demo.rampa.pl', password);
    const own = await graphqlAs<{ profiles: { client_id: string }[]; warehouses: BookableWarehouse[] }>(
      klient.accessToken,
      `query ($name: String!) { profiles { client_id } warehouses(where: {name: {_eq: $name}}) { ${WAREHOUSE_FIELDS} } }`,
      { role: 'klient', variables: { name: WAREHOUSE } },
    );
    expect(own.errors).toBeUndefined();
    const clientId = own.data!.profiles[0]!.client_id;
    ramp = inboundRamps(own.data!.warehouses[0]!)[0]!.id;
    const other = await graphqlAs<{ delivery_notices: { id: string }[] }>(
      handlowiecToken,
      'query ($c: uuid!) { delivery_notices(where: {client_id: {_neq: $c}}, limit: 1) { id } }',
      { role: 'handlowiec', variables: { c: clientId } },
    );
    foreignNotice = other.data!.delivery_notices[0]!.id;

    browser = await launchChromium();
    page = await signedInPage(browser, 'klient@demo.rampa.pl', /\/klient/);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows his company's notices, axe clean", async () => {
    await visible(page.getByRole('heading', { name: 'Awizacje firmy', level: 1 }));
    await visible(page.getByRole('list', { name: 'Awizacje firmy' }));
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/klient-list.png', fullPage: true });
  });

  it('requests a delivery, which lands as submitted and is in his list', async () => {
    // A Wednesday about eleven weeks ahead: open, and far from the other tests' days.
    await fillRequest(weekdayAhead(77, 3), 'PO 4E2EK', 'ZAM/KL/2026/77');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/klient-request.png', fullPage: true });
    ({ id: noticeId, number } = await sendRequest());
    await visible(page.getByText('Zgłoszona').first());
    await visible(page.getByRole('list', { name: 'Historia awizacji' }).getByText('Utworzono: Zgłoszona'));
    const saved = await graphqlAs<{ delivery_notices_by_pk: { status: string; truck_plate: string } }>(
      handlowiecToken,
      'query ($id: uuid!) { delivery_notices_by_pk(id: $id) { status truck_plate } }',
      { role: 'handlowiec', variables: { id: noticeId } },
    );
    expect(saved.data!.delivery_notices_by_pk).toEqual({ status: 'submitted', truck_plate: 'PO4E2EK' });

    await page.getByRole('link', { name: 'Wróć do awizacji firmy' }).click();
    // His newest request is planned furthest ahead: first in the list, newest window first.
    await visible(page.getByRole('list', { name: 'Awizacje firmy' }).getByRole('link', { name: number }));
  });

  it('cancels his request while it is submitted', async () => {
    await page.goto(`/klient/awizacje/${noticeId}`);
    await page.getByRole('button', { name: 'Anuluj zgłoszenie' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Anulować zgłoszenie ${number}?` });
    await dialog.getByRole('textbox', { name: /Powód/ }).fill('Zmiana planów dostawy');
    await dialog.getByRole('button', { name: 'Anuluj zgłoszenie' }).click();
    await visible(page.getByText('Anulowana').first());
    await expect.poll(() => page.getByRole('button', { name: 'Anuluj zgłoszenie' }).count()).toBe(0);
  });

  it('requests another delivery and sees the magazynier confirm it live, on its page and in his list', async () => {
    await page.goto('/klient');
    // A Friday about twelve weeks ahead: open, and a day no other test books a ramp on.
    await fillRequest(weekdayAhead(84, 5), 'PO 5E2EK', 'ZAM/KL/2026/84');
    const request = await sendRequest();
    const details = page.getByRole('region', { name: 'Szczegóły' });
    await visible(details.getByText('Zgłoszona', { exact: true }));
    await visible(page.getByRole('button', { name: 'Anuluj zgłoszenie' }));
    // His open notices, in a second tab of his session.
    const list = await newTab(page.context());
    await list.goto('/klient');
    const item = list
      .getByRole('list', { name: 'Otwarte awizacje firmy' })
      .getByRole('listitem')
      .filter({ has: list.getByRole('link', { name: request.number }) });
    await visible(item.getByText('Zgłoszona'));

    // A mark on each page: a reload would drop it.
    for (const open of [page, list]) await markDocument(open);
    const magazynier = await signInApi('magazynier@demo.rampa.pl', password);
    const confirmed = await confirmOnRamp(magazynier.accessToken, request.id, ramp);
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.update_delivery_notices_by_pk?.status).toBe('confirmed');

    await visible(details.getByText('Potwierdzona', { exact: true }));
    await visible(
      page.getByRole('list', { name: 'Historia awizacji' }).getByText('Zgłoszona → Potwierdzona'),
    );
    await expect.poll(() => page.getByRole('button', { name: 'Anuluj zgłoszenie' }).count()).toBe(0);
    await visible(item.getByText('Potwierdzona'));
    for (const open of [page, list]) expect(await markKept(open)).toBe(true);
    expect(page.url()).toMatch(new RegExp(`/klient/awizacje/${request.id}$`));
    await page.screenshot({ path: '/tmp/klient-confirmed-live.png', fullPage: true });
    await list.close();
  });

  it("cannot open another client's notice", async () => {
    await page.goto(`/klient/awizacje/${foreignNotice}`);
    await visible(page.getByRole('heading', { name: 'Nie znaleziono awizacji', level: 2 }));
    const direct = await graphqlAs(
      (await signInApi('klient@demo.rampa.pl', password)).accessToken,
      'query ($id: uuid!) { delivery_notices_by_pk(id: $id) { id } }',
      { role: 'klient', variables: { id: foreignNotice } },
    );
    expect(direct.data).toEqual({ delivery_notices_by_pk: null });
  });
});
