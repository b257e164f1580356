import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { chooseOption, launchChromium } from './browser';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');

// Cenniki end to end: the demo handlowiec makes a price list for the demo klient's company over two categories and
// one product picked by hand from a third, with a 5 % discount; the PDF (its text extracted here) and the CSV carry the client, a Polish product name and the
// discounted gross price; the klient then sees that list in /klient/cenniki and no list of another client.
// Cegła pełna ceramiczna 65 mm: 1,95 zł net − 5 % = 1,8525 → 1,85 zł; × 1,23 = 2,2755 → 2,28 zł gross.
const PRODUCT = 'Cegła pełna ceramiczna';
const CATEGORY = 'Ściany i bloczki';
const SECOND_CATEGORY = 'Cement i zaprawy';
const PICKED_FROM = 'Chemia budowlana';

async function api(token: string | null, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${baseUrl}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function tokenOf(email: string) {
  const response = await fetch(`${baseUrl}/v1/auth/signin/email-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { session: { accessToken: string } }).session.accessToken;
}

async function signIn(browser: Browser, email: string, landing: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'pl-PL', acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto('/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByLabel('Hasło').press('Enter');
  await page.waitForURL(`${baseUrl}${landing}`);
  return page;
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('Cenniki', () => {
  let browser: Browser;
  let client: { id: string; name: string; code: string };
  let number: string;

  beforeAll(async () => {
    browser = await launchChromium();
    const klient = await tokenOf('klient@demo.rampa.pl');
    const mine = (await api(klient, '{ clients { id name code } }')).clients as (typeof client)[];
    client = mine[0]!;
  });

  afterAll(async () => {
    await browser?.close();
  });

  // The PDF is laid out on the server: on a busy machine that alone may take a minute (see its 120 s waits).
  it(
    'lets the handlowiec make a list for two categories and a hand-picked product at 5 % whose PDF and CSV read right',
    { timeout: 240_000 },
    async () => {
      const page = await signIn(browser, 'handlowiec@demo.rampa.pl', '/handlowiec/pulpit');
      const handlowiec = await tokenOf('handlowiec@demo.rampa.pl');
      const categoryId = async (name: string) =>
        (
          (
            await api(
              handlowiec,
              'query ($name: String!) { product_categories(where: {name: {_eq: $name}}) { id } }',
              { name },
            )
          ).product_categories as { id: string }[]
        )[0]!.id;
      const ids = [await categoryId(CATEGORY), await categoryId(SECOND_CATEGORY)];
      const picked = (
        (
          await api(
            handlowiec,
            'query ($id: uuid!) { products(where: {category_id: {_eq: $id}, active: {_eq: true}}, order_by: {sku: asc}, limit: 1) { sku name } }',
            { id: await categoryId(PICKED_FROM) },
          )
        ).products as { sku: string; name: string }[]
      )[0]!;
      await page.goto(`/handlowiec/produkty/cennik?categories=${ids.join(',')}&discount=5`);
      await page.getByRole('heading', { name: 'Generator cennika', level: 1 }).waitFor();
      expect(await page.getByRole('checkbox', { name: CATEGORY, exact: true }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: SECOND_CATEGORY, exact: true }).isChecked()).toBe(true);
      const combo = page.getByRole('combobox', { name: 'Klient' });
      const label = await chooseOption(combo, client.code, new RegExp(client.code));
      await expect.poll(() => combo.inputValue()).toBe(label);
      await chooseOption(
        page.getByRole('combobox', { name: 'Dodaj produkt do cennika' }),
        picked.sku,
        new RegExp(picked.sku),
      );
      await page.getByRole('textbox', { name: /^Cena netto dla klienta \(zł\)/ }).waitFor();
      // The client already has lists (the demo seed's, one of them at 5 % too): the new one is the number that
      // was not there before.
      const earlier = new Set(
        (
          (
            await api(
              handlowiec,
              'query ($id: uuid!) { price_lists(where: {client_id: {_eq: $id}}) { number } }',
              {
                id: client.id,
              },
            )
          ).price_lists as { number: string }[]
        ).map((list) => list.number),
      );
      await page.getByRole('button', { name: 'Generuj PDF i CSV' }).click();

      const history = page.getByRole('table', { name: 'Cenniki tego klienta' });
      const newRow = async () => {
        if (!(await history.isVisible())) return undefined;
        for (const row of await history.getByRole('row').all()) {
          const text = await row.innerText();
          const found = /CN\/\d{4}\/\d{4}/.exec(text)?.[0];
          if (found && !earlier.has(found)) return text;
        }
        return undefined;
      };
      await expect.poll(newRow, { timeout: 120_000 }).toMatch(/CN\/\d{4}\/\d{4}[\s\S]*5%/);
      number = /CN\/\d{4}\/\d{4}/.exec((await newRow())!)![0];
      // The files come a moment after the list's row: the PDF takes a few seconds to lay out on a busy machine.
      await page.getByRole('button', { name: `Pobierz PDF cennika ${number}` }).waitFor({ timeout: 120_000 });

      const [pdfDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Pobierz PDF cennika ${number}` }).click(),
      ]);
      const pdfBytes = await readFile((await pdfDownload.path())!);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdfBytes)), {
        mergePages: true,
      });
      const pdf = flat(text);
      expect(pdf).toContain(`Cennik ${number}`);
      expect(pdf).toContain(flat(client.name));
      expect(pdf).toContain(PRODUCT);
      expect(pdf).toContain(CATEGORY);
      expect(pdf).toContain(SECOND_CATEGORY);
      expect(pdf).toContain(flat(picked.name));
      expect(pdf).toMatch(/2,28 zł/);
      expect(pdf).toMatch(/Strona 1 z \d+/);

      const [csvDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Pobierz CSV cennika ${number}` }).click(),
      ]);
      const csv = await readFile((await csvDownload.path())!, 'utf8');
      expect(csv.startsWith('\ufeff')).toBe(true);
      const line = csv.split('\r\n').find((row) => row.includes(PRODUCT));
      expect(line).toMatch(
        /^Ściany i bloczki;CEG-PEL-65;\d{13};Cegła pełna ceramiczna 65 mm;szt\.;1,85;23%;2,28$/,
      );
      const rows = csv.split('\r\n');
      expect(rows.some((row) => row.startsWith(`${SECOND_CATEGORY};`))).toBe(true);
      expect(rows.filter((row) => row.includes(`;${picked.sku};`))).toHaveLength(1);
      await page.context().close();
    },
  );

  it('shows the klient that list in /klient/cenniki and no list of another client', async () => {
    const page = await signIn(browser, 'klient@demo.rampa.pl', '/klient');
    await page.goto('/klient/cenniki');
    const table = page.getByRole('table', { name: 'Twoje cenniki' });
    await table.waitFor();
    expect(await table.innerText()).toContain(number);
    const klient = await tokenOf('klient@demo.rampa.pl');
    const lists = (await api(klient, '{ price_lists { client_id } }')).price_lists as { client_id: string }[];
    expect(lists.length).toBeGreaterThan(0);
    expect(new Set(lists.map((l) => l.client_id))).toEqual(new Set([client.id]));
    // Every row on the screen is one of those.
    expect(await table.getByRole('row').count()).toBe(lists.length + 1);
    await page.context().close();
  });

  // The demo seed's lists are made in SQL; the render-pending-price-lists cron trigger (every minute, one list
  // older than a minute each time) gives them their PDF and CSV through the generator's own code.
  it(
    'gives the demo seed’s lists their PDF and CSV in the background, so they download',
    { timeout: 330_000 },
    async () => {
      const klient = await tokenOf('klient@demo.rampa.pl');
      await expect
        .poll(
          async () =>
            (
              (await api(klient, '{ price_lists { pdf_file_id csv_file_id } }')).price_lists as {
                pdf_file_id: string | null;
                csv_file_id: string | null;
              }[]
            ).every((list) => list.pdf_file_id && list.csv_file_id),
          { timeout: 300_000, interval: 5_000 },
        )
        .toBe(true);
      const page = await signIn(browser, 'klient@demo.rampa.pl', '/klient');
      await page.goto('/klient/cenniki');
      const table = page.getByRole('table', { name: 'Twoje cenniki' });
      await table.waitFor();
      expect(await table.innerText()).not.toContain('Pliki w przygotowaniu');
      const seeded = /CN\/\d{4}\/\d{4}/.exec(
        // The oldest row: one of the seed's (newest first).
        await table.getByRole('row').last().innerText(),
      )![0];
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Pobierz PDF cennika ${seeded}` }).click(),
      ]);
      const { text } = await extractText(
        await getDocumentProxy(new Uint8Array(await readFile((await download.path())!))),
        { mergePages: true },
      );
      expect(flat(text)).toContain(`Cennik ${seeded}`);
      await page.context().close();
    },
  );
});
