import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { zonedInstant } from '@rampa/domain';
import { shiftDay } from '../src/features/warehouse/warehouseDay';
import {
  graphqlAs,
  inboundRamps,
  inboundWarehouse,
  signInApi,
  WAREHOUSE_FIELDS,
  type BookableWarehouse,
} from './accounts';
import {
  axeViolations,
  launchChromium,
  markDocument,
  markKept,
  newAppContext,
  newTab,
  signIn,
  signedInPage,
} from './browser';
import { confirmOnRamp } from './notices-api';

const password = inject('demoPassword');

// One notice across three roles, live: the demo klient requests a delivery and watches his start page and the
// notice's page; the demo magazynier confirms it (through the API, as his day screen would); both of the
// klient's pages show "Potwierdzona" without a reload. Then the handlowiec who owns the client signs in: his bell
// counts the new notification, the panel lists "Potwierdzono awizację …", and following it opens the notice.
describe('a confirmation reaches the klient live and the handlowiec as a notification', () => {
  let browser: Browser;
  let klientList: Page;
  let klientNotice: Page;
  let handlowiec: Page;
  let noticeId = '';
  let number = '';
  let ramp = '';
  let unreadBefore = 0;
  let handlowiecToken = '';

  // Generous: the whole machine may be busy.
  const visible = (locator: Locator) =>
    expect.poll(() => locator.isVisible(), { timeout: 20_000 }).toBe(true);
  const unreadOf = async (token: string) =>
    (
      await graphqlAs<{ notifications_aggregate: { aggregate: { count: number } } }>(
        token,
        '{ notifications_aggregate(where: {read_at: {_is_null: true}}) { aggregate { count } } }',
        { role: 'handlowiec' },
      )
    ).data!.notifications_aggregate.aggregate.count;

  beforeAll(async () => {
    handlowiecToken = (await signInApi('handlowiec@demo.rampa.pl', password)).accessToken;
    const klient = await signInApi('klient@demo.rampa.pl', password);
    const base = await graphqlAs<{
      profiles: { client_id: string }[];
      warehouses: BookableWarehouse[];
      products: { id: string }[];
    }>(
      klient.accessToken,
      `{ profiles { client_id }
         warehouses(where: {active: {_eq: true}}, order_by: {name: asc}) { ${WAREHOUSE_FIELDS} }
         products(limit: 1, where: {active: {_eq: true}}, order_by: {sku: asc}) { id } }`,
      { role: 'klient' },
    );
    expect(base.errors).toBeUndefined();
    const warehouse = inboundWarehouse(base.data!.warehouses);
    ramp = inboundRamps(warehouse)[0]!.id;
    // A Thursday about eighteen weeks ahead: open, later than the other tests' days, so first in his list.
    let day = shiftDay(new Date().toISOString().slice(0, 10), 126);
    while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 4) day = shiftDay(day, 1);
    const open = Number((warehouse.opening_hours['4']?.open ?? '08:00').slice(0, 2)) + 1;
    const created = await graphqlAs<{
      insert_delivery_notices_one: { id: string; number: string; status: string };
    }>(
      klient.accessToken,
      `mutation ($o: delivery_notices_insert_input!) { insert_delivery_notices_one(object: $o) { id number status } }`,
      {
        role: 'klient',
        variables: {
          o: {
            client_id: base.data!.profiles[0]!.client_id,
            warehouse_id: warehouse.id,
            direction: 'inbound',
            planned_start: zonedInstant(day, open * 60, warehouse.time_zone).toISOString(),
            planned_end: zonedInstant(day, (open + 1) * 60, warehouse.time_zone).toISOString(),
            truck_plate: 'PO 7LIVE',
            items: { data: [{ product_id: base.data!.products[0]!.id, quantity: 12 }] },
          },
        },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.insert_delivery_notices_one.status).toBe('submitted');
    ({ id: noticeId, number } = created.data!.insert_delivery_notices_one);

    browser = await launchChromium();
    const klientContext = await newAppContext(browser);
    klientList = await newTab(klientContext);
    await signIn(klientList, 'klient@demo.rampa.pl', /\/klient/);
    klientNotice = await newTab(klientContext);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the klient his request as submitted, on his open notices and on its page', async () => {
    await klientList.goto('/klient');
    const item = klientList
      .getByRole('list', { name: 'Otwarte awizacje firmy' })
      .getByRole('listitem')
      .filter({ has: klientList.getByRole('link', { name: number }) });
    await visible(item.getByText('Zgłoszona'));
    expect(await axeViolations(klientList)).toEqual([]);
    await klientNotice.goto(`/klient/awizacje/${noticeId}`);
    await visible(klientNotice.getByRole('heading', { name: `Awizacja ${number}`, level: 1 }));
    await visible(klientNotice.getByRole('button', { name: 'Anuluj zgłoszenie' }));
  });

  it('shows the magazynier’s confirmation on both of his pages without a reload', async () => {
    unreadBefore = await unreadOf(handlowiecToken);
    // A mark on each page: a reload would drop it.
    for (const page of [klientList, klientNotice]) await markDocument(page);
    const magazynier = await signInApi('magazynier@demo.rampa.pl', password);
    const confirmed = await confirmOnRamp(magazynier.accessToken, noticeId, ramp);
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.update_delivery_notices_by_pk?.status).toBe('confirmed');

    const item = klientList
      .getByRole('list', { name: 'Otwarte awizacje firmy' })
      .getByRole('listitem')
      .filter({ has: klientList.getByRole('link', { name: number }) });
    await visible(item.getByText('Potwierdzona'));
    await visible(
      klientNotice.getByRole('region', { name: 'Szczegóły' }).getByText('Potwierdzona', { exact: true }),
    );
    await expect.poll(() => klientNotice.getByRole('button', { name: 'Anuluj zgłoszenie' }).count()).toBe(0);
    for (const page of [klientList, klientNotice]) expect(await markKept(page)).toBe(true);
    await klientNotice.screenshot({ path: '/tmp/live-klient-confirmed.png', fullPage: true });
  });

  it('tells the handlowiec who owns the client: his bell counts it, and the panel opens the notice', async () => {
    await expect.poll(() => unreadOf(handlowiecToken), { timeout: 20_000 }).toBe(unreadBefore + 1);
    handlowiec = await signedInPage(browser, 'handlowiec@demo.rampa.pl', /\/(handlowiec|pulpit)/);
    const bell = handlowiec.getByRole('button', {
      name: new RegExp(`^Powiadomienia: ${unreadBefore + 1} nieprzeczytan`),
    });
    await visible(bell);
    await bell.click();
    const panel = handlowiec.getByRole('dialog', { name: 'Powiadomienia' });
    const entry = panel
      .getByRole('list', { name: 'Powiadomienia' })
      .getByRole('listitem')
      .filter({ hasText: `Potwierdzono awizację ${number}` });
    await visible(entry);
    await visible(entry.getByText('Nowe'));
    expect(await axeViolations(handlowiec)).toEqual([]);
    await handlowiec.screenshot({ path: '/tmp/live-handlowiec-panel.png' });
    await entry.getByRole('button', { name: 'Otwórz' }).click();
    await handlowiec.waitForURL(new RegExp(`/handlowiec/awizacje/edit/${noticeId}$`));
    await visible(handlowiec.getByRole('heading', { name: `Awizacja ${number}`, level: 1 }));
    await expect.poll(() => unreadOf(handlowiecToken)).toBe(unreadBefore);
  });
});
