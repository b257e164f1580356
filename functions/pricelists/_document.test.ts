import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it, vi } from 'vitest';
import {
  formatAmount,
  paginate,
  priceListCsv,
  renderPriceListPdf,
  textWidth,
  wrapText,
  type PriceListDocument,
  type PriceListLine,
} from './_document';
import { pdfThreadRunning, stopPdfThread, warmPdfThread } from './_pdf-thread';

// The price list's PDF and CSV as functions/pricelists/generate makes them (the function itself runs in the e2e).
const line = (n: number, overrides: Partial<PriceListLine> = {}): PriceListLine => ({
  sku: `CEG-${n}`,
  ean: '5901234123457',
  name: `Cegła pełna ceramiczna klinkierowa żółta nr ${n}`,
  unit: 'szt.',
  category: n % 2 ? 'Ściany i bloczki' : 'Cement i zaprawy',
  categoryOrder: n % 2 ? 2 : 1,
  net: 1234.5 + n,
  vatRate: '23',
  gross: 1518.44 + n,
  ...overrides,
});
const doc = (lines: PriceListLine[]): PriceListDocument => ({
  number: 'CN/2026/0042',
  organization: { name: 'Rampa Demo Sp. z o.o.', nip: '5251234560' },
  client: { name: 'Łódzka Hurtownia Żuraw S.A.', nip: '7251801126' },
  validFrom: '2026-11-25',
  validTo: '2027-02-28',
  discountPercent: 5,
  columns: ['sku', 'ean', 'name', 'unit', 'net', 'vat', 'gross'],
  note: null,
  createdAt: '2026-11-25T08:00:00Z',
  lines,
});

/** Every page exactly A4 portrait (595.28 × 841.89 pt), never grown by its content. */
async function expectA4(proxy: Awaited<ReturnType<typeof getDocumentProxy>>, pages: number) {
  for (let n = 1; n <= pages; n++) {
    const [x0, y0, x1, y1] = (await proxy.getPage(n)).view;
    expect([n, +(x1! - x0!).toFixed(2), +(y1! - y0!).toFixed(2)]).toEqual([n, 595.28, 841.89]);
  }
}

// Names as long as a catalogue has them, some with words too long for the column, SKUs that wrap.
const longLine = (n: number): PriceListLine =>
  line(n, {
    sku: n % 7 === 0 ? `BUD-POL-${n}-ZAPRAWA-KLEJOWA-ELASTYCZNA` : `BUD-${n}`,
    name:
      n % 5 === 0
        ? `Zaprawa klejowa wysokoelastyczna do płytek gresowych i kamienia naturalnego na ogrzewanie podłogowe, tarasy i balkony, klasa C2TE S1, worek 25 kg, nr ${n}`
        : n % 3 === 0
          ? `Bloczekbetonukomórkowegoszlifowanyprofilowanynapióroiwpust${n} 24 cm`
          : `Cegła pełna ceramiczna klinkierowa żółta nr ${n}`,
    net: n % 11 === 0 ? 1234567.89 : 12.5 + n,
    gross: n % 11 === 0 ? 1518518.5 : 15.38 + n,
    category: ['Ściany i bloczki', 'Cement i zaprawy', 'Chemia budowlana i izolacje przeciwwilgociowe'][
      n % 3
    ]!,
    categoryOrder: n % 3,
  });

describe('price list document', () => {
  it('formats amounts the Polish way, grouped from a thousand, with non-breaking spaces', () => {
    expect(formatAmount(1234.5)).toBe('1\u00a0234,50\u00a0zł');
    expect(formatAmount(0.5)).toBe('0,50\u00a0zł');
    expect(formatAmount(1234567.891)).toBe('1\u00a0234\u00a0567,89\u00a0zł');
  });

  it('measures text with the embedded font: wider letters take more room, size scales it', () => {
    expect(textWidth('WWWW', 10)).toBeGreaterThan(textWidth('iiii', 10));
    expect(textWidth('Cegła', 17)).toBeCloseTo(textWidth('Cegła', 8.5) * 2, 5);
    expect(textWidth('Cegła', 10, 700)).toBeGreaterThan(textWidth('Cegła', 10, 400));
  });

  it('wraps text at spaces within the width (less the newline react-pdf measures), and cuts a word wider than it', () => {
    const room = textWidth('Cegła pełna', 10) + textWidth('\n', 10) + 2;
    expect(wrapText('Cegła pełna ceramiczna 65 mm', room, 10)).toEqual([
      'Cegła pełna',
      'ceramiczna',
      '65 mm',
    ]);
    // Without room for the newline, the same width no longer holds "Cegła pełna" on one line.
    expect(wrapText('Cegła pełna', textWidth('Cegła pełna', 10) + 2, 10)).toEqual(['Cegła', 'pełna']);
    const cut = wrapText('Superdługanazwabezspacji', 40, 10);
    expect(cut.join('')).toBe('Superdługanazwabezspacji');
    expect(cut.length).toBeGreaterThan(2);
    for (const piece of cut) expect(textWidth(`${piece}\n`, 10)).toBeLessThanOrEqual(40 - 1);
  });

  it('lays out pages: categories in order, every line once, a running category marked (cd.)', () => {
    const pages = paginate(doc(Array.from({ length: 300 }, (_, i) => line(i + 1))));
    expect(pages.length).toBeGreaterThan(3);
    const blocks = pages.flat();
    const rows = blocks.flatMap((b) => (b.kind === 'rows' ? b.rows : []));
    expect(rows).toHaveLength(300);
    const headings = blocks.flatMap((b) => (b.kind === 'category' ? [b.name] : []));
    expect(headings[0]).toBe('Cement i zaprawy');
    expect(headings).toContain('Ściany i bloczki');
    expect(headings).toContain('Cement i zaprawy (cd.)');
    // Every page after the first starts with a category heading (under the repeated table header).
    for (const page of pages.slice(1)) expect(page[0]!.kind).toBe('category');
  });

  it('writes the CSV for Polish Excel: BOM, semicolons, decimal commas, CRLF, quoted where needed', () => {
    const csv = priceListCsv(
      doc([line(1), line(2, { name: 'Klej "Extra"; 25 kg', vatRate: 'zw', gross: 1236.5 })]),
    );
    expect(csv.startsWith('\ufeffKategoria;SKU;EAN;Nazwa;J.m.;Cena netto;Stawka VAT;Cena brutto\r\n')).toBe(
      true,
    );
    expect(csv).toContain(
      '\r\nCement i zaprawy;CEG-2;5901234123457;"Klej ""Extra""; 25 kg";szt.;1236,50;zw.;1236,50\r\n',
    );
    expect(csv).toContain(
      '\r\nŚciany i bloczki;CEG-1;5901234123457;Cegła pełna ceramiczna klinkierowa żółta nr 1;szt.;1235,50;23%;1519,44\r\n',
    );
  });

  it('renders an A4 PDF whose text holds the parties, Polish letters, the header on every page and its page numbers', async () => {
    const pdf = await renderPriceListPdf(doc(Array.from({ length: 120 }, (_, i) => line(i + 1))));
    const proxy = await getDocumentProxy(new Uint8Array(pdf));
    const { totalPages, text } = await extractText(proxy, { mergePages: false });
    expect(totalPages).toBeGreaterThan(2);
    await expectA4(proxy, totalPages);
    const first = text[0]!.replace(/\s+/g, ' ');
    expect(first).toContain('Cennik CN/2026/0042');
    expect(first).toContain('Ważny od 25.11.2026 do 28.02.2027');
    expect(first).toContain('Łódzka Hurtownia Żuraw S.A.');
    expect(first).toContain('NIP 7251801126');
    expect(first).toContain('Cegła pełna');
    expect(first).toMatch(/1 236,50 zł/); // CEG-2, the first line of the first category
    text.forEach((pageText, index) => {
      expect(pageText).toContain('Cena brutto');
      expect(pageText).toContain(`Strona ${index + 1} z ${totalPages}`);
    });
  });

  it('keeps every page of a long list with long names exactly A4, with the header and "Strona X z Y" on each', async () => {
    const count = 330;
    const list = {
      ...doc(Array.from({ length: count }, (_, i) => longLine(i + 1))),
      note: 'Ceny obowiązują przy odbiorze własnym z magazynu w Łodzi; transport wyceniamy osobno. '.repeat(
        4,
      ),
      client: {
        name: 'Przedsiębiorstwo Handlowo-Usługowe „Żuraw” Grzegorz Źdźbło i Wspólnicy Spółka Jawna',
        nip: '7251801126',
      },
    };
    const pdf = await renderPriceListPdf(list);
    const proxy = await getDocumentProxy(new Uint8Array(pdf));
    const { totalPages, text } = await extractText(proxy, { mergePages: false });
    expect(totalPages).toBe(paginate(list).length);
    expect(totalPages).toBeGreaterThan(8);
    await expectA4(proxy, totalPages);
    text.forEach((pageText, index) => {
      expect(pageText).toContain('Cena brutto');
      expect(pageText).toContain('Nazwa');
      expect(pageText).toContain(`Strona ${index + 1} z ${totalPages}`);
    });
    // Every line is printed once: its gross price (unique per line) is found once in the whole text.
    const all = text.join('\n').replace(/\s+/g, ' ');
    for (let n = 1; n <= count; n++) {
      if (n % 11 === 0) continue;
      expect(all.split(` ${formatAmount(15.38 + n).replace(/\s/g, ' ')}`).length - 1).toBe(1);
    }
    expect(all).toContain('Przedsiębiorstwo Handlowo-Usługowe');
  });

  it('prints thumbnails in the image column, rows three lines tall, pages still A4', async () => {
    const jpeg = await sharp({
      create: { width: 96, height: 96, channels: 3, background: { r: 200, g: 90, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const list = {
      ...doc(
        Array.from({ length: 60 }, (_, i) => line(i + 1, { image: i % 2 ? new Uint8Array(jpeg) : null })),
      ),
      columns: ['image', 'sku', 'name', 'net', 'gross'] as const,
    };
    const pages = paginate(list);
    const rows = pages.flat().flatMap((b) => (b.kind === 'rows' ? b.rows : []));
    expect(rows.every((row) => row.lines >= 3)).toBe(true);
    const pdf = await renderPriceListPdf(list);
    expect(pdf.includes(Buffer.from('/Subtype /Image'))).toBe(true);
    const proxy = await getDocumentProxy(new Uint8Array(pdf));
    expect(proxy.numPages).toBe(pages.length);
    await expectA4(proxy, proxy.numPages);
    const { text } = await extractText(proxy, { mergePages: true });
    expect(text).toContain('Zdjęcie');
  });

  it('renders in a worker thread: the event loop keeps ticking while a 2,000-line list is laid out', async () => {
    const list = doc(Array.from({ length: 2000 }, (_, i) => longLine(i + 1)));
    // Started once, so the thread's start and font loading are not what is counted.
    await renderPriceListPdf(doc([line(1)]));
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    try {
      const pdf = await renderPriceListPdf(list);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      clearInterval(timer);
    }
    // Laid out on this thread, the render would hold the loop for seconds and the timer would barely run.
    expect(ticks).toBeGreaterThanOrEqual(20);
  }, 120_000);

  it("rejects with the renderer's error, renders one at a time in order, and renders again after it", async () => {
    const bad = { ...doc([line(1)]), columns: ['bogus'] as unknown as PriceListDocument['columns'] };
    const [first, failed, after] = await Promise.allSettled([
      renderPriceListPdf(doc([line(1)])),
      renderPriceListPdf(bad),
      renderPriceListPdf(doc([line(2)])),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(failed.status).toBe('rejected');
    expect((failed as PromiseRejectedResult).reason).toBeInstanceOf(Error);
    expect(String((failed as PromiseRejectedResult).reason)).toMatch(/split/);
    expect(after.status).toBe('fulfilled');
    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array((after as PromiseFulfilledResult<Buffer>).value)),
      { mergePages: true },
    );
    expect(text).toContain('CEG-2');
  }, 60_000);

  it('stops the PDF thread once idle, and starts another for the next list', async () => {
    process.env.PRICE_LIST_PDF_IDLE_MS = '50';
    try {
      await renderPriceListPdf(doc([line(1)]));
      expect(pdfThreadRunning()).toBe(true);
      await vi.waitFor(() => expect(pdfThreadRunning()).toBe(false), { timeout: 10_000, interval: 20 });
      const pdf = await renderPriceListPdf(doc([line(3)]));
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      expect(text).toContain('CEG-3');
    } finally {
      delete process.env.PRICE_LIST_PDF_IDLE_MS;
    }
  }, 60_000);

  it('warms the PDF thread for a generator opened, keeps it past the idle stop while held, then stops it', async () => {
    process.env.PRICE_LIST_PDF_IDLE_MS = '50';
    process.env.PRICE_LIST_PDF_WARM_HOLD_MS = '1500';
    try {
      await vi.waitFor(() => expect(pdfThreadRunning()).toBe(false), { timeout: 10_000, interval: 20 });
      // Asked twice (two tabs): one warm-up.
      await Promise.all([warmPdfThread(), warmPdfThread()]);
      expect(pdfThreadRunning()).toBe(true);
      // Well past the idle stop, inside the hold (counted from when it is ready): still there, and a warm thread
      // answers at once.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(pdfThreadRunning()).toBe(true);
      await warmPdfThread();
      const pdf = await renderPriceListPdf(doc([line(4)]));
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      expect(text).toContain('CEG-4');
      await vi.waitFor(() => expect(pdfThreadRunning()).toBe(false), { timeout: 10_000, interval: 20 });
    } finally {
      delete process.env.PRICE_LIST_PDF_IDLE_MS;
      delete process.env.PRICE_LIST_PDF_WARM_HOLD_MS;
    }
  }, 60_000);

  it('has one thread per process, however many copies of the module are loaded', async () => {
    // The compiled server bundles generate, render-pending and warm each with its own copy of _pdf-thread.ts: the
    // warm-up must ready the thread generate renders in, and two functions never run two threads.
    await renderPriceListPdf(doc([line(6)]));
    vi.resetModules();
    const copy = await import('./_pdf-thread');
    expect(copy.pdfThreadRunning).not.toBe(pdfThreadRunning);
    expect(copy.pdfThreadRunning()).toBe(true);
    const pdf = await copy.renderInWorker(doc([line(7)]));
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('CEG-7');
    expect(pdfThreadRunning()).toBe(true);
  }, 60_000);

  it('does not hold a list up behind a warm-up asked for after it', async () => {
    await stopPdfThread();
    expect(pdfThreadRunning()).toBe(false);
    const order: string[] = [];
    const list = renderPriceListPdf(doc([line(5)])).then(() => order.push('list'));
    const warm = warmPdfThread().then(() => order.push('warm'));
    await Promise.all([list, warm]);
    // The list ran first; the warm-up behind it found the thread warm and was done.
    expect(order).toEqual(['list', 'warm']);
  }, 60_000);
});
