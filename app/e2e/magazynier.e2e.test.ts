import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { zonedInstant } from '@rampa/domain';
import { shiftDay } from '../src/features/warehouse/warehouseDay';
import { graphqlAs, inboundWarehouse, signInApi, WAREHOUSE_FIELDS, type BookableWarehouse } from './accounts';
import { axeViolations, launchChromium, signedInPage } from './browser';

const password = inject('demoPassword');

// The magazynier's day end to end, as the demo magazynier: a handlowiec submits three notices for a quiet
// day of this run (through the API), and the magazynier confirms one, rejects one with a reason, and takes
// the third through arrival, unloading and completion with one line short.
describe('Plan dnia as the demo magazynier', () => {
  let browser: Browser;
  let page: Page;
  let warehouse: BookableWarehouse;
  let day = '';
  const numbers: string[] = [];
  const ids: string[] = [];
  let handlowiecToken = '';

  const visible = (locator: Locator) => expect.poll(() => locator.isVisible()).toBe(true);
  const card = (number: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: number }) });
  // By keyboard, as a magazynier at a desk does: the toasts of earlier actions may cover a card's buttons.
  const press = (number: string, name: string) =>
    page
      .getByRole('group', { name: `Działania: ${number}` })
      .getByRole('button', { name })
      .press('Enter');

  beforeAll(async () => {
    const handlowiec = await signInApi('handlowiec@demo.rampa.pl', password);
    handlowiecToken = handlowiec.accessToken;
    const base = await graphqlAs<{
      warehouses: BookableWarehouse[];
      clients: { id: string }[];
      products: { id: string }[];
    }>(
      handlowiecToken,
      `{ warehouses(where: {active: {_eq: true}}, order_by: {name: asc}) { ${WAREHOUSE_FIELDS} }
         clients(limit: 1, order_by: {code: asc}) { id }
         products(limit: 2, where: {active: {_eq: true}}, order_by: {sku: asc}) { id } }`,
      { role: 'handlowiec' },
    );
    expect(base.errors).toBeUndefined();
    warehouse = inboundWarehouse(base.data!.warehouses);
    // A Tuesday about ten weeks ahead, open and empty in a fresh data folder.
    day = shiftDay(new Date().toISOString().slice(0, 10), 70);
    while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 2) day = shiftDay(day, 1);
    const hours = warehouse.opening_hours['2'];
    const open = hours ? Number(hours.open.slice(0, 2)) : 8;
    for (const [index, offset] of [2, 4, 6].entries()) {
      const start = zonedInstant(day, (open + offset) * 60, warehouse.time_zone).toISOString();
      const end = zonedInstant(day, (open + offset + 1) * 60, warehouse.time_zone).toISOString();
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
              planned_start: start,
              planned_end: end,
              truck_plate: `E2E${index}0MG`,
              items: {
                data: base.data!.products.map((product) => ({ product_id: product.id, quantity: 10 })),
              },
            },
          },
        },
      );
      expect(created.errors).toBeUndefined();
      ids.push(created.data!.insert_delivery_notices_one.id);
      numbers.push(created.data!.insert_delivery_notices_one.number);
    }

    browser = await launchChromium();
    page = await signedInPage(browser, 'magazynier@demo.rampa.pl', /\/magazynier/);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the warehouse's day with its ramps and the submitted notices, with no axe violations", async () => {
    await page.goto(`/magazynier/?warehouse=${warehouse.id}&day=${day}`);
    await visible(page.getByRole('heading', { name: 'Plan dnia', level: 1 }));
    await visible(page.getByRole('grid', { name: /^Zajętość ramp/ }));
    for (const number of numbers) await visible(card(number));
    await visible(card(numbers[0]!).getByText('Zgłoszona'));
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/magazynier-day-desktop.png', fullPage: true });
  });

  it('confirms a submitted notice on a free ramp at its planned window', async () => {
    await press(numbers[0]!, 'Potwierdź');
    const dialog = page.getByRole('dialog', { name: `Potwierdź awizację ${numbers[0]}` });
    await visible(dialog.getByRole('button', { name: /wolnych okien/ }));
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/magazynier-confirm.png' });
    await dialog.getByRole('button', { name: 'Potwierdź' }).click();
    await visible(card(numbers[0]!).getByText('Potwierdzona'));
    // The timeline shows the booking on its ramp.
    await visible(
      page
        .getByRole('grid', { name: /^Zajętość ramp/ })
        .getByText(numbers[0]!)
        .first(),
    );
  });

  it('rejects another with a reason', async () => {
    await press(numbers[1]!, 'Odrzuć');
    const dialog = page.getByRole('dialog', { name: `Odrzuć awizację ${numbers[1]}` });
    await dialog.getByRole('button', { name: 'Odrzuć' }).click();
    await visible(dialog.getByText('Podaj powód odrzucenia.'));
    await dialog.getByRole('textbox', { name: /Powód odrzucenia/ }).fill('Brak miejsca w strefie przyjęć');
    await dialog.getByRole('button', { name: 'Odrzuć' }).click();
    await visible(card(numbers[1]!).getByText('Odrzucona'));
    const saved = await graphqlAs<{ delivery_notices_by_pk: { status: string; rejection_reason: string } }>(
      handlowiecToken,
      `query ($id: uuid!) { delivery_notices_by_pk(id: $id) { status rejection_reason } }`,
      { role: 'handlowiec', variables: { id: ids[1] } },
    );
    expect(saved.data!.delivery_notices_by_pk).toEqual({
      status: 'rejected',
      rejection_reason: 'Brak miejsca w strefie przyjęć',
    });
  });

  it('records arrival, unloading and completion with one line short', async () => {
    const number = numbers[2]!;
    await press(number, 'Potwierdź');
    const confirm = page.getByRole('dialog', { name: `Potwierdź awizację ${number}` });
    await visible(confirm.getByRole('button', { name: /wolnych okien/ }));
    await confirm.getByRole('button', { name: 'Potwierdź' }).click();
    await visible(card(number).getByText('Potwierdzona'));
    await press(number, 'Przyjazd');
    await visible(card(number).getByText('Na placu'));
    await press(number, 'Rozładunek');
    await visible(card(number).getByText('W realizacji'));
    await press(number, 'Zakończ');
    const dialog = page.getByRole('dialog', { name: `Zakończ awizację ${number}` });
    const fields = dialog.getByRole('textbox');
    await expect.poll(() => fields.count()).toBeGreaterThan(0);
    const count = await fields.count();
    for (let i = 0; i < count; i++) await fields.nth(i).fill(i === 0 ? '9' : '10');
    await fields.nth(count - 1).press('Tab');
    await visible(dialog.getByText(/^Brak: 1/));
    await dialog.getByRole('button', { name: 'Zakończ' }).click();
    await visible(card(number).getByText('Zakończona'));
    const saved = await graphqlAs<{
      delivery_notices_by_pk: { status: string; items: { received_quantity: number | string }[] };
    }>(
      handlowiecToken,
      `query ($id: uuid!) { delivery_notices_by_pk(id: $id) { status items(order_by: {received_quantity: asc}) { received_quantity } } }`,
      { role: 'handlowiec', variables: { id: ids[2] } },
    );
    expect(saved.data!.delivery_notices_by_pk.status).toBe('completed');
    expect(saved.data!.delivery_notices_by_pk.items.map((i) => Number(i.received_quantity))[0]).toBe(9);
  });

  it('switches to the week, finds the notices there, and moves a week by keyboard', async () => {
    await page.goto(`/magazynier/?warehouse=${warehouse.id}&day=${day}`);
    await visible(card(numbers[0]!));
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: '/tmp/magazynier-day-768.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    // By keyboard, like the actions: toasts of earlier steps may lie over the toolbar.
    await page.getByRole('radio', { name: 'Dzień', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await visible(page.getByRole('heading', { name: 'Plan tygodnia', level: 1 }));
    expect(page.url()).toContain('view=week');
    const board = page.getByRole('table', { name: /^Zajętość ramp, tydzień/ });
    await visible(board.getByText(numbers[0]!));
    for (const number of numbers) await visible(card(number));
    await visible(card(numbers[1]!).getByText('Odrzucona'));
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/magazynier-week-desktop.png', fullPage: true });
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: '/tmp/magazynier-week-768.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    // Alt+PageDown (focus still on the view switch): the next week, without these notices; Alt+PageUp: back.
    await page.keyboard.press('Alt+PageDown');
    await expect.poll(() => card(numbers[0]!).count()).toBe(0);
    await page.keyboard.press('Alt+PageUp');
    await visible(card(numbers[0]!));
  });

  it('fits a 375 px phone', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/magazynier/?warehouse=${warehouse.id}&day=${day}`);
    await visible(card(numbers[0]!));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: '/tmp/magazynier-day-375.png', fullPage: true });
  });
});
