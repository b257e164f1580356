import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  authPost as post,
  newEmail,
  newestMessage,
  signUp as signUpWith,
  signUpVerified as signUpVerifiedWith,
  totp,
} from './accounts';
import { axeViolations, launchChromium } from './browser';

const baseUrl = inject('baseUrl');
const AUTH = `${baseUrl}/v1/auth`;
const PASSWORD = 'haslo-testowe-e2e';
const signUp = (email: string) => signUpWith(email, PASSWORD);
const signUpVerified = (email: string) => signUpVerifiedWith(email, PASSWORD);

interface Session {
  accessToken: string;
}

/** A verified user with TOTP turned on through the API; the secret, for computing codes. */
async function signUpWithTotp(email: string): Promise<string> {
  await signUpVerified(email);
  const { session } = await post<{ session: Session }>('/signin/email-password', {
    email,
    password: PASSWORD,
  });
  const generated = await fetch(`${AUTH}/mfa/totp/generate`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  const { totpSecret } = (await generated.json()) as { totpSecret: string };
  await post('/user/mfa', { code: totp(totpSecret), activeMfaType: 'totp' }, session.accessToken);
  return totpSecret;
}

describe('the sign-in flows that go through e-mail, codes and links', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const visible = (locator: ReturnType<Page['getByRole']>) =>
    expect.poll(() => locator.isVisible(), { timeout: 10_000 }).toBe(true);
  const heading = (name: string) => page.getByRole('heading', { name, level: 1 });

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // A fresh browser profile per test: no session or storage carried over.
  const open = async () => {
    context = await browser.newContext({ baseURL: baseUrl, locale: 'pl-PL' });
    page = await context.newPage();
    return page;
  };

  afterEach(async () => {
    await context?.close();
  });

  it('verifies the e-mail address: "Potwierdź adres e-mail", "Wyślij ponownie", the link signs in', async () => {
    const email = newEmail('weryfikacja');
    await signUp(email);
    const first = await newestMessage(email, 'email-verify');
    await open();
    await page.goto('/');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Hasło').fill(PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await visible(heading('Potwierdź adres e-mail'));
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Wyślij ponownie' }).click();
    await visible(page.getByText('Sprawdź skrzynkę pocztową.'));
    const resent = await newestMessage(email, 'email-verify', first.id);
    expect(new URL(resent.link!).searchParams.get('redirectTo')).toBe(`${baseUrl}/`);

    await page.goto(resent.link!);
    // A signed-up user holds no organization role yet: he starts on the general dashboard.
    await page.waitForURL(`${baseUrl}/pulpit`);
    await visible(page.getByText('Adres e-mail został potwierdzony.'));
    await visible(heading('Pulpit'));
    // The single-use token does not stay in the address or the history.
    expect(page.url()).not.toContain('refreshToken');
    expect(await axeViolations(page)).toEqual([]);

    // The link is spent now: /verify sends it back with ?error=… and the page says so in Polish.
    await context.close();
    await open();
    await page.goto(resent.link!);
    await page.waitForURL((url) => url.pathname === '/');
    await visible(page.getByText('Link z e-maila wygasł lub został już użyty. Poproś o nowy.'));
    await visible(heading('Zaloguj się'));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('resets a forgotten password through the dev inbox and /nowe-haslo', async () => {
    const email = newEmail('reset');
    await signUpVerified(email);
    await open();
    await page.goto('/');
    await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
    await visible(heading('Nie pamiętasz hasła?'));
    expect(new URL(page.url()).search).toBe('?krok=reset-hasla');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Wyślij link do zmiany hasła' }).click();
    const neutral =
      'Jeśli ten adres należy do konta w Rampie, wysłaliśmy na niego link do ustawienia nowego hasła.';
    await visible(page.getByText(neutral));
    expect(await axeViolations(page)).toEqual([]);
    const message = await newestMessage(email, 'password-reset');
    expect(message.subject).toBe('Ustaw nowe hasło w Rampie');

    // An address without an account gets the very same answer.
    await page.goto('/?krok=reset-hasla');
    await page.getByLabel('E-mail').fill(newEmail('nikt'));
    await page.getByRole('button', { name: 'Wyślij link do zmiany hasła' }).click();
    await visible(page.getByText(neutral));

    await page.goto(message.link!);
    await page.waitForURL(`${baseUrl}/nowe-haslo`);
    await visible(heading('Ustaw nowe hasło'));
    expect(await page.title()).toBe('Ustaw nowe hasło · Rampa');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(/^Nowe hasło/).fill('nowe-haslo-e2e');
    await page.getByLabel('Powtórz nowe hasło').fill('inne-haslo-e2e');
    await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
    await visible(page.getByText('Hasła nie są takie same.'));
    await page.getByLabel('Powtórz nowe hasło').fill('nowe-haslo-e2e');
    await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
    await visible(page.getByText('Hasło zostało zmienione.'));
    // A signed-up user holds no organization role yet: he starts on the general dashboard.
    await page.waitForURL(`${baseUrl}/pulpit`);

    const signedIn = await post<{ session: Session }>('/signin/email-password', {
      email,
      password: 'nowe-haslo-e2e',
    });
    expect(signedIn.session.accessToken).toBeTruthy();
  });

  it('signs in with a magic link from the dev inbox', async () => {
    const email = newEmail('link');
    await signUpVerified(email);
    await open();
    await page.goto('/');
    await page.getByRole('link', { name: 'Wyślij link logowania' }).click();
    await visible(heading('Link logowania'));
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await visible(page.getByText('Sprawdź skrzynkę pocztową.'));
    expect(await axeViolations(page)).toEqual([]);

    const message = await newestMessage(email, 'signin-passwordless');
    await page.goto(message.link!);
    // A signed-up user holds no organization role yet: he starts on the general dashboard.
    await page.waitForURL(`${baseUrl}/pulpit`);
    await visible(heading('Pulpit'));
    await page.reload();
    await visible(heading('Pulpit'));
  });

  it('signs in with a one-time code from e-mail, after a wrong one', async () => {
    const email = newEmail('kod');
    await signUpVerified(email);
    await open();
    await page.goto('/');
    await page.getByRole('link', { name: 'Zaloguj kodem z e-maila' }).click();
    await visible(heading('Kod z e-maila'));
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Wyślij kod' }).click();
    const code = page.getByLabel('Kod z e-maila');
    await visible(code);
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await axeViolations(page)).toEqual([]);

    const { code: sent } = await newestMessage(email, 'signin-otp');
    const wrong = String((Number(sent) + 1) % 1_000_000).padStart(6, '0');
    await code.fill(wrong);
    await code.press('Enter');
    await visible(page.getByText('Kod jest nieprawidłowy lub wygasł. Sprawdź go albo poproś o nowy.'));
    expect(await axeViolations(page)).toEqual([]);

    await code.fill(sent!);
    await code.press('Enter');
    // A signed-up user holds no organization role yet: he starts on the general dashboard.
    await page.waitForURL(`${baseUrl}/pulpit`);
    await visible(heading('Pulpit'));
  });

  it('asks for the authenticator code of an account with MFA', async () => {
    const email = newEmail('mfa');
    const totpSecret = await signUpWithTotp(email);

    await open();
    await page.goto('/');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Hasło').fill(PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await visible(heading('Logowanie dwuetapowe'));
    const code = page.getByLabel('Kod z aplikacji uwierzytelniającej');
    expect(await code.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await axeViolations(page)).toEqual([]);

    // A code of another time window is wrong now (the server accepts only the neighbouring ones).
    const now = Date.now();
    const current = new Set([-30_000, 0, 30_000].map((shift) => totp(totpSecret, now + shift)));
    let wrong = totp(totpSecret, now + 10 * 60_000);
    for (let minutes = 11; current.has(wrong); minutes += 1) wrong = totp(totpSecret, now + minutes * 60_000);
    await code.fill(wrong);
    await code.press('Enter');
    await visible(page.getByText('Nieprawidłowy kod. Wpisz aktualny kod z aplikacji uwierzytelniającej.'));
    expect(await axeViolations(page)).toEqual([]);

    await code.fill(totp(totpSecret));
    await code.press('Enter');
    // A signed-up user holds no organization role yet: he starts on the general dashboard.
    await page.waitForURL(`${baseUrl}/pulpit`);
    await visible(heading('Pulpit'));
  });

  it('goes back from the MFA step to the password form', async () => {
    const email = newEmail('mfa-wstecz');
    await signUpWithTotp(email);

    await open();
    await page.goto('/');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Hasło').fill(PASSWORD);
    await page.getByLabel('Hasło').press('Enter');
    await visible(heading('Logowanie dwuetapowe'));
    await page.getByRole('button', { name: 'Wróć do logowania' }).click();
    await visible(heading('Zaloguj się'));
  });

  it('says in Polish when the browser has no security keys', async () => {
    await open();
    await page.addInitScript(() => {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Zaloguj kluczem bezpieczeństwa' }).click();
    await visible(page.getByText(/Ta przeglądarka nie obsługuje kluczy bezpieczeństwa/));
    expect(await axeViolations(page)).toEqual([]);
  });
});
