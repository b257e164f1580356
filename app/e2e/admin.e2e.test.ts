import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { devInboxHeaders } from './accounts';
import { axeViolations, chooseOption, launchChromium } from './browser';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');

// Each run invites its own user, so the demo users' roles and accounts are never touched.
const invited = { name: 'Ewa Zaproszona', email: `ewa.zaproszona.${Date.now()}@example.pl` };

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByLabel('Hasło').press('Enter');
  // Each role starts in its own area (the administrator on /admin).
  await page.waitForURL((url) => url.pathname !== '/');
}

// Round trips through the backend, and a cold page load, may take a while on a busy machine.
const slow = { timeout: 15_000 };

/** Chooses an item of a user's Działania menu. */
async function userAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Działania: ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Picks the `nth` company the picker offers for the codes KL-000001…9; answers its label (name and code). */
async function pickCompany(page: Page, dialog: Locator, nth: number) {
  const picker = dialog.getByRole('combobox', { name: /Firma klienta/ });
  // The search's own answer: not the loading row, nor the list loaded on open.
  const label = await chooseOption(picker, 'KL-00000', /\(KL-00000\d\)$/, nth);
  await expect.poll(() => picker.inputValue(), slow).toBe(label);
  return label;
}

/** The company the invited user got with the Klient role. */
let firstCompany = '';

describe('/admin: the organization administrator manages users', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await (await browser.newContext({ baseURL: baseUrl, locale: 'pl-PL' })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens Administracja from the sidebar and lists the organization users, with no axe violations', async () => {
    await signIn(page, 'admin@demo.rampa.pl');
    await page.getByRole('link', { name: 'Administracja' }).click();
    await page.waitForURL(`${baseUrl}/admin`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Użytkownicy organizacji', level: 1 }).isVisible(), slow)
      .toBe(true);
    expect(await page.title()).toBe('Administracja · Rampa');
    await expect.poll(() => row(page, 'magazynier@demo.rampa.pl').count(), slow).toBe(1);
    await expect
      .poll(() => row(page, 'magazynier@demo.rampa.pl').textContent(), slow)
      .toContain('Magazynier');
    expect(await row(page, 'admin@demo.rampa.pl').textContent()).toContain('Twoje konto');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('searches on the server and keeps the search in the address', async () => {
    await page.getByLabel('Szukaj użytkowników').fill('kierowca@demo');
    await page.waitForURL(/\/admin\?q=kierowca%40demo/);
    await expect.poll(() => row(page, 'magazynier@demo.rampa.pl').count(), slow).toBe(0);
    await expect.poll(() => row(page, 'kierowca@demo.rampa.pl').count(), slow).toBe(1);
    // The header and one user (the organization card above the list has rows of its own).
    expect(await page.getByRole('grid', { name: 'Użytkownicy organizacji' }).getByRole('row').count()).toBe(
      2,
    );
    await page.getByRole('button', { name: 'Wyczyść filtry' }).click();
    await expect.poll(() => row(page, 'handlowiec@demo.rampa.pl').count(), slow).toBe(1);
  });

  it('invites a user with the keyboard, checking the fields in Polish, and the invitee gets an e-mail', async () => {
    await page.getByRole('button', { name: 'Zaproś użytkownika' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Zaproś użytkownika' });
    await expect.poll(() => dialog.isVisible(), slow).toBe(true);
    await dialog.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
    await expect.poll(() => dialog.getByText('Podaj imię i nazwisko').isVisible(), slow).toBe(true);
    expect(await dialog.getByText('Podaj adres e-mail').isVisible()).toBe(true);
    expect(await dialog.getByText('Wybierz rolę', { exact: true }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByLabel('Imię i nazwisko').fill(invited.name);
    await dialog.getByLabel('E-mail').fill(invited.email);
    await dialog.getByLabel('E-mail').press('Tab');
    await page.keyboard.press('Enter'); // opens the role list
    await page.getByRole('option', { name: 'Kierowca' }).click();
    await dialog.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
    await expect.poll(() => dialog.isVisible(), slow).toBe(false);
    await expect
      .poll(() => page.getByText(`Wysłano zaproszenie na adres ${invited.email}`).isVisible(), slow)
      .toBe(true);

    const inbox = await fetch(`${baseUrl}/v1/dev/inbox/messages?to=${encodeURIComponent(invited.email)}`, {
      headers: devInboxHeaders,
    });
    const { messages } = (await inbox.json()) as { messages: { to: string; link?: string }[] };
    expect(messages).toHaveLength(1);
    expect(messages[0]!.link).toMatch(/\/v1\/auth\/verify\?/);

    await page.getByLabel('Szukaj użytkowników').fill(invited.email);
    await expect.poll(() => row(page, invited.email).count(), slow).toBe(1);
    const text = await row(page, invited.email).textContent();
    expect(text).toContain('Kierowca');
    expect(text).toContain('Zaproszone');
  });

  it('refuses to invite an address that already has an account, next to the field', async () => {
    await page.getByRole('button', { name: 'Zaproś użytkownika' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zaproś użytkownika' });
    await dialog.getByLabel('Imię i nazwisko').fill('Ktoś Inny');
    await dialog.getByLabel('E-mail').fill(invited.email);
    await dialog.getByRole('button', { name: 'Rola' }).click();
    await page.getByRole('option', { name: 'Klient' }).click();
    await pickCompany(page, dialog, 0);
    await dialog.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
    await expect
      .poll(() => dialog.getByText('Użytkownik z tym adresem e-mail już istnieje').isVisible(), slow)
      .toBe(true);
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await expect.poll(() => dialog.isVisible(), slow).toBe(false);
  });

  it("changes the invited user's roles", async () => {
    await userAction(page, invited.name, 'Zmień role');
    const dialog = page.getByRole('dialog', { name: 'Zmień role' });
    await dialog.getByRole('checkbox', { name: 'Kierowca' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Zapisz role' }).click();
    await expect.poll(() => dialog.getByText('Wybierz co najmniej jedną rolę').isVisible(), slow).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Magazynier' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('checkbox', { name: 'Klient' }).focus();
    await page.keyboard.press('Space');
    // A klient works for one company: adding the role asks for it.
    await dialog.getByRole('button', { name: 'Zapisz role' }).click();
    await expect.poll(() => dialog.getByText('Wybierz firmę klienta').isVisible(), slow).toBe(true);
    firstCompany = await pickCompany(page, dialog, 0);
    await dialog.getByRole('button', { name: 'Zapisz role' }).click();
    await expect.poll(() => dialog.isVisible(), slow).toBe(false);
    await expect
      .poll(() => row(page, invited.email).textContent(), slow)
      .toMatch(/Magazynier.*Klient|Klient.*Magazynier/);
    expect(await row(page, invited.email).textContent()).not.toContain('Kierowca');
    expect(await row(page, invited.email).textContent()).toContain(`Firma: ${firstCompany}`);
  });

  it("moves the invited klient to another company with 'Zmień firmę'", async () => {
    await userAction(page, invited.name, 'Zmień firmę');
    const dialog = page.getByRole('dialog', { name: 'Zmień firmę' });
    await expect.poll(() => dialog.textContent(), slow).toContain(`Obecnie: ${firstCompany}.`);
    await dialog.getByRole('button', { name: 'Zapisz firmę' }).click();
    await expect.poll(() => dialog.getByText('Wybierz firmę klienta').isVisible(), slow).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const other = await pickCompany(page, dialog, 1);
    expect(other).not.toBe(firstCompany);
    await dialog.getByRole('button', { name: 'Zapisz firmę' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible(), slow).toBe(false);
    await expect.poll(() => row(page, invited.email).textContent(), slow).toContain(`Firma: ${other}`);
    // The list comes from the server: after a reload he is still at the new company.
    await page.reload();
    await expect.poll(() => row(page, invited.email).textContent(), slow).toContain(`Firma: ${other}`);
  });

  it('disables the invited user after a confirmation, and enables him again', async () => {
    await userAction(page, invited.name, 'Zablokuj konto');
    const confirm = page.getByRole('alertdialog', { name: 'Zablokować konto?' });
    await confirm.getByRole('button', { name: 'Zablokuj' }).click();
    await expect.poll(() => row(page, invited.email).textContent(), slow).toContain('Zablokowane');
    expect(await axeViolations(page)).toEqual([]);
    await userAction(page, invited.name, 'Odblokuj konto');
    await page
      .getByRole('alertdialog', { name: 'Odblokować konto?' })
      .getByRole('button', { name: 'Odblokuj' })
      .click();
    await expect.poll(() => row(page, invited.email).textContent(), slow).not.toContain('Zablokowane');
    await userAction(page, invited.name, 'Zablokuj konto');
    await page
      .getByRole('alertdialog', { name: 'Zablokować konto?' })
      .getByRole('button', { name: 'Zablokuj' })
      .click();
    await expect.poll(() => row(page, invited.email).textContent(), slow).toContain('Zablokowane');
  });
});

describe('/admin is closed to everyone else', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await (await browser.newContext({ baseURL: baseUrl, locale: 'pl-PL' })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows handlowiec no Administracja link and no access at /admin', async () => {
    await signIn(page, 'handlowiec@demo.rampa.pl');
    expect(await page.getByRole('link', { name: 'Administracja' }).count()).toBe(0);
    await page.goto('/admin');
    await expect.poll(() => page.getByText('Brak dostępu').isVisible(), slow).toBe(true);
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('refuses handlowiec on the server: the invitation function and other users', async () => {
    const signin = await fetch(`${baseUrl}/v1/auth/signin/email-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'handlowiec@demo.rampa.pl', password }),
    });
    const { session } = (await signin.json()) as { session: { accessToken: string } };
    const authorization = `Bearer ${session.accessToken}`;
    const invite = await fetch(`${baseUrl}/v1/functions/admin/invite-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ email: 'nie.wolno@example.pl', displayName: 'Nie Wolno', role: 'org_admin' }),
    });
    expect(invite.status).toBe(403);
    const users = await fetch(`${baseUrl}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ query: '{ users { email } }' }),
    });
    expect(await users.json()).toEqual({ data: { users: [{ email: 'handlowiec@demo.rampa.pl' }] } });
  });
});
