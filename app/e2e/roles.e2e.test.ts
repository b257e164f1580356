import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { createOrganizationUser, graphqlAs, signInApi } from './accounts';
import { axeViolations, launchChromium } from './browser';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');

// Round trips through the backend, and a cold page load, may take a while on a busy machine.
const slow = { timeout: 20_000 };

/** The Handlowiec menu of spec §2, as the sidebar links to it. */
const SALES_MENU = [
  '/handlowiec/pulpit',
  '/handlowiec/klienci/nowy-klient',
  '/handlowiec/klienci/lista',
  '/handlowiec/awizacje/nowa',
  '/handlowiec/awizacje/lista',
  '/marketing/kampanie',
  '/handlowiec/produkty/lista',
];

interface Area {
  /** The active role's Polish name, as the sidebar's role label shows it. */
  label: string;
  path: string;
  heading: string;
  title: string;
  /** The sidebar's links, in order. */
  menu: string[];
}

const AREAS = {
  handlowiec: {
    label: 'Handlowiec',
    path: '/handlowiec/pulpit',
    heading: 'Pulpit',
    title: 'Pulpit',
    menu: SALES_MENU,
  },
  magazynier: {
    label: 'Magazynier',
    path: '/magazynier/',
    heading: 'Plan dnia',
    title: 'Plan dnia',
    menu: ['/magazynier'],
  },
  kierowca: {
    label: 'Kierowca',
    path: '/kierowca/',
    heading: 'Moje awizacje',
    title: 'Moje awizacje',
    menu: ['/kierowca'],
  },
  klient: {
    label: 'Klient',
    path: '/klient/',
    heading: 'Awizacje firmy',
    title: 'Awizacje firmy',
    menu: ['/klient', '/klient/nowa', '/klient/cenniki'],
  },
  org_admin: {
    label: 'Administrator',
    path: '/admin',
    heading: 'Użytkownicy organizacji',
    title: 'Administracja',
    menu: [...SALES_MENU, '/admin', '/admin/magazyny'],
  },
} satisfies Record<string, Area>;

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Panel boczny' });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Nawigacja główna' });
const menuOf = (page: Page) =>
  nav(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
/** The role switcher of a user with several roles: a button named "<role> Rola". */
const switcher = (page: Page) => sidebar(page).getByRole('button', { name: /Rola$/ });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

async function signInThroughForm(page: Page, email: string, secret = password) {
  await expect.poll(() => heading(page, 'Zaloguj się').isVisible(), slow).toBe(true);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(secret);
  await page.getByLabel('Hasło').press('Enter');
}

/** The page shows `area` as the active role's own: address, heading, title, menu, dashboard link. */
async function expectArea(page: Page, area: Area) {
  // The router writes an area's index page without its trailing slash (`/magazynier/` shows as `/magazynier`).
  await page.waitForURL(
    (url) => url.pathname.replace(/\/$/, '') === area.path.replace(/\/$/, '') && !url.search,
  );
  await expect.poll(() => heading(page, area.heading).isVisible(), slow).toBe(true);
  expect(await page.title()).toBe(`${area.title} · Rampa`);
  expect(await menuOf(page)).toEqual(area.menu);
  // The start page's own menu item is marked current (the administrator's is Administracja, not Pulpit).
  expect(
    await nav(page)
      .locator('a[aria-current="page"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual([area.path.replace(/\/$/, '')]);
  const sales = area.menu.includes('/handlowiec/klienci/lista') ? 1 : 0;
  expect(await nav(page).getByRole('link', { name: 'Nowy klient' }).count()).toBe(sales);
  expect(await nav(page).getByRole('link', { name: 'Lista klientów' }).count()).toBe(sales);
  expect(await nav(page).getByRole('link', { name: 'Kampanie' }).count()).toBe(sales);
}

/** The ClientList requests a page sends from now on (the body names the operation). */
function clientListRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url() === `${baseUrl}/v1/graphql` && (request.postData() ?? '').includes('ClientList')) {
      requests.push(request);
    }
  });
  return requests;
}

describe('every demo user signs in through the form into his own area', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['handlowiec@demo.rampa.pl', AREAS.handlowiec],
    ['magazynier@demo.rampa.pl', AREAS.magazynier],
    ['kierowca@demo.rampa.pl', AREAS.kierowca],
    ['klient@demo.rampa.pl', AREAS.klient],
    ['admin@demo.rampa.pl', AREAS.org_admin],
  ])(
    '%s lands on his start page with his menu and role label, with no axe violations',
    async (email, area) => {
      context = await browser.newContext({ baseURL: baseUrl, locale: 'pl-PL' });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await page.goto('/');
      await signInThroughForm(page, email);
      await expectArea(page, area);

      // One role: its name as a label, with nothing to switch to.
      await expect
        .poll(() => sidebar(page).getByText(`${area.label} Rola`, { exact: true }).isVisible(), slow)
        .toBe(true);
      expect(await switcher(page).count()).toBe(0);

      if (area === AREAS.org_admin) {
        // The list is loaded before it is judged, not its skeleton.
        await expect.poll(() => page.getByRole('row').filter({ hasText: email }).count(), slow).toBe(1);
      }
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});

describe('the Handlowiec area: open to the administrator, closed to the magazynier', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  afterAll(async () => {
    await browser?.close();
  });

  const open = async () => {
    context = await browser.newContext({ baseURL: baseUrl, locale: 'pl-PL' });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  };

  it('admin@ sees the real clients at /handlowiec/klienci/lista, asked for as org_admin', async () => {
    const page = await open();
    await page.goto('/');
    await signInThroughForm(page, 'admin@demo.rampa.pl');
    await expectArea(page, AREAS.org_admin);

    const asked = clientListRequests(page);
    await page.goto('/handlowiec/klienci/lista');
    await expect.poll(() => heading(page, 'Klienci').isVisible(), slow).toBe(true);
    await expect
      .poll(() => page.getByRole('grid', { name: 'Lista klientów' }).getByRole('row').count(), slow)
      .toBe(26);
    await expect.poll(() => page.getByText(/^Razem: \d[\d\s]* klientów$/).isVisible(), slow).toBe(true);
    expect(await heading(page, 'Brak dostępu').count()).toBe(0);

    expect(asked.length).toBeGreaterThan(0);
    for (const request of asked) expect(request.headers()['x-hasura-role']).toBe('org_admin');
    // The answer the page shows: the last one (an earlier one may belong to a page load that was left, and the
    // browser then keeps no body for it).
    const answer = (await (await asked.at(-1)!.response())!.json()) as {
      data?: { clients: { code: string }[] };
      errors?: unknown;
    };
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.clients).toHaveLength(25);
    for (const client of answer.data!.clients) expect(client.code).toMatch(/^KL-\d{6}$/);
    // The administrator keeps his own menu there, with the list marked as the current page.
    expect(await menuOf(page)).toEqual(AREAS.org_admin.menu);
    expect(await nav(page).getByRole('link', { name: 'Lista klientów' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('magazynier@ sees "Brak dostępu" at /handlowiec/klienci/lista, and nothing is asked for', async () => {
    const page = await open();
    await page.goto('/');
    await signInThroughForm(page, 'magazynier@demo.rampa.pl');
    await expectArea(page, AREAS.magazynier);

    const asked = clientListRequests(page);
    await page.goto('/handlowiec/klienci/lista');
    await expect.poll(() => heading(page, 'Brak dostępu').isVisible(), slow).toBe(true);
    expect(await page.getByText('Jako Magazynier nie masz tu dostępu').isVisible()).toBe(true);
    // He holds no role that may enter: nothing to switch to, only the way back.
    expect(await page.getByRole('button', { name: /^Przełącz na rolę/ }).count()).toBe(0);
    expect(await page.getByRole('grid').count()).toBe(0);
    expect(await menuOf(page)).toEqual(AREAS.magazynier.menu);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Wróć do pulpitu' }).click();
    await expectArea(page, AREAS.magazynier);
  });

  it("the server refuses magazynier@'s token asking as handlowiec, in Hasura's error shape", async () => {
    const { accessToken } = await signInApi('magazynier@demo.rampa.pl', password);
    const query = '{ clients(limit: 1, order_by: {code: asc}) { code name } }';
    expect(await graphqlAs(accessToken, query, { role: 'handlowiec' })).toEqual({
      errors: [
        {
          message: 'Your requested role is not in allowed roles',
          extensions: { path: '$', code: 'access-denied' },
        },
      ],
    });
    // The same request in his own role is answered: it was the role that was refused.
    const own = await graphqlAs<{ clients: { code: string }[] }>(accessToken, query, { role: 'magazynier' });
    expect(own.errors).toBeUndefined();
    expect(own.data!.clients).toEqual([
      { code: expect.stringMatching(/^KL-\d{6}$/), name: expect.any(String) },
    ]);
  });
});

describe('a deep link survives signing in', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const open = async () => {
    page = await (await browser.newContext({ baseURL: baseUrl, locale: 'pl-PL' })).newPage();
    page.setDefaultTimeout(20_000);
  };

  it("a signed-out visit to a client's edit page goes through the sign-in form to that client", async () => {
    const { accessToken } = await signInApi('handlowiec@demo.rampa.pl', password);
    const seeded = await graphqlAs<{ clients: { code: string; name: string }[] }>(
      accessToken,
      '{ clients(limit: 1, order_by: {code: asc}) { code name } }',
      { role: 'handlowiec' },
    );
    const [client] = seeded.data!.clients;
    expect(client!.code).toMatch(/^KL-\d{6}$/);
    const asked = `/handlowiec/klienci/edycja?clientCode=${client!.code}`;

    await open();
    await page.goto(asked);
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).searchParams.get('powrot')).toBe(asked);
    await signInThroughForm(page, 'handlowiec@demo.rampa.pl');

    await page.waitForURL(`${baseUrl}${asked}`);
    await expect.poll(() => heading(page, client!.name).isVisible(), slow).toBe(true);
    expect(pathOf(page)).toBe(asked);
    expect(await page.title()).toBe(`Klient ${client!.code} · Rampa`);
  });

  it('a return address on another site is ignored: the user lands on his start page', async () => {
    await open();
    await page.goto(`/?powrot=${encodeURIComponent('//evil.example/handlowiec/pulpit')}`);
    await signInThroughForm(page, 'handlowiec@demo.rampa.pl');
    await expectArea(page, AREAS.handlowiec);
  });
});

describe('a user with two roles switches between them', () => {
  const PASSWORD = 'haslo-dwie-role-e2e';
  let browser: Browser;
  let page: Page;
  let user: { email: string; userId: string };

  const storedRole = () =>
    page.evaluate((key) => localStorage.getItem(key), `rampaActiveRole:${user.userId}`);

  async function pick(role: string) {
    await switcher(page).click();
    await page.getByRole('listbox').getByRole('option', { name: role }).click();
  }

  beforeAll(async () => {
    user = await createOrganizationUser('dwie-role', ['handlowiec', 'magazynier'], PASSWORD);
    browser = await launchChromium();
    page = await (await browser.newContext({ baseURL: baseUrl, locale: 'pl-PL' })).newPage();
    page.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs in to his default role, Handlowiec, with a switcher that lists only his roles', async () => {
    await page.goto('/');
    await signInThroughForm(page, user.email, PASSWORD);
    await expectArea(page, AREAS.handlowiec);
    await expect.poll(() => switcher(page).textContent(), slow).toContain('Handlowiec');

    await switcher(page).click();
    const listbox = page.getByRole('listbox');
    await expect.poll(() => listbox.isVisible(), slow).toBe(true);
    expect(await listbox.getByRole('option').allTextContents()).toEqual(['Handlowiec', 'Magazynier']);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => listbox.count(), slow).toBe(0);
  });

  it("picks Magazynier: the magazynier's area and menu, remembered for him", async () => {
    await pick('Magazynier');
    await expectArea(page, AREAS.magazynier);
    await expect.poll(() => switcher(page).textContent(), slow).toContain('Magazynier');
    expect(await storedRole()).toBe('magazynier');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('is still Magazynier after a reload, and / takes him to his area', async () => {
    await page.reload();
    await expectArea(page, AREAS.magazynier);
    await expect.poll(() => switcher(page).textContent(), slow).toContain('Magazynier');
    await page.goto('/');
    await expectArea(page, AREAS.magazynier);
  });

  it('switches back to Handlowiec from the sidebar', async () => {
    await pick('Handlowiec');
    await expectArea(page, AREAS.handlowiec);
    await expect.poll(() => switcher(page).textContent(), slow).toContain('Handlowiec');
    expect(await storedRole()).toBe('handlowiec');
  });

  it('as Magazynier, is offered a switch on "Brak dostępu" and then sees the clients asked for as handlowiec', async () => {
    await pick('Magazynier');
    await expectArea(page, AREAS.magazynier);
    await page.goto('/handlowiec/klienci/lista');
    await expect.poll(() => heading(page, 'Brak dostępu').isVisible(), slow).toBe(true);
    const offered = page.getByRole('button', { name: /^Przełącz na rolę/ });
    expect(await offered.allTextContents()).toEqual(['Przełącz na rolę Handlowiec']);

    const asked = clientListRequests(page);
    await offered.click();
    await expect.poll(() => heading(page, 'Klienci').isVisible(), slow).toBe(true);
    expect(pathOf(page)).toBe('/handlowiec/klienci/lista');
    await expect
      .poll(() => page.getByRole('grid', { name: 'Lista klientów' }).getByRole('row').count(), slow)
      .toBe(26);
    expect(asked.length).toBeGreaterThan(0);
    for (const request of asked) expect(request.headers()['x-hasura-role']).toBe('handlowiec');
    expect(await menuOf(page)).toEqual(SALES_MENU);
    expect(await storedRole()).toBe('handlowiec');
  });
});
