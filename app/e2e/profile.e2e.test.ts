import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inbox, signUpVerified, totp as totpNow } from './accounts';
import { axeViolations, launchChromium } from './browser';

const baseUrl = inject('baseUrl');

// This file changes its user's name, avatar, password, e-mail, MFA and sessions, so it signs up a user of its
// own (never a demo user): sign-up, then the verification link from the dev inbox.
const email = `profil-${randomUUID().slice(0, 8)}@example.com`;
const firstPassword = 'pierwsze-haslo-e2e';
const secondPassword = 'drugie-haslo-e2e';

// Two 128 × 128 PNGs (blue, red), so the server's transform has something to resize.
const BLUE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAIAAAACACAIAAABMXPacAAAAyElEQVR42u3RQQ0AAAjEsDODMuRjAhnwaDIFa6pHh8UCAAAEAIAAABAAAAIAQAAACAAAAQAgAAAEAIAAABAAAAIAQAAACAAAAQAgAAAEAIAAABAAAAIAQAAACAAAAQAgAAAEAIAAABAAAAIAQAAACAAAAQAAwAUAAAQAgAAAEAAAAgBAAAAIAAABACAAAAQAgAAAEAAAAgBAAAAIAAABACAAAAQAgAAAEAAAAgBAAAAIAAABACAAAAQAgAAAEAAAAgBAAAAIwIcWcBbFZSync0QAAAAASUVORK5CYII=';
const RED_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAIAAAACACAIAAABMXPacAAAAyElEQVR42u3RQREAAAjDsKmZf0GIQQY8clcFTabVYbEAAAABACAAAAQAgAAAEAAAAgBAAAAIAAABACAAAAQAgAAAEAAAAgBAAAAIAAABACAAAAQAgAAAEAAAAgBAAAAIAAABACAAAAQAgAAAEAAAAgBAAAAAcAEAAAEAIAAABACAAAAQAAACAEAAAAgAAAEAIAAABACAAAAQAAACAEAAAAgAAAEAIAAABACAAAAQAAACAEAAAAgAAAEAIAAABACAAAAQAAAC8KEFsSEEVy5A0PgAAAAASUVORK5CYII=';

const signUpAndVerify = () => signUpVerified(email, firstPassword, { locale: 'pl' });

/** Polls for up to 10 s: the machine runs several engineers' builds and tests at once. */
const until = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

async function passwordSignIn(password: string) {
  const response = await fetch(`${baseUrl}/v1/auth/signin/email-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('Profil & Ustawienia, as a user of its own', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const openSection = async (tab: 'Dane' | 'Awatar' | 'Bezpieczeństwo') => {
    await page.getByRole('tab', { name: tab }).click();
    await until(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
  };

  beforeAll(async () => {
    await signUpAndVerify();
    browser = await launchChromium();
    context = await browser.newContext({ baseURL: baseUrl, locale: 'pl-PL' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    page = await context.newPage();
    await page.goto('/');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Hasło').fill(firstPassword);
    await page.getByLabel('Hasło').press('Enter');
    await page.waitForURL((url) => url.pathname !== '/');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens from the user menu, with no axe violations in any tab', async () => {
    await page.getByRole('button', { name: /Menu użytkownika/ }).click();
    await page.getByRole('menuitem', { name: 'Profil & Ustawienia' }).click();
    await page.waitForURL(`${baseUrl}/profil`);
    await until(() => page.getByRole('heading', { name: 'Profil i ustawienia', level: 1 }).isVisible()).toBe(
      true,
    );
    expect(await page.title()).toBe('Profil i ustawienia · Rampa');
    expect(await axeViolations(page)).toEqual([]);
    await openSection('Awatar');
    expect(await axeViolations(page)).toEqual([]);
    await openSection('Bezpieczeństwo');
    await until(() => page.getByText('Brak tokenów dostępu').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(new URL(page.url()).searchParams.get('sekcja')).toBe('bezpieczenstwo');
  });

  it('checks the name in Polish, saves it and shows it in the user menu after a reload', async () => {
    await openSection('Dane');
    const firstName = page.getByLabel('Imię');
    const lastName = page.getByLabel('Nazwisko');
    await firstName.fill('');
    await lastName.fill('Kowal5ka');
    await page.getByRole('button', { name: 'Zapisz dane' }).click();
    await until(() => page.getByText('Podaj imię.').isVisible()).toBe(true);
    await until(() =>
      page.getByText('Nazwisko może zawierać tylko litery, spacje, myślniki i apostrofy.').isVisible(),
    ).toBe(true);

    await firstName.fill('Zofia');
    await lastName.fill('Kowalska-Nowak');
    await page.getByRole('button', { name: 'Zapisz dane' }).click();
    await until(() => page.getByText('Zapisano dane profilu').isVisible()).toBe(true);
    const menu = page.getByRole('button', { name: /Menu użytkownika/ });
    await until(() => menu.textContent()).toContain('Zofia Kowalska-Nowak');

    await page.reload();
    await until(() => menu.textContent()).toContain('Zofia Kowalska-Nowak');
    expect(await page.getByLabel('Imię').inputValue()).toBe('Zofia');
  });

  it('uploads an avatar, shows it resized by /v1/storage here and in the menu, replaces and removes it', async () => {
    await openSection('Awatar');
    const fileInput = page.locator('input[type="file"]');

    // Checked in the browser before anything is sent.
    await fileInput.setInputFiles({ name: 'notatka.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await until(() =>
      page
        .getByText('Ten plik nie jest obsługiwanym obrazem. Wybierz plik JPG, PNG, WebP lub AVIF.')
        .isVisible(),
    ).toBe(true);

    await fileInput.setInputFiles({
      name: 'awatar.png',
      mimeType: 'image/png',
      buffer: Buffer.from(BLUE_PNG, 'base64'),
    });
    await until(() => page.getByText('Zapisano zdjęcie profilowe').isVisible()).toBe(true);
    const avatar = page.getByRole('img', { name: 'Zdjęcie profilowe: Zofia Kowalska-Nowak' });
    await until(() => avatar.getAttribute('src')).toMatch(
      /\/v1\/storage\/files\/[0-9a-f-]{36}\/presignedurl\/contents\?/,
    );
    const firstSrc = (await avatar.getAttribute('src'))!;
    const firstUrl = new URL(firstSrc);
    expect(firstUrl.searchParams.get('w')).toBe('96');
    expect(firstUrl.searchParams.get('h')).toBe('96');
    expect(firstUrl.searchParams.get('q')).toBe('80');
    await until(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
    const served = await page.request.get(firstSrc);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');

    expect(await axeViolations(page)).toEqual([]);
    const menuImage = page.getByRole('button', { name: /Menu użytkownika/ }).locator('img');
    await until(() => menuImage.getAttribute('src')).toContain('w=96');

    // A new picture replaces the old one, whose file is deleted.
    await fileInput.setInputFiles({
      name: 'nowy.png',
      mimeType: 'image/png',
      buffer: Buffer.from(RED_PNG, 'base64'),
    });
    await until(() => avatar.getAttribute('src')).not.toBe(firstSrc);
    await until(async () => (await page.request.get(firstSrc)).status()).toBe(404);
    const secondSrc = (await avatar.getAttribute('src'))!;

    await page.getByRole('button', { name: 'Usuń zdjęcie' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń zdjęcie' }).click();
    await until(() => page.getByRole('img', { name: 'Brak zdjęcia profilowego' }).isVisible()).toBe(true);
    await until(async () => (await page.request.get(secondSrc)).status()).toBe(404);
    expect(await menuImage.count()).toBe(0);
  });

  it('changes the password of the current session', async () => {
    await openSection('Bezpieczeństwo');
    const passwordForm = page.getByRole('form', { name: 'Zmiana hasła' });
    await passwordForm.getByLabel(/^Obecne hasło/).fill('nie-to-haslo');
    await page.getByLabel(/^Nowe hasło/).fill(secondPassword);
    await page.getByLabel('Powtórz nowe hasło').fill('inne-haslo');
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await until(() => page.getByText('Hasła nie są takie same.').isVisible()).toBe(true);

    await page.getByLabel('Powtórz nowe hasło').fill(secondPassword);
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await until(() => passwordForm.getByText('Obecne hasło jest nieprawidłowe.').isVisible()).toBe(true);
    expect((await passwordSignIn(secondPassword)).status).toBe(401);

    await passwordForm.getByLabel(/^Obecne hasło/).fill(firstPassword);
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await until(() => page.getByText(/Zmieniono hasło/).isVisible()).toBe(true);
    expect((await passwordSignIn(firstPassword)).status).toBe(401);
    expect((await passwordSignIn(secondPassword)).status).toBe(200);
  });

  it('sends the e-mail change confirmation to the new address', async () => {
    const newEmail = `nowy-${email}`;
    await page.getByLabel('Nowy adres e-mail').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Zmień adres e-mail' }).click();
    await until(() => page.getByText('To jest Twój obecny adres e-mail. Podaj inny.').isVisible()).toBe(true);

    await page.getByLabel('Nowy adres e-mail').fill(newEmail);
    await page
      .getByRole('form', { name: 'Zmiana adresu e-mail' })
      .getByLabel(/^Obecne hasło/)
      .fill(secondPassword);
    await page.getByRole('button', { name: 'Zmień adres e-mail' }).click();
    await until(() =>
      page.getByText(`Wysłaliśmy link potwierdzający na adres ${newEmail}.`, { exact: false }).isVisible(),
    ).toBe(true);
    const [message] = await inbox(newEmail, 'email-confirm-change');
    expect(message?.link).toContain('emailConfirmChange');
  });

  it('turns on two-factor sign-in with the QR code and a code, after which a password sign-in needs the code', async () => {
    await page.getByRole('button', { name: 'Włącz logowanie dwuetapowe' }).click();
    const qr = page.getByRole('img', {
      name: 'Kod QR do dodania konta Rampa w aplikacji uwierzytelniającej',
    });
    await until(() => qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = (await page.getByLabel('Klucz do wpisania ręcznie').textContent())!.trim();
    expect(await axeViolations(page)).toEqual([]);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await page.getByLabel('Kod z aplikacji uwierzytelniającej').fill('12');
    await page.getByRole('button', { name: 'Włącz logowanie dwuetapowe' }).click();
    await until(() => page.getByText('Kod ma 6 cyfr.').isVisible()).toBe(true);

    await page.getByLabel('Kod z aplikacji uwierzytelniającej').fill(totpNow(secret));
    await page.getByRole('button', { name: 'Włącz logowanie dwuetapowe' }).click();
    await until(() => page.getByText('Włączono logowanie dwuetapowe.').isVisible()).toBe(true);
    await until(() => page.getByText('Włączone', { exact: true }).isVisible()).toBe(true);

    const signIn = await passwordSignIn(secondPassword);
    expect(signIn.status).toBe(200);
    expect(signIn.body.session ?? null).toBeNull();
    const ticket = (signIn.body.mfa as { ticket: string }).ticket;
    expect(ticket).toMatch(/^mfaTotp:/);
    const withCode = await fetch(`${baseUrl}/v1/auth/signin/mfa/totp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket, otp: totpNow(secret) }),
    });
    expect(withCode.status).toBe(200);
    expect(
      ((await withCode.json()) as { session: { accessToken: string } }).session.accessToken,
    ).toBeTruthy();
  });

  it('adds a security key (a virtual authenticator) and lists it', async () => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    await page.getByLabel('Nazwa nowego klucza').fill('Laptop służbowy');
    await page.getByRole('button', { name: 'Dodaj klucz bezpieczeństwa' }).click();
    await until(() => page.getByText('Dodano klucz „Laptop służbowy”.').isVisible()).toBe(true);
    const keys = page.getByRole('list', { name: 'Twoje klucze bezpieczeństwa' });
    await until(() => keys.textContent()).toContain('Laptop służbowy');
  });

  it('creates a personal access token, shows it once, lists it and revokes it', async () => {
    await page.getByLabel('Nazwa tokenu').fill('Integracja ERP');
    await page.getByRole('button', { name: 'Utwórz token' }).click();
    const shown = page.getByLabel('Token Integracja ERP');
    await until(() => shown.textContent()).toMatch(/^[0-9a-f-]{36}$/);
    const token = (await shown.textContent())!;
    await page.getByRole('button', { name: 'Kopiuj token' }).click();
    await until(() => page.getByText('Skopiowano token do schowka.').isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    const tokens = page.getByRole('list', { name: 'Twoje tokeny dostępu' });
    await until(() => tokens.textContent()).toContain('Integracja ERP');
    const signInPat = () =>
      fetch(`${baseUrl}/v1/auth/signin/pat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ personalAccessToken: token }),
      }).then((response) => response.status);
    expect(await signInPat()).toBe(200);

    await page.getByRole('button', { name: 'Unieważnij token: Integracja ERP' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unieważnij' }).click();
    await until(() => page.getByText('Brak tokenów dostępu').isVisible()).toBe(true);
    expect(await signInPat()).toBe(401);
  });

  it('signs out of every device', async () => {
    const refreshToken = await page.evaluate(() => localStorage.getItem('nhostRefreshToken'));
    expect(refreshToken).toBeTruthy();
    await page.getByRole('button', { name: 'Wyloguj ze wszystkich urządzeń' }).click();
    const signedOut = page.waitForResponse((response) => response.url().endsWith('/v1/auth/signout'));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Wyloguj wszędzie' }).click();
    const response = await signedOut;
    expect(response.status(), await response.text()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ all: true });
    await page.waitForURL(`${baseUrl}/`);
    await until(() => page.getByRole('heading', { name: 'Zaloguj się' }).isVisible()).toBe(true);
    const refresh = await fetch(`${baseUrl}/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    expect(refresh.status).toBe(401);
  });
});
