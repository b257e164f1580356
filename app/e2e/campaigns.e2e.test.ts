import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations, launchChromium, signedInPage } from './browser';

const baseUrl = inject('baseUrl');

// Kampanie end to end, as the demo handlowiec would run one: a segment of active clients in lubelskie on the
// e-mail channel (the demo seed holds clients there with and without that consent: backend/src/dev/
// campaigns.test.ts checks it), an e-mail campaign made from it, a client left out for want of consent, a
// member whose consent is withdrawn on his client page, and members moved through the funnel to the results.
// The campaign is this run's own (unique name); figures are read from the screen, not assumed from the seed.
describe('Kampanie as the demo handlowiec', () => {
  let browser: Browser;
  let page: Page;
  const name = `Lubelskie e-mail E2E ${Date.now().toString(36)}`;
  let campaignUrl = '';
  let contactable = 0;
  let leftOut = '';

  const visible = (locator: Locator, timeout = 20_000) =>
    expect.poll(() => locator.isVisible(), { timeout }).toBe(true);
  const members = () => page.getByRole('grid', { name: 'Członkowie kampanii' });
  const memberRow = (client: string) => members().getByRole('row').filter({ hasText: client });
  const funnel = () => page.getByRole('table', { name: 'Lejek kampanii' });
  const funnelStep = async (step: string) =>
    Number(
      await funnel()
        .getByRole('row', { name: new RegExp(`^${step}`) })
        .getByRole('cell')
        .first()
        .innerText(),
    );

  /** Selects the members' rows and moves them to a status with the bulk bar. */
  async function moveMembers(clients: string[], status: string) {
    // React Aria's checkbox input is visually hidden under its cell: the user clicks the cell's box.
    for (const client of clients) {
      await memberRow(client).getByRole('gridcell').first().click();
      await expect.poll(() => memberRow(client).getByRole('checkbox').isChecked()).toBe(true);
    }
    const bar = page.getByRole('region', { name: 'Działania na zaznaczonych' });
    await bar.getByRole('button', { name: /Nowy status członków/ }).click();
    await page.getByRole('option', { name: status, exact: true }).click();
    await bar.getByRole('button', { name: 'Zmień status członków' }).click();
    for (const client of clients) {
      await expect.poll(() => memberRow(client).innerText(), { timeout: 20_000 }).toContain(status);
    }
  }

  beforeAll(async () => {
    browser = await launchChromium();
    page = await signedInPage(browser, 'handlowiec@demo.rampa.pl', '/handlowiec/pulpit');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('builds a segment of active clients in one voivodeship and sees who may be e-mailed and why not', async () => {
    // The clients list with the same filters: how many clients the segment must match.
    await page.goto('/handlowiec/klienci/lista?status=%5B%22active%22%5D&voivodeship=%5B%22lubelskie%22%5D');
    const found = page.getByText(/^Znaleziono: \d+ klient/);
    await visible(found);
    const matching = Number(/\d+/.exec(await found.innerText())![0]);
    await page.goto('/handlowiec/pulpit');
    await page
      .getByRole('navigation', { name: 'Nawigacja główna' })
      .getByRole('link', { name: 'Kampanie', exact: true })
      .click();
    await page.waitForURL(`${baseUrl}/marketing/kampanie`);
    await page.getByRole('link', { name: 'Nowa kampania' }).click();
    await visible(page.getByRole('heading', { name: 'Nowa kampania', level: 1 }));
    await page.getByRole('textbox', { name: 'Nazwa' }).fill(name);
    // E-mail is the channel a new campaign starts with; the owner offered is the signed-in handlowiec.
    expect(await page.getByRole('button', { name: /Kanał/ }).innerText()).toContain('E-mail');
    await expect
      .poll(() => page.getByRole('button', { name: /Opiekun kampanii/ }).innerText(), { timeout: 20_000 })
      .toContain('Anna Nowak');

    const count = page.locator('p').filter({ hasText: /^Pasuje: / });
    await page.getByRole('row', { name: 'aktywny', exact: true }).click();
    await page.getByRole('button', { name: /Województwo/ }).click();
    await page.getByRole('option', { name: 'lubelskie', exact: true }).click();
    // The live count follows the segment: as many clients as the clients list finds with the same filters.
    await expect
      .poll(() => count.innerText(), { timeout: 20_000 })
      .toMatch(new RegExp(`^Pasuje: ${matching} klient.* można kontaktować \\(E-mail\\): \\d+$`));
    contactable = Number(/można kontaktować \(E-mail\): (\d+)/.exec(await count.innerText())![1]);
    expect(contactable).toBeGreaterThan(0);
    // Who is left out, and why: a client of the segment without an e-mail consent.
    const reasons = page.getByRole('list', { name: 'Powody pominięcia' });
    await visible(reasons.getByText(/^brak zgody na kanał: \d+$/));
    const excluded = page.getByRole('table', { name: 'Pominięci klienci' });
    const withoutConsent = excluded.getByRole('row').filter({ hasText: 'brak zgody na kanał' }).first();
    leftOut = await withoutConsent.getByRole('cell').first().innerText();
    expect(leftOut).not.toBe('');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('creates the e-mail campaign and adds the segment: the client without consent is not added', async () => {
    await page.getByRole('button', { name: 'Utwórz kampanię' }).click();
    await page.waitForURL(/\/marketing\/kampanie\/[0-9a-f-]{36}$/);
    campaignUrl = new URL(page.url()).pathname;
    await visible(page.getByRole('heading', { name, level: 1 }));
    await page.getByRole('button', { name: 'Dodaj klientów z segmentu' }).click();
    await visible(page.getByRole('heading', { name: `Członkowie (${contactable})`, level: 2 }));
    await expect
      .poll(() => members().getByRole('row').count(), { timeout: 20_000 })
      .toBe(Math.min(contactable, 50) + 1);
    expect(await memberRow(leftOut).count()).toBe(0);
    // Still shown as left out, with the reason, under the segment.
    await visible(
      page.getByRole('table', { name: 'Pominięci klienci' }).getByRole('row').filter({ hasText: leftOut }),
    );
    // The list names the campaign's owner: the handlowiec who created it.
    await page.goto('/marketing/kampanie');
    await visible(page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Anna Nowak' }));
    await page.goto(campaignUrl);
    await visible(page.getByRole('heading', { name, level: 1 }));
  });

  it('opts out a member whose e-mail consent is withdrawn on his client page', async () => {
    // The first member (by name) once the table has loaded its rows.
    const header = members().getByRole('rowheader').first();
    await expect.poll(() => header.innerText(), { timeout: 20_000 }).not.toBe('');
    const client = await header.innerText();
    const code = await memberRow(client).getByRole('gridcell').nth(1).innerText();
    expect(code).toMatch(/^KL-\d{6}$/);
    await page.goto(`/handlowiec/klienci/edycja?clientCode=${code}`);
    await visible(page.getByRole('heading', { name: client, level: 1 }));
    await page.getByRole('tab', { name: 'Zgody' }).click();
    await page.getByRole('button', { name: 'Wycofaj zgodę: E-mail' }).click();
    await visible(page.getByRole('button', { name: 'Udziel zgody: E-mail' }));

    await page.goto(campaignUrl);
    await expect.poll(() => memberRow(client).innerText(), { timeout: 20_000 }).toContain('Wypisany');
    await expect.poll(() => memberRow(client).innerText()).toMatch(/Zgoda wycofana \d{4}-\d{2}-\d{2}/);
    const optedOut = page
      .getByRole('term')
      .filter({ hasText: 'Wypisani' })
      .locator('xpath=following-sibling::dd');
    await expect.poll(() => optedOut.innerText(), { timeout: 20_000 }).toBe('1');
  });

  it('moves members through the funnel and shows the results', async () => {
    // The members still open (not the opted-out first one): three contacted, two of them respond, one orders.
    const open = members().getByRole('row').filter({ hasText: 'Wybrany' });
    await expect
      .poll(() => open.count(), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(Math.min(3, contactable - 1));
    const names = (await open.getByRole('rowheader').allInnerTexts()).slice(0, 3);
    expect(names.length).toBeGreaterThanOrEqual(1);
    await moveMembers(names, 'Skontaktowany');
    await moveMembers(names.slice(0, 2), 'Odpowiedział');
    await moveMembers(names.slice(0, 1), 'Zamówił');
    const responded = Math.min(2, names.length);

    // What the campaign has cost so far, for the cost per response.
    await page.getByRole('textbox', { name: 'Koszt dotychczas' }).fill('300');
    await page.getByRole('button', { name: 'Zapisz kampanię' }).click();

    await expect.poll(() => funnelStep('Wybrani'), { timeout: 20_000 }).toBe(contactable);
    await expect.poll(() => funnelStep('Skontaktowani'), { timeout: 20_000 }).toBe(names.length);
    await expect.poll(() => funnelStep('Odpowiedzieli')).toBe(responded);
    await expect.poll(() => funnelStep('Zamówili')).toBe(1);
    const perResponse = page
      .getByRole('term')
      .filter({ hasText: 'Koszt na odpowiedź' })
      .locator('xpath=following-sibling::dd');
    const expected = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(
      300 / responded,
    );
    await expect
      .poll(async () => (await perResponse.innerText()).replace(/\s/g, ' '), { timeout: 20_000 })
      .toBe(expected.replace(/\s/g, ' '));
    expect(await axeViolations(page)).toEqual([]);
  });
});
