import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchChromium, signedInPage } from './browser';

// The sales rep's start page on the seeded demo: figures counted by the database, and tiles followed to the lists
// they summarise, which find exactly as many awizacje, and only the active campaigns.
describe('Pulpit as the demo handlowiec', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await signedInPage(browser, 'handlowiec@demo.rampa.pl', '/handlowiec/pulpit');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows this week's awizacje, the chart and its table, axe clean", async () => {
    const week = page.getByRole('region', { name: 'Awizacje w tym tygodniu' });
    await week.waitFor();
    // The demo seed plans about 1,500 notices around today: this week has some.
    expect(Number(await week.locator('p').first().innerText())).toBeGreaterThan(0);
    await page.getByText('Pokaż dane wykresu jako tabelę').click();
    const table = page.getByRole('table', { name: 'Awizacje dziennie według grup statusów' });
    expect(await table.getByRole('row').count()).toBe(31);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("follows this week's tile to the awizacje list, filtered to the same days and count", async () => {
    const week = page.getByRole('region', { name: 'Awizacje w tym tygodniu' });
    const total = Number(await week.locator('p').first().innerText());
    await week.getByRole('link', { name: 'Wszystkie z tego okresu' }).click();
    await page.waitForURL(/\/handlowiec\/awizacje\/lista\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await expect
      .poll(() => page.getByText(/^Znaleziono: /).innerText(), { timeout: 20_000 })
      .toMatch(new RegExp(`^Znaleziono: ${total} awizacj[aei]$`));
  });

  it('follows "Moje szkice" to the awizacje list of the drafts this user created, as many as the tile counts', async () => {
    await page.goto('/handlowiec/pulpit');
    const drafts = page.getByRole('region', { name: 'Moje szkice' });
    await drafts.waitFor();
    const count = Number(await drafts.locator('p').first().innerText());
    // The demo seed leaves the handlowiec some drafts of his own to finish.
    expect(count).toBeGreaterThan(0);
    await drafts.getByRole('link', { name: /^Dokończ / }).click();
    await page.waitForURL(/\/handlowiec\/awizacje\/lista\?(?=.*status=)(?=.*mine=true)/);
    await expect
      .poll(() => page.getByText(/^Znaleziono: /).innerText(), { timeout: 20_000 })
      .toMatch(new RegExp(`^Znaleziono: ${count} (awizacj[aei]|szkic)`));
    // Every row is a draft (the header row aside).
    const rows = page.getByRole('grid', { name: 'Lista awizacji' }).getByRole('row');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(await rows.filter({ hasNotText: 'Szkic' }).count()).toBe(1);
  });

  it('follows "Aktywne kampanie" to the campaigns list filtered to the active ones, with the filter showing it', async () => {
    await page.goto('/handlowiec/pulpit');
    const tile = page.getByRole('region', { name: 'Aktywne kampanie' });
    await tile.waitFor();
    const more = tile.getByRole('link', { name: 'Wszystkie aktywne kampanie' });
    // The tile names at most five; the demo seed runs some campaigns (and has some in every other status).
    const moreText = await more.innerText();
    const named = (await tile.getByRole('link').allInnerTexts()).filter((text) => text !== moreText);
    expect(named.length).toBeGreaterThan(0);
    await more.click();
    await page.waitForURL(/\/marketing\/kampanie\?status=active$/);
    // A select's button is named by its value, then its label.
    await expect.poll(() => page.getByRole('button', { name: /Status$/ }).innerText()).toContain('Aktywna');
    const subtitle = page.getByText(/^Znaleziono: /);
    await expect
      .poll(() => subtitle.innerText(), { timeout: 20_000 })
      .toMatch(/^Znaleziono: \d+ kampani[aei]$/);
    const total = Number((await subtitle.innerText()).replace(/\D/g, ''));
    if (named.length < 5) expect(total).toBe(named.length);
    // Every row of the first page is an active campaign (the header row aside), the tile’s among them.
    const grid = page.getByRole('grid', { name: 'Lista kampanii' });
    const rows = grid.getByRole('row');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(Math.min(total, 25) + 1);
    expect(await rows.filter({ hasNotText: 'Aktywna' }).count()).toBe(1);
    const listed = await grid.getByRole('rowheader').allInnerTexts();
    expect(listed).toEqual(expect.arrayContaining(named));
    expect(await axeViolations(page)).toEqual([]);
  });
});
