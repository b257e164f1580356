import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, launchChromium } from './browser';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');

describe('signing in and out as the demo handlowiec', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext({ baseURL: baseUrl, locale: 'pl-PL' });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the Polish sign-in page at /, with no axe violations and nothing refused by its CSP', async () => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { name: 'Zaloguj się' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Logowanie · Rampa');
    expect(await axeViolations(page)).toEqual([]);
    // index.html's inline script (ICU's warm-up) runs by its hash in the server's script-src.
    expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });

  it('sends a signed-out visitor of a private page back to /, remembering the page', async () => {
    await page.goto('/handlowiec/klienci/lista');
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).searchParams.get('powrot')).toBe('/handlowiec/klienci/lista');
    // The sign-in below starts from / itself, so it lands on the start page.
    await page.goto('/');
  });

  it('tells about a wrong password in Polish', async () => {
    await page.getByLabel('E-mail').fill('handlowiec@demo.rampa.pl');
    await page.getByLabel('Hasło').fill('to-nie-jest-haslo');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect.poll(() => page.getByText('Nieprawidłowy e-mail lub hasło.').isVisible()).toBe(true);
  });

  it('signs in with the keyboard and lands on /handlowiec/pulpit, with no axe violations', async () => {
    await page.getByLabel('E-mail').fill('handlowiec@demo.rampa.pl');
    await page.getByLabel('Hasło').fill(password);
    await page.getByLabel('Hasło').press('Enter');
    await page.waitForURL(`${baseUrl}/handlowiec/pulpit`);
    await expect.poll(() => page.getByRole('heading', { name: 'Pulpit', level: 1 }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Pulpit · Rampa');
    expect(await page.getByRole('link', { name: 'Pulpit' }).getAttribute('aria-current')).toBe('page');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('stays signed in after a reload', async () => {
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Pulpit', level: 1 }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/handlowiec/pulpit');
  });

  it('navigates client-side through the sidebar', async () => {
    await page.getByRole('link', { name: 'Kampanie', exact: true }).click();
    await page.waitForURL(`${baseUrl}/marketing/kampanie`);
    await expect.poll(() => page.getByRole('heading', { name: 'Kampanie', level: 1 }).isVisible()).toBe(true);
  });

  it('signs out from the user menu and is back on /', async () => {
    await page.getByRole('button', { name: /Menu użytkownika/ }).click();
    await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.getByRole('heading', { name: 'Zaloguj się' }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Zaloguj się' }).isVisible()).toBe(true);
  });
});
