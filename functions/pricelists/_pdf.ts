// The price list's PDF, drawn with pdfkit in the PDF worker thread (_pdf.worker.ts). The pages are laid out
// beforehand (paginate in _document.ts: every cell broken into lines with the font's own widths), so drawing is
// text at known places: no layout engine, no tree of elements, a page's content written out as the next begins.
import PDFDocument from 'pdfkit';
import {
  A4,
  CATEGORY_HEIGHT,
  CELL_PADDING,
  FONT_SIZE,
  HEADINGS,
  IMAGE_SIZE,
  LINE_HEIGHT,
  MARGIN,
  NUMERIC,
  ROWS_BORDER,
  TABLE_HEADER,
  TEXT_WIDTH,
  columnWidth,
  face,
  firstPageHeader,
  fitLine,
  formatDay,
  formatNip,
  paginate,
  type Block,
  type PriceListColumn,
  type PriceListDocument,
  type PriceListParty,
  type Weight,
} from './_document';

const INK = '#1a1a1a';
const MUTED = '#555555';
const RIGHT = MARGIN.side + TEXT_WIDTH;
/** A party's box: 0.5 pt border, 6 pt inside it. */
const PARTY_GAP = 16;
const PARTY_INSET = 0.5 + 6;

type Pdf = InstanceType<typeof PDFDocument>;
const FONT: Record<Weight, string> = { 400: 'regular', 700: 'bold' };

/**
 * Text whose line box starts at `top`: pdfkit puts the baseline one ascent under the y it is given, where the
 * lists have always had it. Right-aligned text ends at `x`.
 */
function text(pdf: Pdf, value: string, x: number, top: number, weight: Weight, size: number, right = false) {
  if (!value.trim()) return;
  pdf.font(FONT[weight], size);
  pdf.text(value, right ? x - pdf.widthOfString(value) : x, top, { lineBreak: false });
}

/** The first page's heading: title, validity, discount, note, then seller and buyer side by side. */
function drawHeading(pdf: Pdf, doc: PriceListDocument) {
  const top = firstPageHeader(doc);
  let y = MARGIN.top;
  pdf.fillColor(INK);
  text(pdf, `Cennik ${doc.number}`, MARGIN.side, y, 700, 16);
  y += 22 + 4;
  const validity = doc.validTo
    ? `Ważny od ${formatDay(doc.validFrom)} do ${formatDay(doc.validTo)}`
    : `Ważny od ${formatDay(doc.validFrom)}`;
  const paragraphs = [[validity]];
  if (doc.discountPercent > 0)
    paragraphs.push([`Rabat ${String(doc.discountPercent).replace('.', ',')}% od cen katalogowych netto`]);
  if (top.note.length > 0) paragraphs.push(top.note);
  for (const lines of paragraphs) {
    for (const line of lines) {
      text(pdf, line, MARGIN.side, y, 400, 9);
      y += 12;
    }
    y += 2;
  }
  y += 10;
  const nameLines = Math.max(...top.names.map((name) => name.length));
  const width = (TEXT_WIDTH - PARTY_GAP) / 2;
  const height = 2 * PARTY_INSET + 10 + 2 + 13 * nameLines + LINE_HEIGHT;
  const parties: [string, PriceListParty, string[]][] = [
    ['Sprzedawca', doc.organization, top.names[0]!],
    ['Nabywca', doc.client, top.names[1]!],
  ];
  parties.forEach(([label, who, name], i) => {
    const x = MARGIN.side + i * (width + PARTY_GAP);
    pdf
      .lineWidth(0.5)
      .rect(x + 0.25, y + 0.25, width - 0.5, height - 0.5)
      .stroke('#999999');
    let line = y + PARTY_INSET;
    pdf.fillColor(MUTED);
    text(pdf, label, x + PARTY_INSET, line, 400, 7.5);
    line += 10 + 2;
    pdf.fillColor(INK);
    for (const part of name) {
      text(pdf, part, x + PARTY_INSET, line, 700, 10);
      line += 13;
    }
    text(pdf, formatNip(who.nip), x + PARTY_INSET, line, 400, FONT_SIZE);
  });
  return MARGIN.top + top.height;
}

/** The columns' left edges. */
function columnsAt(columns: readonly PriceListColumn[]) {
  let x = MARGIN.side;
  return columns.map((column) => {
    const width = columnWidth(columns, column);
    const at = { column, x, width, right: NUMERIC.has(column) };
    x += width;
    return at;
  });
}
type Columns = ReturnType<typeof columnsAt>;

/** The table's header, on every page: grey, ruled under, its headings bold. */
function drawTableHeader(pdf: Pdf, columns: Columns, y: number) {
  pdf.rect(MARGIN.side, y, TEXT_WIDTH, TABLE_HEADER).fill('#eeeeee');
  pdf
    .lineWidth(1)
    .moveTo(MARGIN.side, y + TABLE_HEADER - 0.5)
    .lineTo(RIGHT, y + TABLE_HEADER - 0.5);
  pdf.stroke('#333333');
  pdf.fillColor(INK);
  for (const c of columns) {
    const x = c.right ? c.x + c.width - CELL_PADDING : c.x + CELL_PADDING;
    text(pdf, HEADINGS[c.column], x, y + 3, 700, FONT_SIZE, c.right);
  }
  return y + TABLE_HEADER;
}

/** A page's categories and rows under the header; the rows of a block ruled under. */
function drawBlocks(
  pdf: Pdf,
  columns: Columns,
  blocks: readonly Block[],
  y: number,
  image: (data: Uint8Array) => ReturnType<Pdf['openImage']> | null,
) {
  for (const block of blocks) {
    pdf.fillColor(INK);
    if (block.kind === 'category') {
      text(pdf, block.name, MARGIN.side, y + 6, 700, 9.5);
      y += CATEGORY_HEIGHT;
      continue;
    }
    for (const row of block.rows) {
      for (const c of columns) {
        if (c.column === 'image') {
          const thumbnail = row.line.image ? image(row.line.image) : null;
          if (thumbnail) {
            const boxTop = y + (row.lines * LINE_HEIGHT - IMAGE_SIZE) / 2;
            pdf.image(thumbnail, c.x + CELL_PADDING, boxTop, {
              fit: [IMAGE_SIZE, IMAGE_SIZE],
              align: 'center',
              valign: 'center',
            });
          }
          continue;
        }
        const x = c.right ? c.x + c.width - CELL_PADDING : c.x + CELL_PADDING;
        row.cells.get(c.column)!.forEach((line, i) => {
          text(pdf, line, x, y + i * LINE_HEIGHT, 400, FONT_SIZE, c.right);
        });
      }
      y += row.lines * LINE_HEIGHT;
    }
    pdf
      .lineWidth(ROWS_BORDER)
      .moveTo(MARGIN.side, y + ROWS_BORDER / 2)
      .lineTo(RIGHT, y + ROWS_BORDER / 2)
      .stroke('#cccccc');
    y += ROWS_BORDER;
  }
}

/** "Hurtownia · Cennik CN/2026/0001" on the left, "Strona 2 z 9" on the right, 20 pt above the page's edge. */
function drawFooter(pdf: Pdf, doc: PriceListDocument, page: number, pages: number) {
  const regular = face(400);
  const lineHeight = ((regular.ascent - regular.descent) / regular.unitsPerEm) * 7.5;
  const top = A4.height - 20 - lineHeight;
  pdf.fillColor(MUTED);
  text(
    pdf,
    fitLine(`${doc.organization.name} · Cennik ${doc.number}`, 400, 7.5, 400),
    MARGIN.side,
    top,
    400,
    7.5,
  );
  text(pdf, `Strona ${page} z ${pages}`, A4.width - MARGIN.side, top, 400, 7.5, true);
}

// The warm-up's list: made-up building materials and amounts, Polish letters in every weight and column, so that
// what a real list runs through (fontkit's shaping, the wrapping, pdfkit's text, the subsets, compression) has
// run before one waits for it.
const WARM_UP_WORDS = [
  'Zaprawa klejowa',
  'Cegła pełna',
  'Płyta gipsowo-kartonowa',
  'Styropian fasadowy EPS 040',
  'Folia stretch',
  'Karton klapowy 3W',
  'Wełna mineralna',
  'Bloczek betonu komórkowego',
  'Pręt żebrowany B500SP',
  'Dachówka ceramiczna',
  'Klej do płytek C2TE S1',
  'Taśma pakowa brązowa',
  'Gips szpachlowy',
  'Żwir płukany',
];
const WARM_UP_COLOURS = ['biały', 'szary', 'żółty', 'grafitowy', 'czerwony', 'brązowy', 'zielony'];
const WARM_UP_LINES = 400;

function warmUpDocument(): PriceListDocument {
  return {
    number: 'CN/2026/0000',
    organization: { name: 'Hurtownia Budowlana Źródło Sp. z o.o.', nip: '5260250274' },
    client: { name: 'Przedsiębiorstwo Handlowe Łączność S.A.', nip: '7251801126' },
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    discountPercent: 5,
    columns: ['sku', 'ean', 'name', 'unit', 'net', 'vat', 'gross'],
    note: 'Ceny obowiązują przy odbiorze własnym z magazynu w Łodzi.',
    createdAt: '2026-01-01T08:00:00Z',
    lines: Array.from({ length: WARM_UP_LINES }, (_, i) => {
      const net = ((i * 7919) % 500_000) / 100 + 0.99;
      return {
        sku: `WRM-${String(i).padStart(5, '0')}`,
        ean: String(5_900_000_000_000 + i * 104_729),
        name: `${WARM_UP_WORDS[i % WARM_UP_WORDS.length]} ${WARM_UP_COLOURS[i % WARM_UP_COLOURS.length]} ${(i % 40) + 1} kg`,
        unit: ['szt.', 'kg', 'm2', 'opak.'][i % 4]!,
        category: `Kategoria ${i % 6}`,
        categoryOrder: i % 6,
        net,
        vatRate: ['23', '8', '5', 'zw'][i % 4]!,
        gross: Math.round(net * 123) / 100,
      };
    }),
  };
}

/**
 * Readies this thread for a list: pdfkit and fontkit loaded (the module's imports), Noto Sans opened, and a list of
 * 400 made-up lines rendered and dropped, so that V8 has compiled the hot paths of shaping and drawing, which in a
 * fresh thread run slow for their first thousands of calls. Some 0.3 s of CPU, while the user is still choosing.
 */
export async function warmUpPdfThread(): Promise<void> {
  await renderPriceListPdfInThread(warmUpDocument());
}

/** The price list's PDF: A4, Noto Sans embedded, the table's header repeated on every page, "Strona 1 z 3". */
export function renderPriceListPdfInThread(doc: PriceListDocument): Promise<Buffer> {
  const pages = paginate(doc);
  const columns = columnsAt(doc.columns);
  const pdf = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    // The fonts keep what they set for the thread (_document.ts): no second copy per document.
    fontLayoutCache: false,
    lang: 'pl',
    displayTitle: true,
    info: {
      Title: `Cennik ${doc.number} — ${doc.client.name}`,
      Author: doc.organization.name,
      Creator: 'Rampa',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  // The fontkit fonts text is measured with: opened once per thread, only their subsets go into each PDF.
  pdf.registerFont(FONT[400], face(400));
  pdf.registerFont(FONT[700], face(700));
  // A thumbnail is embedded once however many rows show it; one that is no JPEG or PNG leaves its cell blank.
  const images = new Map<Uint8Array, ReturnType<Pdf['openImage']> | null>();
  const image = (data: Uint8Array) => {
    if (!images.has(data)) {
      try {
        images.set(data, pdf.openImage(Buffer.from(data.buffer, data.byteOffset, data.byteLength)));
      } catch {
        images.set(data, null);
      }
    }
    return images.get(data)!;
  };
  pages.forEach((blocks, index) => {
    pdf.addPage({ size: [A4.width, A4.height], margin: 0 });
    let y = index === 0 ? drawHeading(pdf, doc) : MARGIN.top;
    y = drawTableHeader(pdf, columns, y);
    drawBlocks(pdf, columns, blocks, y, image);
    drawFooter(pdf, doc, index + 1, pages.length);
  });
  pdf.end();
  return done;
}
