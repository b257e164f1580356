import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchChromium, newAppContext, newTab, signedInPage } from './browser';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');

// Klienci end to end, as the demo handlowiec: the seeded list, a client of this run (unique name, so the test
// depends on no seed order and no other test file), its edit page and its history.
describe('Klienci as the demo handlowiec', () => {
  let browser: Browser;
  let page: Page;
  const name = `Hurtownia E2E ${Date.now().toString(36)}`;
  let clientUrl = '';

  const searchOf = () => Object.fromEntries(new URL(page.url()).searchParams);
  // A shared, busy machine: the first screen after sign-in may take seconds to boot.
  const visible = (locator: ReturnType<Page['getByText']>) =>
    expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);

  beforeAll(async () => {
    browser = await launchChromium();
    page = await signedInPage(browser, 'handlowiec@demo.rampa.pl', '/handlowiec/pulpit', {
      acceptDownloads: true,
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lists the seeded clients with a total and server pages, with no axe violations', async () => {
    await page.goto('/handlowiec/klienci/lista');
    await visible(page.getByRole('heading', { name: 'Klienci', level: 1 }));
    await visible(page.getByText(/^Razem: \d[\d\s]* klientów$/));
    await visible(page.getByText(/^1–25 z \d/));
    expect(await page.getByRole('grid', { name: 'Lista klientów' }).getByRole('row').count()).toBe(26);
    expect(await page.title()).toBe('Klienci · Rampa');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Następna strona' }).click();
    await page.waitForURL(/page=2/);
    await visible(page.getByText(/^26–50 z \d/));
  });

  it('filters and searches, keeps the state in the URL and restores it on reload and back', async () => {
    await page.goto('/handlowiec/klienci/lista');
    await page.getByRole('row', { name: 'aktywny', exact: true }).click();
    await expect.poll(searchOf).toEqual({ status: '["active"]' });

    await page.getByRole('searchbox', { name: 'Szukaj klientów' }).fill('Kraków');
    await expect.poll(searchOf).toEqual({ status: '["active"]', q: 'Kraków' });
    await visible(page.getByText(/^Znaleziono: \d[\d\s]* klient/));
    const cities = await page.getByRole('grid', { name: 'Lista klientów' }).getByRole('row').allInnerTexts();
    expect(cities.length).toBeGreaterThan(1);
    for (const row of cities.slice(1)) expect(row).toMatch(/aktywny/);

    await page.reload();
    await expect
      .poll(() => page.getByRole('searchbox', { name: 'Szukaj klientów' }).inputValue())
      .toBe('Kraków');
    expect(await page.getByRole('row', { name: 'aktywny', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    );

    await page.goBack();
    await expect.poll(searchOf).toEqual({ status: '["active"]' });
    await expect.poll(() => page.getByRole('searchbox', { name: 'Szukaj klientów' }).inputValue()).toBe('');
  });

  it('exports every client of the current filter to CSV for Polish Excel', async () => {
    await page.goto('/handlowiec/klienci/lista?status=%5B%22blocked%22%5D&kind=person&size=10');
    const summary = page.getByText(/^Znaleziono: \d[\d\s]* klient/);
    await visible(summary);
    const total = Number((await summary.innerText()).replace(/\D/g, ''));
    expect(total).toBeGreaterThan(10);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Eksportuj CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^klienci-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFKod;Rodzaj;Nazwa;NIP;')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    // Every page of the filter, not just the 10 rows on screen.
    expect(lines).toHaveLength(total + 1);
    for (const line of lines.slice(1)) expect(line).toMatch(/^KL-\d{6};osoba;.*;zablokowany;/);
  });

  it('shows a Polish error for an invalid NIP and creates a company with a valid one, with no axe violations', async () => {
    await page.goto('/handlowiec/klienci/nowy-klient');
    await visible(page.getByRole('heading', { name: 'Nowy klient', level: 1 }));
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: /Nazwa firmy/ }).fill(name);
    const nip = page.getByRole('textbox', { name: 'NIP' });
    await nip.fill('5422845918');
    await nip.press('Tab');
    await visible(page.getByText('Nieprawidłowy NIP'));
    expect(await nip.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Dodaj klienta' }).click();
    expect(new URL(page.url()).pathname).toBe('/handlowiec/klienci/nowy-klient');
    expect(await axeViolations(page)).toEqual([]);

    await nip.fill('542-284-59-17');
    await page.getByRole('textbox', { name: 'Kod pocztowy' }).fill('31042');
    await page.getByRole('textbox', { name: 'Miejscowość' }).fill('Kraków');
    await page.getByRole('textbox', { name: 'Imię osoby kontaktowej' }).fill('Jan');
    await page.getByRole('textbox', { name: 'Nazwisko osoby kontaktowej' }).fill('Zieliński');
    await page.getByText('Zgoda na informacje handlowe e-mailem').click();
    await page.getByRole('button', { name: 'Dodaj klienta' }).click();

    await page.waitForURL(/\/handlowiec\/klienci\/edycja\?clientCode=KL-\d{6}/);
    clientUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    await visible(page.getByText('Dodano klienta'));
    await visible(page.getByRole('heading', { name, level: 1 }));
    expect(await page.getByRole('textbox', { name: 'NIP' }).inputValue()).toBe('5422845917');
    expect(await page.getByRole('textbox', { name: 'Kod pocztowy' }).inputValue()).toBe('31-042');
    await visible(page.getByRole('tab', { name: 'Osoby kontaktowe (1)' }));
    await page.getByRole('tab', { name: 'Zgody' }).click();
    await visible(page.getByRole('button', { name: 'Wycofaj zgodę: E-mail' }));
  });

  it('shows a Polish error for an invalid PESEL of a person and saves nothing', async () => {
    const lastName = `Pesel${Date.now().toString(36)}`;
    await page.goto('/handlowiec/klienci/nowy-klient');
    await visible(page.getByRole('heading', { name: 'Nowy klient', level: 1 }));
    // React Aria keeps the radio input visually hidden: the user clicks its label.
    await page.getByText('osoba', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'osoba' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: /^Imię/ }).first().fill('Jan');
    await page
      .getByRole('textbox', { name: /^Nazwisko/ })
      .first()
      .fill(lastName);
    const pesel = page.getByRole('textbox', { name: 'PESEL' });
    // 44051401359 is valid; its last digit changed breaks the checksum.
    await pesel.fill('44051401358');
    await pesel.press('Tab');
    await visible(page.getByText('Nieprawidłowy PESEL'));
    expect(await pesel.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Dodaj klienta' }).click();
    expect(new URL(page.url()).pathname).toBe('/handlowiec/klienci/nowy-klient');
    expect(await axeViolations(page)).toEqual([]);

    // Nothing was saved: the list knows no client of that name. Leaving the unsaved form asks first.
    await page.getByRole('button', { name: 'Anuluj' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Porzuć zmiany' }).click();
    await page.waitForURL(`${baseUrl}/handlowiec/klienci/lista`);
    await page.getByRole('searchbox', { name: 'Szukaj klientów' }).fill(lastName);
    await expect.poll(searchOf).toEqual({ q: lastName });
    await visible(page.getByRole('heading', { name: 'Brak klientów spełniających kryteria' }));
  });

  it('finds the new client by search and opens it from the list', async () => {
    await page.goto('/handlowiec/klienci/lista');
    await page.getByRole('searchbox', { name: 'Szukaj klientów' }).fill(name);
    await expect.poll(searchOf).toEqual({ q: name });
    await visible(page.getByText('Znaleziono: 1 klient'));
    await page.getByRole('rowheader', { name }).click();
    await page.waitForURL(`${baseUrl}${clientUrl}`);
    await visible(page.getByRole('heading', { name, level: 1 }));
  });

  it('opens a client row in a new tab with Ctrl+click, as a link', async () => {
    await page.goto('/handlowiec/klienci/lista');
    await page.getByRole('searchbox', { name: 'Szukaj klientów' }).fill(name);
    await expect.poll(searchOf).toEqual({ q: name });
    const row = page.getByRole('row', { name: new RegExp(name) });
    expect(await row.getAttribute('data-href')).toBe(clientUrl);
    const opened = page.context().waitForEvent('page');
    await row.getByRole('rowheader').click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForURL(`${baseUrl}${clientUrl}`);
    await expect.poll(() => tab.getByRole('heading', { name, level: 1 }).isVisible()).toBe(true);
    await tab.close();
    // The list stayed where it was.
    expect(searchOf()).toEqual({ q: name });
  });

  it('shows the new client under "Moi klienci": new clients belong to the signed-in handlowiec', async () => {
    await page.goto('/handlowiec/klienci/lista');
    await visible(page.getByText(/^Razem: \d[\d\s]* klientów$/));
    const total = Number((await page.getByText(/^Razem:/).innerText()).replace(/\D/g, ''));
    await page.getByText('Moi klienci', { exact: true }).click();
    await expect.poll(searchOf).toEqual({ mine: 'true' });
    await visible(page.getByText(/^Znaleziono: \d/));
    const mine = Number((await page.getByText(/^Znaleziono:/).innerText()).replace(/\D/g, ''));
    // The demo seed gives most clients to the demo handlowiec; a client without an owner is not his.
    expect(mine).toBeGreaterThan(0);
    expect(mine).toBeLessThanOrEqual(total);
    await page.getByRole('searchbox', { name: 'Szukaj klientów' }).fill(name);
    await expect.poll(searchOf).toEqual({ mine: 'true', q: name });
    await visible(page.getByText('Znaleziono: 1 klient'));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('warns of a second client with the same NIP, with a link to the first, and still lets it be saved', async () => {
    await page.goto('/handlowiec/klienci/nowy-klient');
    await visible(page.getByRole('heading', { name: 'Nowy klient', level: 1 }));
    const nip = page.getByRole('textbox', { name: 'NIP' });
    await nip.fill('5422845917');
    await nip.press('Tab');
    await visible(page.getByText(/z tym NIP-em już istnie/));
    const link = page.getByRole('link', { name: new RegExp(name) });
    expect(await link.getAttribute('href')).toBe(clientUrl);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: /Nazwa firmy/ }).fill(`${name} oddział`);
    await page.getByRole('button', { name: 'Dodaj klienta' }).click();
    await page.waitForURL(/\/handlowiec\/klienci\/edycja\?clientCode=KL-\d{6}/);
    await visible(page.getByRole('heading', { name: `${name} oddział`, level: 1 }));
  });

  it('reads on a 375 px phone without sideways scrolling: cards, filters in a drawer', async () => {
    const phone = await newAppContext(browser, {
      viewport: { width: 375, height: 812 },
      storageState: await page.context().storageState(),
    });
    const small = await newTab(phone);
    try {
      await small.goto('/handlowiec/klienci/lista');
      await expect
        .poll(() => small.getByRole('list', { name: 'Lista klientów' }).isVisible(), { timeout: 20_000 })
        .toBe(true);
      // The first cards come with the page, the rest of the page's 25 right after it (AfterFirstPaint).
      await expect
        .poll(() => small.getByRole('list', { name: 'Lista klientów' }).getByRole('listitem').count())
        .toBe(25);
      // The header's bell names the unread count (the demo seed's notifications), live over graphql-ws.
      await expect
        .poll(() => small.getByRole('button', { name: /^Powiadomienia: \d+ nieprzeczytan/ }).isVisible())
        .toBe(true);
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      if (process.env.E2E_SCREENSHOTS) {
        await small.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/clients-375.png`, fullPage: false });
      }
      await small.getByRole('button', { name: 'Filtry' }).click();
      const drawer = small.getByRole('dialog', { name: 'Filtry listy klientów' });
      await expect.poll(() => drawer.isVisible()).toBe(true);
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      if (process.env.E2E_SCREENSHOTS) {
        // After the drawer's slide-in, so the picture shows where it rests.
        await small.waitForTimeout(800);
        await small.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/clients-375-filters.png` });
      }
      expect(await axeViolations(small)).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('edits a field, saves it (kept after reload) and shows the change in the history, with no axe violations', async () => {
    await page.goto(clientUrl);
    await visible(page.getByRole('heading', { name, level: 1 }));
    expect(await axeViolations(page)).toEqual([]);

    const city = page.getByRole('textbox', { name: 'Miejscowość' });
    await city.fill('Gdańsk');
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await visible(page.getByText('Zapisano zmiany klienta'));

    await page.reload();
    await visible(page.getByRole('heading', { name, level: 1 }));
    await expect.poll(() => page.getByRole('textbox', { name: 'Miejscowość' }).inputValue()).toBe('Gdańsk');

    await page.getByRole('tab', { name: 'Historia' }).click();
    await visible(page.getByText('Kraków → Gdańsk'));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('saves with Ctrl+S and adds a primary contact', async () => {
    await page.goto(clientUrl);
    await visible(page.getByRole('heading', { name, level: 1 }));
    await page.getByRole('textbox', { name: 'Telefon' }).fill('+48 601 234 567');
    await page.keyboard.press('Control+s');
    await visible(page.getByText('Zapisano zmiany klienta'));

    await page.getByRole('tab', { name: /Osoby kontaktowe/ }).click();
    await page.getByRole('button', { name: 'Dodaj osobę kontaktową' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nowa osoba kontaktowa' });
    await dialog.getByRole('textbox', { name: /Imię/ }).fill('Ewa');
    await dialog.getByRole('textbox', { name: /Nazwisko/ }).fill('Kowalska');
    await dialog.getByText('Główna osoba kontaktowa').click();
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    // The new primary contact takes the mark over from Jan Zieliński, added with the client.
    await visible(page.getByRole('tab', { name: 'Osoby kontaktowe (2)' }));
    await expect.poll(() => page.getByText('główny kontakt').count()).toBe(1);
    await visible(page.getByRole('button', { name: 'Ustaw jako główny kontakt: Jan Zieliński' }));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('says in Polish that a client code is unknown, with a link back to the list', async () => {
    await page.goto('/handlowiec/klienci/edycja?clientCode=KL-999999');
    await visible(page.getByRole('heading', { name: 'Nie znaleziono klienta KL-999999' }));
    await page.getByRole('link', { name: 'Przejdź do listy klientów' }).click();
    await page.waitForURL(`${baseUrl}/handlowiec/klienci/lista`);
  });
});

// product.md: magazynier reads clients' name and code only — never PESEL, credit limit or payment terms.
describe('Klienci as the demo magazynier', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newTab(await newAppContext(browser));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('cannot ask the server for financial fields, and the app shows none of them', async () => {
    const signIn = await fetch(`${baseUrl}/v1/auth/signin/email-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'magazynier@demo.rampa.pl', password }),
    });
    const { session } = (await signIn.json()) as { session: { accessToken: string } };
    const graphql = async (query: string) => {
      const response = await fetch(`${baseUrl}/v1/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
        body: JSON.stringify({ query }),
      });
      return (await response.json()) as { data?: { clients: Record<string, unknown>[] }; errors?: unknown[] };
    };
    const allowed = await graphql('{ clients(limit: 1, order_by: {code: asc}) { code name } }');
    const [first] = allowed.data!.clients;
    expect(first).toEqual({ code: expect.stringMatching(/^KL-\d{6}$/), name: expect.any(String) });
    for (const field of ['credit_limit', 'payment_term_days', 'pesel']) {
      const refused = await graphql(`{ clients(limit: 1) { code ${field} } }`);
      expect(refused.data).toBeUndefined();
      expect(JSON.stringify(refused.errors)).toContain(field);
    }

    await page.goto('/');
    await page.getByLabel('E-mail').fill('magazynier@demo.rampa.pl');
    await page.getByLabel('Hasło').fill(password);
    await page.getByLabel('Hasło').press('Enter');
    await page.waitForURL(/\/magazynier\/?$/);
    // The sales rep's screens are another role's area: "Brak dostępu", and still nothing financial on them.
    for (const path of [
      '/handlowiec/klienci/lista',
      `/handlowiec/klienci/edycja?clientCode=${String(first!.code)}`,
    ]) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
      // Wait for the page's own request to settle before reading what it shows.
      await page.waitForLoadState('networkidle');
      const text = await page.locator('main').innerText();
      for (const label of ['Limit kredytowy', 'Termin płatności', 'PESEL', 'zł'])
        expect(text).not.toContain(label);
    }
  });
});
