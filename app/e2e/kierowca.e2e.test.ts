import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { zonedInstant } from '@rampa/domain';
import { dayIn } from '../src/features/notices/noticeForm';
import {
  graphqlAs,
  inboundRamps,
  inboundWarehouse,
  signInApi,
  WAREHOUSE_FIELDS,
  type BookableWarehouse,
} from './accounts';
import { axeViolations, launchChromium, newAppContext, newTab, signIn } from './browser';
import { confirmOnRamp } from './notices-api';

const password = inject('demoPassword');

// The driver's side, as the demo kierowca on a 390 px phone: a handlowiec sends two notices assigned to him for
// the next open day and the magazynier confirms them on free ramps (through the API); he reports his arrival at
// one, and at the other while the phone is offline, which goes out once it is back online.
describe('Moje awizacje as the demo kierowca', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let handlowiecToken = '';
  const notices: { id: string; number: string }[] = [];

  // Generous: the whole machine may be busy, and the list waits for the sign-in first.
  const visible = (locator: Locator) =>
    expect.poll(() => locator.isVisible(), { timeout: 20_000 }).toBe(true);
  const card = (number: string) => page.getByRole('article', { name: number });
  const saved = async (id: string) =>
    (
      await graphqlAs<{ delivery_notices_by_pk: { status: string; arrived_at: string | null } }>(
        handlowiecToken,
        'query ($id: uuid!) { delivery_notices_by_pk(id: $id) { status arrived_at } }',
        { role: 'handlowiec', variables: { id } },
      )
    ).data!.delivery_notices_by_pk;

  beforeAll(async () => {
    handlowiecToken = (await signInApi('handlowiec@demo.rampa.pl', password)).accessToken;
    const magazynierToken = (await signInApi('magazynier@demo.rampa.pl', password)).accessToken;
    const kierowca = await signInApi('kierowca@demo.rampa.pl', password);
    const base = await graphqlAs<{
      warehouses: BookableWarehouse[];
      clients: { id: string }[];
      products: { id: string }[];
      profiles: { id: string; user_id: string }[];
    }>(
      handlowiecToken,
      `{ warehouses(where: {active: {_eq: true}}, order_by: {code: asc}) { ${WAREHOUSE_FIELDS} }
         clients(limit: 1, order_by: {code: asc}) { id }
         products(limit: 1, where: {active: {_eq: true}}, order_by: {sku: asc}) { id }
         profiles(where: {role: {_eq: "kierowca"}}) { id user_id } }`,
      { role: 'handlowiec' },
    );
    expect(base.errors).toBeUndefined();
    const driver = base.data!.profiles.find((p) => p.user_id === kierowca.user.id)!;
    const warehouse = inboundWarehouse(base.data!.warehouses);
    const ramps = inboundRamps(warehouse);
    // Today in the warehouse's zone, or the next day it is open: the list starts today.
    let day = dayIn(new Date(), warehouse.time_zone);
    const weekday = (date: string) => String(((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1);
    while (!warehouse.opening_hours[weekday(day)]) {
      day = dayIn(new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000), warehouse.time_zone);
    }
    const hours = warehouse.opening_hours[weekday(day)]!;
    const open = Number(hours.open.slice(0, 2));
    const close = Number(hours.close.slice(0, 2));
    // The day's bookings, to put each notice on a ramp and hour nobody holds.
    const dayStart = zonedInstant(day, 0, warehouse.time_zone).toISOString();
    const dayEnd = zonedInstant(day, 24 * 60, warehouse.time_zone).toISOString();
    const taken = await graphqlAs<{
      delivery_notices: { ramp_id: string; planned_start: string; planned_end: string }[];
    }>(
      magazynierToken,
      `query ($w: uuid!, $from: timestamptz!, $to: timestamptz!) { delivery_notices(where: {warehouse_id: {_eq: $w},
         status: {_in: ["confirmed", "arrived", "in_progress"]}, planned_start: {_lt: $to}, planned_end: {_gt: $from}}) { ramp_id planned_start planned_end } }`,
      { role: 'magazynier', variables: { w: warehouse.id, from: dayStart, to: dayEnd } },
    );
    const free: { rampId: string; start: string; end: string }[] = [];
    for (let hour = close - 1; hour >= open && free.length < 2; hour--) {
      const start = zonedInstant(day, hour * 60, warehouse.time_zone);
      const end = zonedInstant(day, (hour + 1) * 60, warehouse.time_zone);
      const ramp = ramps.find(
        (r) =>
          !taken.data!.delivery_notices.some(
            (b) =>
              b.ramp_id === r.id &&
              Date.parse(b.planned_start) < end.getTime() &&
              start.getTime() < Date.parse(b.planned_end),
          ),
      );
      if (ramp) free.push({ rampId: ramp.id, start: start.toISOString(), end: end.toISOString() });
    }
    expect(free).toHaveLength(2);
    for (const [index, slot] of free.entries()) {
      const created = await graphqlAs<{ insert_delivery_notices_one: { id: string; number: string } }>(
        handlowiecToken,
        `mutation ($object: delivery_notices_insert_input!) { insert_delivery_notices_one(object: $object) { id number } }`,
        {
          role: 'handlowiec',
          variables: {
            object: {
              client_id: base.data!.clients[0]!.id,
              warehouse_id: warehouse.id,
              direction: 'inbound',
              status: 'submitted',
              planned_start: slot.start,
              planned_end: slot.end,
              truck_plate: `EL${index}E2EKR`,
              driver_profile_id: driver.id,
              reference_numbers: `{ZAM/E2E/${index + 1}}`,
              items: { data: [{ product_id: base.data!.products[0]!.id, quantity: 10 }] },
            },
          },
        },
      );
      expect(created.errors).toBeUndefined();
      const notice = created.data!.insert_delivery_notices_one;
      const confirmed = await confirmOnRamp(magazynierToken, notice.id, slot.rampId);
      expect(confirmed.errors).toBeUndefined();
      notices.push(notice);
    }

    browser = await launchChromium();
    context = await newAppContext(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    page = await newTab(context);
    await signIn(page, 'kierowca@demo.rampa.pl', /\/kierowca/);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lists his confirmed notices with the address, a map link and the goods, fitting 390 px, axe clean', async () => {
    await visible(page.getByRole('heading', { name: 'Moje awizacje', level: 1 }));
    for (const { number } of notices) await visible(card(number));
    const first = card(notices[0]!.number);
    await expect
      .poll(() => first.getByRole('link', { name: /Pokaż na mapie/ }).getAttribute('href'))
      .toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=/);
    await visible(first.getByRole('button', { name: 'Jestem na miejscu' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/kierowca-list-390.png', fullPage: true });
  });

  it('marks his arrival with one tap', async () => {
    const first = card(notices[0]!.number);
    await first.getByRole('button', { name: 'Jestem na miejscu' }).click();
    await visible(first.getByText(/Przyjazd zgłoszony o \d{2}:\d{2}\./));
    await expect.poll(async () => (await saved(notices[0]!.id)).status).toBe('arrived');
  });

  it('keeps a tap made offline, shows it pending, and sends it with the tap time once back online', async () => {
    const second = card(notices[1]!.number);
    await context.setOffline(true);
    await visible(page.getByText(/Brak połączenia/));
    const tappedAfter = Date.now();
    await second.getByRole('button', { name: 'Jestem na miejscu' }).click();
    await visible(second.getByText(/czeka na wysłanie/));
    expect(await page.evaluate(() => localStorage.getItem('rampa.kierowca.pendingArrivals'))).toContain(
      notices[1]!.id,
    );
    expect((await saved(notices[1]!.id)).status).toBe('confirmed');
    await page.screenshot({ path: '/tmp/kierowca-offline-390.png', fullPage: true });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const backOnline = Date.now();
    await context.setOffline(false);
    await visible(second.getByText(/Przyjazd zgłoszony o/));
    const row = await saved(notices[1]!.id);
    expect(row.status).toBe('arrived');
    // The arrival time is the tap's, not the moment the phone came back online.
    expect(Date.parse(row.arrived_at!)).toBeGreaterThanOrEqual(tappedAfter - 1000);
    expect(Date.parse(row.arrived_at!)).toBeLessThan(backOnline);
    expect(await page.evaluate(() => localStorage.getItem('rampa.kierowca.pendingArrivals'))).toBeNull();
  });
});
