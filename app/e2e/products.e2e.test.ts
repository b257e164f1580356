import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchChromium, signedInPage } from './browser';

/** An 8 × 8 PNG: the product picture the org_admin uploads. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4YaOBFTEMLQkAdntLARs7+acAAAAASUVORK5CYII=';
const visible = (locator: ReturnType<Page['getByText']>) =>
  expect.poll(() => locator.isVisible(), { timeout: 20_000 }).toBe(true);

// Produkty end to end, as the demo handlowiec: the seeded catalogue (backend/src/dev/notices-seed.ts), prices
// computed by the database and shown in złoty, search by SKU and by EAN kept in the URL.
describe('Produkty as the demo handlowiec', () => {
  let browser: Browser;
  let page: Page;
  const grid = () => page.getByRole('grid', { name: 'Lista produktów' });

  beforeAll(async () => {
    browser = await launchChromium();
    page = await signedInPage(browser, 'handlowiec@demo.rampa.pl', '/handlowiec/pulpit', {
      viewport: { width: 1366, height: 900 },
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lists the seeded catalogue with EANs and prices in złoty, read-only, with no axe violations', async () => {
    await page.goto('/handlowiec/produkty/lista');
    await visible(page.getByRole('heading', { name: 'Produkty', level: 1 }));
    await visible(page.getByText(/^Razem: \d[\d\s]* produkt/));
    expect(await page.title()).toBe('Produkty · Rampa');
    const rows = await grid().getByRole('row').allInnerTexts();
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows.slice(1)) expect(row).toMatch(/\d{13}[\s\S]*zł[\s\S]*zł/);
    expect(await page.getByRole('button', { name: 'Dodaj produkt' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/products-list.png`, fullPage: true });
    }
  });

  it('finds a product by SKU with the gross price the database rounded, then by its EAN', async () => {
    await page.goto('/handlowiec/produkty/lista');
    await page.getByRole('searchbox', { name: 'Szukaj produktów' }).fill('PRE-12');
    await page.waitForURL(/q=PRE-12/);
    await visible(page.getByText('Znaleziono: 1 produkt'));
    const row = grid().getByRole('row').nth(1);
    // 3 890,00 zł net at 23 % VAT: 4 784,70 zł gross.
    await expect
      .poll(() => row.innerText(), { timeout: 20_000 })
      .toMatch(/Pręt żebrowany fi 12 B500SP[\s\S]*3\s?890,00\s?zł[\s\S]*4\s?784,70\s?zł/);
    const ean = /\d{13}/.exec(await row.innerText())![0];

    await page.goto(`/handlowiec/produkty/lista?q=${ean}`);
    await visible(page.getByText('Znaleziono: 1 produkt'));
    await expect
      .poll(() => grid().getByRole('row').nth(1).innerText(), { timeout: 20_000 })
      .toMatch(/PRE-12-B/);
    expect(await page.getByRole('searchbox', { name: 'Szukaj produktów' }).inputValue()).toBe(ean);
  });

  /** The list's thumbnails of the seeded pictures on `tab`, once every one has loaded or failed. */
  async function seededThumbnails(tab: Page) {
    // The first product of each top category has a picture (backend/src/dev/product-images-seed.ts).
    await tab.goto('/handlowiec/produkty/lista?q=0001');
    await visible(tab.getByText(/^Znaleziono: \d+ produkt/));
    const thumbnails = tab
      .getByRole('grid', { name: 'Lista produktów' })
      .getByRole('img', { name: /^Zdjęcie: / });
    await expect.poll(() => thumbnails.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(10);
    const loaded = () =>
      thumbnails.evaluateAll((images: HTMLImageElement[]) =>
        images.map((img) => ({
          alt: img.alt,
          complete: img.complete,
          width: img.naturalWidth,
          src: img.src,
        })),
      );
    await expect
      .poll(async () => (await loaded()).every((img) => img.complete), { timeout: 20_000 })
      .toBe(true);
    const images = await loaded();
    expect(images.map((img) => img.alt)).toContain('Zdjęcie: Blachodachówka modułowa biały');
    return images;
  }

  it('shows a page of the seeded pictures as thumbnails at once, also on another origin of the same server', async () => {
    // A page of thumbnails none of which was transformed yet: the browser asks for them together (six at a time
    // here), and every one must load, not the first four and then 429s.
    for (const img of await seededThumbnails(page)) expect(img.width, img.alt).toBe(64);

    // The server says it is at http://localhost:<port> (no RAMPA_PUBLIC_URL); a user may open it as
    // http://127.0.0.1:<port>. The thumbnails must come from the origin he is on: the app's CSP allows images
    // from 'self' only (and https:), and storage answers Cross-Origin-Resource-Policy: same-origin.
    const otherOrigin = inject('baseUrl').replace('//localhost:', '//127.0.0.1:');
    const other = await signedInPage(browser, 'handlowiec@demo.rampa.pl', /\/handlowiec\/pulpit$/, {
      baseURL: otherOrigin,
      viewport: { width: 1366, height: 1200 },
    });
    try {
      for (const img of await seededThumbnails(other)) {
        expect(img.width, img.alt).toBe(64);
        expect(new URL(img.src).origin).toBe(otherOrigin);
      }
    } finally {
      await other.context().close();
    }
  });
});

// The organization's administrator adds a product in the same list: the EAN-13 check digit is refused beside the
// field before anything is sent; the database computes the gross price; a taken SKU comes back on its field.
describe('Produkty as the demo org_admin', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await signedInPage(browser, 'admin@demo.rampa.pl', '/admin');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('adds a product with a picture, refusing a wrong EAN check digit, a non-image and then a taken SKU, in Polish', async () => {
    await page.goto('/handlowiec/produkty/lista');
    await page.getByRole('button', { name: 'Dodaj produkt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nowy produkt' });
    await dialog.getByRole('textbox', { name: /SKU/ }).fill('ZWI-PLU-28');
    await dialog.getByRole('textbox', { name: /Nazwa/ }).fill('Żwir płukany 2–8 mm');
    await dialog.getByRole('textbox', { name: /EAN-13/ }).fill('5901234123458');
    await dialog.getByRole('textbox', { name: /Cena netto/ }).fill('1 234,5');
    await dialog.getByRole('button', { name: 'Dodaj produkt' }).click();
    await expect
      .poll(() => dialog.getByText('Nieprawidłowa cyfra kontrolna EAN-13').isVisible(), { timeout: 20_000 })
      .toBe(true);

    await dialog.getByRole('textbox', { name: /EAN-13/ }).fill('5901234123457');
    // A text file is refused beside the drop zone before any upload; a PNG goes to product-images.
    const image = dialog.locator('input[type="file"]');
    await image.setInputFiles({ name: 'opis.txt', mimeType: 'text/plain', buffer: Buffer.from('nie obraz') });
    await visible(
      dialog.getByText('Ten plik nie jest obsługiwanym obrazem. Wybierz zdjęcie JPG, PNG lub WebP.'),
    );
    await image.setInputFiles({
      name: 'zwir.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG, 'base64'),
    });
    await visible(dialog.getByRole('img', { name: 'Zdjęcie produktu Żwir płukany 2–8 mm' }));
    await dialog.getByRole('button', { name: 'Dodaj produkt' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(false);
    await page.getByRole('searchbox', { name: 'Szukaj produktów' }).fill('ZWI-PLU');
    await expect
      .poll(() => page.getByRole('grid', { name: 'Lista produktów' }).getByRole('row').nth(1).innerText(), {
        timeout: 20_000,
      })
      .toMatch(/Żwir płukany 2–8 mm[\s\S]*5901234123457[\s\S]*1\s?234,50\s?zł[\s\S]*1\s?518,44\s?zł/);
    // The list's thumbnail: the storage transform (64 × 64) through a presigned URL, loaded and named.
    const thumbnail = page
      .getByRole('grid', { name: 'Lista produktów' })
      .getByRole('img', { name: 'Zdjęcie: Żwir płukany 2–8 mm' });
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 20_000,
      })
      .toBe(8);
    expect(await thumbnail.getAttribute('src')).toMatch(/[?&]w=64/);
    expect(await thumbnail.getAttribute('loading')).toBe('lazy');

    await page.getByRole('button', { name: 'Dodaj produkt' }).click();
    await dialog.getByRole('textbox', { name: /SKU/ }).fill('ZWI-PLU-28');
    await dialog.getByRole('textbox', { name: /Nazwa/ }).fill('Duplikat');
    await dialog.getByRole('textbox', { name: /Cena netto/ }).fill('5');
    await dialog.getByRole('button', { name: 'Dodaj produkt' }).click();
    await expect
      .poll(() => dialog.getByText('Produkt o tym SKU już istnieje w Twojej organizacji').isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows a seeded product’s picture in its form, 160 × 160 through the storage transform', async () => {
    await page.goto('/handlowiec/produkty/lista?q=DAC-0001');
    await page.getByRole('button', { name: 'Edytuj Blachodachówka modułowa biały', exact: true }).click();
    const preview = page
      .getByRole('dialog')
      .getByRole('img', { name: 'Zdjęcie produktu Blachodachówka modułowa biały' });
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 20_000,
      })
      .toBe(160);
    expect(await preview.getAttribute('src')).toMatch(/presignedurl\/contents\?.*[?&]w=160/);
    await page.keyboard.press('Escape');
  });

  it('imports a CSV: a wrong row is reported and nothing is imported; the fixed file goes in whole', async () => {
    const csv = (ean: string) =>
      Buffer.from(
        [
          '\uFEFFSKU;EAN;Nazwa;Kategoria;Jednostka;Cena netto;VAT',
          'IMP-E2E-1;5901234123464;Kostka brukowa szara 6 cm;;m2;42,90;23%',
          `IMP-E2E-2;${ean};Obrzeże betonowe 100×20×6 cm;;szt.;7,35;23%`,
          'IMP-E2E-3;;Piasek płukany 0–2 mm;;t;1 065,5;23%',
        ].join('\r\n'),
      );
    const pick = async (ean: string) => {
      await page.getByRole('button', { name: 'Importuj CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import produktów z pliku CSV' });
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'produkty.csv', mimeType: 'text/csv', buffer: csv(ean) });
      return dialog;
    };
    await page.goto('/handlowiec/produkty/lista');
    let dialog = await pick('5901234123458');
    const errors = dialog.getByRole('grid', { name: 'Błędy w pliku' });
    await expect
      .poll(() => errors.innerText(), { timeout: 20_000 })
      .toMatch(/3[\s\S]*EAN[\s\S]*Nieprawidłowa cyfra kontrolna EAN-13/);
    expect(await dialog.getByRole('button', { name: /^Importuj/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await page.getByRole('searchbox', { name: 'Szukaj produktów' }).fill('IMP-E2E');
    await visible(page.getByText('Brak produktów spełniających kryteria', { exact: true }));

    dialog = await pick('5901234123471');
    await dialog.getByRole('button', { name: 'Importuj 3 produkty' }).click();
    await visible(dialog.getByText('Zaimportowano 3 produkty. Są już na liście.'));
    await dialog.getByRole('button', { name: 'Wróć do listy' }).click();
    await expect
      .poll(() => page.getByRole('grid', { name: 'Lista produktów' }).innerText(), { timeout: 20_000 })
      .toMatch(/IMP-E2E-1[\s\S]*IMP-E2E-2[\s\S]*IMP-E2E-3[\s\S]*1\s?065,50\s?zł/);
  });
});
