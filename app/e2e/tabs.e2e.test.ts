import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { createOrganizationUser } from './accounts';
import { launchChromium } from './browser';

const baseUrl = inject('baseUrl');
const PASSWORD = 'haslo-trzy-karty-e2e';
const slow = { timeout: 20_000 };

// Three tabs of one browser share one stored refresh token, which the server rotates on every use. A reload
// signs each tab in again with a refresh (sdk: token import), so reloading all three at once makes three tabs
// rotate the same token at the same moment: the Web Locks lock (sdk/src/auth/refreshLock.ts) must line them
// up, each presenting the token the one before stored. A user of this file's own, so no demo session rotates.

interface Tab {
  path: string;
  heading: string;
  /** The page shows data it asked the GraphQL API for. */
  graphql?: true;
}

const TABS: Tab[] = [
  { path: '/handlowiec/pulpit', heading: 'Pulpit' },
  { path: '/handlowiec/klienci/lista', heading: 'Klienci', graphql: true },
  { path: '/profil', heading: 'Profil i ustawienia' },
];

/** One POST /v1/auth/token of a tab: the refresh token it presented and what the server said. */
interface TokenCall {
  tab: number;
  presented: string;
  status: number;
  /** The access token handed out (on success), once the answer's body is read. */
  accessToken: Promise<string | undefined>;
}

describe('three tabs of one user, reloaded and refreshed at the same moment', () => {
  let browser: Browser;
  let context: BrowserContext;
  let pages: Page[] = [];
  const calls: TokenCall[] = [];

  const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

  /** Every tab is signed in on its own page: the shell and its heading, not the sign-in form; data loads. */
  async function expectSignedIn() {
    for (const [index, tab] of TABS.entries()) {
      const page = pages[index]!;
      await expect.poll(() => heading(page, tab.heading).isVisible(), slow).toBe(true);
      expect(new URL(page.url()).pathname).toBe(tab.path);
      expect(await page.getByRole('navigation', { name: 'Nawigacja główna' }).isVisible()).toBe(true);
      expect(await heading(page, 'Zaloguj się').count()).toBe(0);
      if (tab.graphql) {
        await expect
          .poll(() => page.getByRole('grid', { name: 'Lista klientów' }).getByRole('row').count(), slow)
          .toBe(26);
        await expect.poll(() => page.getByText(/^Razem: \d[\d\s]* klientów$/).isVisible(), slow).toBe(true);
      }
    }
  }

  /** No tab holds or waits for the refresh lock: every refresh begun has stored its successor. */
  async function refreshesSettled() {
    await expect
      .poll(async () => {
        const { held = [], pending = [] } = await pages[0]!.evaluate(() => navigator.locks.query());
        return [...held, ...pending].filter((lock) => lock.name?.startsWith('rampa-auth-refresh:')).length;
      }, slow)
      .toBe(0);
  }

  /** The token calls since `from`: one at least from every tab, all answered 200, no refresh token presented twice. */
  async function expectOrderlyRotation(from: number) {
    await expect.poll(() => new Set(calls.slice(from).map((call) => call.tab)).size, slow).toBe(TABS.length);
    await refreshesSettled();
    const round = calls.slice(from);
    expect(round.map((call) => call.status)).toEqual(round.map(() => 200));
    expect(new Set(round.map((call) => call.presented)).size).toBe(round.length);
    return round;
  }

  beforeAll(async () => {
    const user = await createOrganizationUser('trzy-karty', ['handlowiec'], PASSWORD);
    browser = await launchChromium();
    context = await browser.newContext({ baseURL: baseUrl, locale: 'pl-PL' });
    // A fake clock that runs with real time until a test moves it, in every tab of the context at once.
    await context.clock.install();
    pages = await Promise.all(TABS.map(() => context.newPage()));
    for (const [tab, page] of pages.entries()) {
      page.setDefaultTimeout(20_000);
      page.on('request', (request) => {
        if (request.url() !== `${baseUrl}/v1/auth/token` || request.method() !== 'POST') return;
        void request.response().then((response) => {
          if (!response) return;
          const { refreshToken } = request.postDataJSON() as { refreshToken: string };
          calls.push({
            tab,
            presented: refreshToken,
            status: response.status(),
            accessToken: response
              .json()
              .then((body: { accessToken?: string }) => body.accessToken)
              .catch(() => undefined),
          });
        });
      });
    }

    const first = pages[0]!;
    await first.goto('/');
    await first.getByLabel('E-mail').fill(user.email);
    await first.getByLabel('Hasło').fill(PASSWORD);
    await first.getByLabel('Hasło').press('Enter');
    await first.waitForURL(`${baseUrl}${TABS[0]!.path}`);
    for (const [index, tab] of TABS.entries()) if (index > 0) await pages[index]!.goto(tab.path);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens the same session in three tabs', async () => {
    await expectSignedIn();
    await refreshesSettled();
    expect(calls.every((call) => call.status === 200)).toBe(true);
  });

  it.each([1, 2, 3])('reload %i: all three tabs reload at once and stay signed in', async () => {
    const from = calls.length;
    await Promise.all(pages.map((page) => page.reload()));
    await expectSignedIn();
    await expectOrderlyRotation(from);
  });

  it('all three tabs refresh their access tokens at once and go on with the newest', async () => {
    const from = calls.length;
    // Past the 15-minute access token in every tab at once: each tab's next refresh tick finds it expired.
    await context.clock.fastForward('15:00');
    const round = await expectOrderlyRotation(from);
    const issued = new Set(await Promise.all(round.map((call) => call.accessToken)));

    // Every GraphQL request the tabs make from now on carries an access token of this round, and data comes.
    const [dashboard, list, profile] = pages as [Page, Page, Page];
    const requests: Request[] = [];
    for (const page of pages) {
      page.on('request', (request) => {
        if ((request.postData() ?? '').includes('ClientList')) requests.push(request);
      });
    }
    for (const page of [dashboard, profile]) await page.getByRole('link', { name: 'Lista klientów' }).click();
    await list.getByRole('searchbox', { name: 'Szukaj klientów' }).fill('a');
    for (const page of pages) {
      await expect
        .poll(() => page.getByRole('grid', { name: 'Lista klientów' }).getByRole('row').count(), slow)
        .toBeGreaterThan(1);
    }
    await expect.poll(() => new Set(requests.map((request) => request.frame().page())).size, slow).toBe(3);
    for (const request of requests) {
      expect(issued.has(request.headers().authorization?.replace(/^Bearer /, ''))).toBe(true);
    }
    // Each tab is answered with clients (a request the browser dropped, e.g. a link's preload overtaken by the
    // click, has no body to read and is left out).
    const answered = await Promise.all(
      requests.map(async (request) => {
        const body = (await (await request.response())?.json().catch(() => undefined)) as
          { data?: { clients: unknown[] } } | undefined;
        return body && { page: request.frame().page(), clients: body.data?.clients.length ?? 0 };
      }),
    );
    for (const page of pages) {
      const mine = answered.filter((answer) => answer?.page === page);
      expect(mine.length).toBeGreaterThan(0);
      for (const answer of mine) expect(answer!.clients).toBeGreaterThan(0);
    }
    for (const page of pages) {
      await expect.poll(() => heading(page, 'Klienci').isVisible(), slow).toBe(true);
      expect(await heading(page, 'Zaloguj się').count()).toBe(0);
    }
  });
});
