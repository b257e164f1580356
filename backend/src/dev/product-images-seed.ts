import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database } from '../db/types';
import { detectContentType } from '../storage/content-type';
import type { StorageDriver } from '../storage/drivers';
import { createFileStore, storedContent, type Bucket, type FileStore } from '../storage/files';
import { discard, spool } from '../storage/spool';
import { demoCatalogue, type SeedProduct } from './products-seed';

/**
 * A picture for the first active product of each top category of the demo catalogue (a dozen), drawn here (an SVG
 * rendered by sharp: the product's kind of thing, its name and SKU on its category's colour) and stored as an
 * upload is: spooled, typed from its bytes, a storage.files row of the organization in `product-images`, the
 * content through the configured driver (local folder or S3), then marked uploaded. Each file's id is derived
 * from the organization and SKU, so two instances starting together store it once. A product gets its picture
 * only while it has none and was never edited (updated_at = created_at): a later start leaves alone what users
 * changed, a removed picture included.
 */

const BUCKET = 'product-images';
const SIZE = 400;

type Shape =
  'bag' | 'blocks' | 'slab' | 'bars' | 'planks' | 'bucket' | 'tiles' | 'box' | 'roll' | 'pallet' | 'helmet';

/** Per top category (products-seed.ts TREE): its colour and what its products look like. */
const LOOK: Record<string, { colour: string; shape: Shape }> = {
  'Cement i zaprawy': { colour: '#8d99ae', shape: 'bag' },
  'Ściany i bloczki': { colour: '#c8553d', shape: 'blocks' },
  Izolacje: { colour: '#f2c14e', shape: 'slab' },
  'Stal zbrojeniowa': { colour: '#5c6f7b', shape: 'bars' },
  'Drewno i płyty': { colour: '#b07d4f', shape: 'planks' },
  'Chemia budowlana': { colour: '#2a9d8f', shape: 'bucket' },
  'Pokrycia dachowe': { colour: '#9b2226', shape: 'tiles' },
  'Opakowania kartonowe': { colour: '#c69c6d', shape: 'box' },
  'Folie i taśmy': { colour: '#4d908e', shape: 'roll' },
  'Palety i nośniki': { colour: '#a98467', shape: 'pallet' },
  'Artykuły spożywcze (hurt)': { colour: '#6a994e', shape: 'bag' },
  'Narzędzia i BHP': { colour: '#e76f51', shape: 'helmet' },
};

const SHAPES: Record<Shape, (colour: string) => string> = {
  bag: (c) =>
    `<path d="M130 70 h140 l20 40 v150 q0 20 -20 20 h-140 q-20 0 -20 -20 v-150 z" fill="${c}"/>
     <path d="M130 70 h140 l-10 25 h-120 z" fill="#fff" opacity=".35"/>
     <rect x="145" y="150" width="110" height="60" rx="8" fill="#fff" opacity=".85"/>`,
  blocks: (c) =>
    [0, 1, 2]
      .flatMap((row) =>
        [0, 1].map(
          (col) =>
            `<rect x="${95 + col * 108 + (row % 2) * 20}" y="${90 + row * 62}" width="100" height="54" rx="4" fill="${c}" stroke="#fff" stroke-width="4"/>`,
        ),
      )
      .join(''),
  slab: (c) =>
    `<rect x="90" y="110" width="220" height="150" rx="10" fill="${c}"/>
     ${[0, 1, 2, 3].map((i) => `<line x1="90" y1="${140 + i * 30}" x2="310" y2="${140 + i * 30}" stroke="#fff" stroke-width="5" opacity=".6"/>`).join('')}`,
  bars: (c) =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="${90 + i * 45}" y="70" width="22" height="210" rx="11" fill="${c}"/>` +
          [0, 1, 2, 3, 4, 5]
            .map(
              (j) =>
                `<rect x="${88 + i * 45}" y="${85 + j * 33}" width="26" height="6" fill="#fff" opacity=".5"/>`,
            )
            .join(''),
      )
      .join(''),
  planks: (c) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="80" y="${90 + i * 48}" width="240" height="40" rx="4" fill="${c}"/>
           <ellipse cx="${130 + i * 40}" cy="${110 + i * 48}" rx="14" ry="6" fill="#fff" opacity=".35"/>`,
      )
      .join(''),
  bucket: (c) =>
    `<path d="M120 100 h160 l-15 180 h-130 z" fill="${c}"/>
     <rect x="110" y="88" width="180" height="22" rx="6" fill="${c}" stroke="#fff" stroke-width="4"/>
     <path d="M130 95 q70 -70 140 0" fill="none" stroke="#555" stroke-width="6"/>
     <rect x="145" y="150" width="110" height="70" rx="8" fill="#fff" opacity=".85"/>`,
  tiles: (c) =>
    [0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2, 3].map(
          (col) =>
            `<path d="M${90 + col * 55} ${100 + row * 55} h55 v40 q-27 22 -55 0 z" fill="${c}" stroke="#fff" stroke-width="3"/>`,
        ),
      )
      .join(''),
  box: (c) =>
    `<path d="M200 70 l110 45 v130 l-110 45 l-110 -45 v-130 z" fill="${c}"/>
     <path d="M200 70 l110 45 l-110 45 l-110 -45 z" fill="#fff" opacity=".3"/>
     <path d="M200 160 v130" stroke="#fff" stroke-width="4" opacity=".6"/>
     <path d="M145 92 l110 45" stroke="#fff" stroke-width="10" opacity=".5"/>`,
  roll: (c) =>
    `<ellipse cx="200" cy="180" rx="110" ry="110" fill="${c}"/>
     <ellipse cx="200" cy="180" rx="45" ry="45" fill="#fff" opacity=".9"/>
     <ellipse cx="200" cy="180" rx="80" ry="80" fill="none" stroke="#fff" stroke-width="3" opacity=".4"/>`,
  pallet: (c) =>
    `${[0, 1, 2, 3, 4].map((i) => `<rect x="${80 + i * 50}" y="110" width="40" height="14" fill="${c}"/>`).join('')}
     ${[0, 1, 2].map((i) => `<rect x="${80 + i * 105}" y="124" width="30" height="40" fill="${c}" opacity=".8"/>`).join('')}
     <rect x="70" y="164" width="260" height="16" fill="${c}"/>
     ${[0, 1, 2, 3, 4].map((i) => `<rect x="${80 + i * 50}" y="180" width="40" height="14" fill="${c}" opacity=".9"/>`).join('')}`,
  helmet: (c) =>
    `<path d="M100 230 q0 -140 100 -140 q100 0 100 140 z" fill="${c}"/>
     <rect x="75" y="225" width="250" height="24" rx="12" fill="${c}" stroke="#fff" stroke-width="3"/>
     <path d="M185 92 h30 v133 h-30 z" fill="#fff" opacity=".35"/>`,
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The name in at most two lines of about 26 characters, cut at spaces. */
function nameLines(name: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(' ')) {
    if (line && `${line} ${word}`.length > 26) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.length > 2 ? [lines[0]!, `${lines[1]!.slice(0, 24)}…`] : lines;
}

export function productPictureSvg(product: SeedProduct): string {
  const look = LOOK[product.category] ?? { colour: '#888888', shape: 'box' as const };
  const text = nameLines(product.name)
    .map((line, index) => `<tspan x="200" dy="${index === 0 ? 0 : 26}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
    <rect width="${SIZE}" height="${SIZE}" fill="#f6f4ef"/>
    <circle cx="200" cy="180" r="150" fill="${look.colour}" opacity=".15"/>
    <ellipse cx="200" cy="300" rx="130" ry="12" fill="#000" opacity=".12"/>
    ${SHAPES[look.shape](look.colour)}
    <text x="200" y="334" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="19"
      font-weight="bold" fill="#2b2d42" text-anchor="middle">${text}</text>
    <text x="200" y="30" font-family="DejaVu Sans Mono, monospace" font-size="15" fill="#6c757d"
      text-anchor="middle">${escapeXml(product.sku)}</text>
  </svg>`;
}

// The pictures are the same every run: drawn once per process (tests build many servers).
const drawn = new Map<string, Promise<Buffer>>();
function picture(product: SeedProduct): Promise<Buffer> {
  let image = drawn.get(product.sku);
  if (!image) {
    // sharp (libvips) only when a picture is drawn: a start of a seeded database draws none.
    image = import('sharp').then(({ default: sharp }) =>
      sharp(Buffer.from(productPictureSvg(product)))
        .webp({ quality: 80 })
        .toBuffer(),
    );
    drawn.set(product.sku, image);
    image.catch(() => drawn.delete(product.sku));
  }
  return image;
}

/** The demo products that get a picture: the first active one of each top category. */
export function demoPictureProducts(): SeedProduct[] {
  const first = new Map<string, SeedProduct>();
  for (const product of demoCatalogue()) {
    if (product.active && !first.has(product.category)) first.set(product.category, product);
  }
  return [...first.values()];
}

/** A stable file id for the picture of `sku` in `orgId` (a UUID v4 in form, from a hash). */
export function demoPictureFileId(orgId: string, sku: string): string {
  const hex = createHash('sha256').update(`rampa-demo-product-picture:${orgId}:${sku}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Stores the missing demo pictures of `orgId`'s products; returns how many products got one. */
export async function seedDemoProductImages(
  db: Database,
  driver: StorageDriver,
  orgId: string,
): Promise<number> {
  const files = createFileStore(db);
  const bucket = await files.bucket(BUCKET);
  if (!bucket) return 0;
  const candidates = demoPictureProducts();
  const { rows } = await db.query<{ id: string; sku: string }>(
    `SELECT p.id, p.sku FROM public.products p
      WHERE p.org_id = $1 AND p.sku = ANY($2::text[]) AND p.image_file_id IS NULL
        AND p.updated_at = p.created_at`,
    [orgId, candidates.map((product) => product.sku)],
  );
  const due = new Map(rows.map((row) => [row.sku, row.id]));
  const products = candidates.filter((product) => due.has(product.sku));
  if (products.length === 0) return 0;
  const images = await Promise.all(products.map(picture));
  let added = 0;
  for (const [index, product] of products.entries()) {
    const productId = due.get(product.sku)!;
    if (await storePicture({ db, files, driver, bucket }, orgId, productId, product, images[index]!))
      added += 1;
  }
  return added;
}

interface Store {
  db: Database;
  files: FileStore;
  driver: StorageDriver;
  bucket: Bucket;
}

async function storePicture(
  { db, files, driver, bucket }: Store,
  orgId: string,
  productId: string,
  product: SeedProduct,
  image: Buffer,
): Promise<boolean> {
  const id = demoPictureFileId(orgId, product.sku);
  const spooled = await spool(Readable.from([image]), driver.spoolDir, bucket.maxUploadFileSize);
  try {
    const mimeType = await detectContentType(spooled.path, spooled.head, 'image/webp');
    // As the org_admin demo account uploaded it, in the organization (no session: the columns are set here).
    const inserted = await db.query(
      `INSERT INTO storage.files (id, bucket_id, name, mime_type, org_id, uploaded_by_user_id, is_uploaded)
       VALUES ($1, $2, $3, $4, $5,
               (SELECT p.user_id FROM public.profiles p WHERE p.org_id = $5 AND p.role = 'org_admin'
                 ORDER BY p.created_at LIMIT 1),
               false)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [id, bucket.id, `${product.sku}.webp`, mimeType, orgId],
    );
    // Another instance is storing it, or a user removed it from the product and kept the file.
    if (inserted.rows.length === 0) return false;
    try {
      await driver.put(id, spooled, mimeType);
    } catch (error) {
      await files.remove(id);
      throw error;
    }
    await files.complete(id, storedContent(spooled), null);
    const linked = await db.query(
      `UPDATE public.products SET image_file_id = $2
        WHERE id = $1 AND image_file_id IS NULL AND updated_at = created_at RETURNING id`,
      [productId, id],
    );
    return linked.rows.length > 0;
  } finally {
    await discard([spooled]);
  }
}
