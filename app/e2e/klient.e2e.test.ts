import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { shiftDay } from '../src/features/warehouse/warehouseDay';
import { graphqlAs, signInApi } from './accounts';
import { axeViolations, launchChromium, signedInPage } from './browser';

const password = inject('demoPassword');

// The klient's side, as the demo klient: he requests a delivery (it lands as submitted), finds it in his
// company's list, cancels it while it is still submitted, and cannot open another client's notice.
describe('Awizacje firmy as the demo klient', () => {
  let browser: Browser;
  let page: Page;
  let handlowiecToken = '';
  let foreignNotice = '';
  let number = '';
  let noticeId = '';

  // Generous: the whole machine may be busy.
  const visible = (locator: Locator) =>
    expect.poll(() => locator.isVisible(), { timeout: 20_000 }).toBe(true);

  beforeAll(async () => {
    handlowiecToken = (await signInApi('handlowiec@demo.rampa.pl', password)).accessToken;
    const klient = await signInApi('klient@demo.rampa.pl', password);
    const own = await graphqlAs<{ profiles: { client_id: string }[] }>(
      klient.accessToken,
      '{ profiles { client_id } }',
      { role: 'klient' },
    );
    const clientId = own.data!.profiles[0]!.client_id;
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
    await page.getByRole('link', { name: 'Nowa awizacja' }).first().click();
    await visible(page.getByRole('heading', { name: 'Nowa awizacja', level: 1 }));
    // A Wednesday about eleven weeks ahead: open, and far from the other tests' days.
    let day = shiftDay(new Date().toISOString().slice(0, 10), 77);
    while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 3) day = shiftDay(day, 1);
    await page.getByRole('button', { name: /Magazyn/ }).click();
    await page.getByRole('option', { name: 'Centrum Dystrybucyjne Stryków' }).click();
    await page.getByLabel('Dzień').fill(day);
    await page.getByRole('button', { name: /Godzina przyjazdu/ }).click();
    await page.getByRole('option', { name: '10:00–11:00' }).click();
    await page.getByRole('textbox', { name: 'Nr rejestracyjny ciągnika' }).fill('PO 4E2EK');
    await page.getByRole('textbox', { name: 'Imię i nazwisko kierowcy' }).fill('Jan Malinowski');
    await page.getByRole('textbox', { name: 'Numery referencyjne' }).fill('ZAM/KL/2026/77');
    await page.getByRole('button', { name: 'Dodaj pozycję' }).click();
    await page.getByRole('combobox', { name: 'Produkt, pozycja 1' }).fill('a');
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: 'Ilość, pozycja 1' }).fill('8');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/klient-request.png', fullPage: true });
    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await page.waitForURL(/\/klient\/awizacje\/[0-9a-f-]{36}$/);
    noticeId = page.url().split('/').pop()!;
    const heading = page.getByRole('heading', { level: 1, name: /^Awizacja AW\/\d{4}\/\d{2}\/\d{4}$/ });
    await visible(heading);
    number = (await heading.textContent())!.replace('Awizacja ', '');
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
