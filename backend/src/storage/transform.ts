import { createHash } from 'node:crypto';
import { DEFAULT_TRANSFORM_QUEUE_PER_CALLER } from '../config';
import { lazy } from '../lazy';
import { StorageError } from './errors';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/** hasura-storage transforms these types only; others answer 400 when asked for an image option. */
const FORMAT_OF_TYPE: Readonly<Record<string, ImageFormat>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};
const TYPE_OF_FORMAT: Readonly<Record<ImageFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};
const FORMAT_PARAM = ['same', 'auto', 'jpeg', 'png', 'webp', 'avif'] as const;
/** Largest width or height asked for; the output never exceeds the source either (no enlargement). */
const MAX_DIMENSION = 8192;
const MAX_BLUR = 100;

/** The image options of a download (`w`, `h`, `q`, `b`, `f`), checked against the file's type. */
export interface ImageOptions {
  width?: number;
  height?: number;
  quality?: number;
  blur?: number;
  format: ImageFormat;
  /** The output type differs from the stored one (the name gets its extension). */
  formatChanged: boolean;
  /** `f=auto`: the format depends on the Accept header. */
  negotiated: boolean;
}

type Query = Readonly<Record<string, unknown>>;

function numberParam(query: Query, name: string, max: number, integer: boolean): number | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  const pattern = integer ? /^\d+$/ : /^\d+(\.\d+)?$/;
  if (typeof value !== 'string' || !pattern.test(value) || Number(value) > max) {
    throw new StorageError(400, `${name} must be ${integer ? 'an integer' : 'a number'} from 0 to ${max}`);
  }
  // 0 means "not set", as in hasura-storage.
  return Number(value) === 0 ? undefined : Number(value);
}

function negotiate(accept: string | undefined, original: ImageFormat): ImageFormat {
  const types = (accept ?? '').split(',').map((type) => type.split(';')[0]!.trim().toLowerCase());
  for (const format of ['avif', 'webp', 'jpeg', 'png'] as const) {
    if (types.includes(TYPE_OF_FORMAT[format])) return format;
  }
  return original;
}

/**
 * The image options of a request, or undefined when it asks for none. A 400 StorageError for a bad value or a
 * file type that cannot be transformed.
 */
export function imageOptions(query: Query, mimeType: string, accept: string | undefined) {
  const width = numberParam(query, 'w', MAX_DIMENSION, true);
  const height = numberParam(query, 'h', MAX_DIMENSION, true);
  const quality = numberParam(query, 'q', 100, true);
  const blur = numberParam(query, 'b', MAX_BLUR, false);
  const f = query.f;
  if (f !== undefined && (typeof f !== 'string' || !(FORMAT_PARAM as readonly string[]).includes(f))) {
    throw new StorageError(
      400,
      `format must be one of: same, webp, png, jpeg, avif, auto. Got: ${typeof f === 'string' ? f : ''}`,
    );
  }
  if (width === undefined && height === undefined && quality === undefined && blur === undefined && !f) {
    return undefined;
  }
  const original = FORMAT_OF_TYPE[mimeType];
  if (!original) {
    throw new StorageError(400, `image manipulation features are not supported for '${mimeType}'`);
  }
  const format =
    f === 'auto' ? negotiate(accept, original) : f && f !== 'same' ? (f as ImageFormat) : original;
  const options: ImageOptions = {
    ...(width !== undefined && { width }),
    ...(height !== undefined && { height }),
    ...(quality !== undefined && { quality }),
    ...(blur !== undefined && { blur }),
    format,
    formatChanged: format !== original,
    negotiated: f === 'auto',
  };
  return options;
}

export const imageType = (format: ImageFormat) => TYPE_OF_FORMAT[format];

/** What identifies one transformed representation of one version of a file. */
export function variantKey(options: ImageOptions): string {
  const { width = 0, height = 0, quality = 0, blur = 0, format } = options;
  return `w${width}h${height}q${quality}b${blur}${format}`;
}

/** The ETag of a transformed representation: the file's own, marked with a digest of the options. */
export function variantEtag(etag: string, options: ImageOptions): string {
  const digest = createHash('sha256').update(variantKey(options)).digest('hex').slice(0, 12);
  return `"${etag.replace(/^"|"$/g, '')}-${digest}"`;
}

export interface TransformerOptions {
  /** Images with more pixels are refused before they are decoded. */
  maxPixels: number;
  concurrency: number;
  /** Memory for finished transforms; 0 turns the cache off. */
  cacheBytes: number;
  /** Results with more pixels are refused before any work (default 4096×4096). */
  maxOutputPixels?: number;
  /** A transform running longer is stopped (default 30 s). */
  timeoutSeconds?: number;
  /**
   * Transforms one caller may have waiting or running; each caller runs one at a time (default
   * DEFAULT_TRANSFORM_QUEUE_PER_CALLER).
   */
  perCaller?: number;
}

export interface Transformer {
  /**
   * The transformed image for `key` (file id, etag and options): from the cache, from a transform already
   * running for the same key, or made now from the local file `source` gives, with at most `concurrency`
   * transforms at a time.
   */
  run(
    fileId: string,
    etag: string,
    options: ImageOptions,
    source: () => Promise<{ path: string; release(): Promise<void> }>,
    /** Who asks (a user id, or an address): one caller's transforms queue behind each other, not others'. */
    caller?: string,
  ): Promise<Buffer>;
  /** Drops the cached variants of a file that was replaced or deleted. */
  forget(fileId: string): void;
}

export function createTransformer({
  maxPixels,
  concurrency,
  cacheBytes,
  maxOutputPixels = 4096 * 4096,
  timeoutSeconds = 30,
  perCaller = DEFAULT_TRANSFORM_QUEUE_PER_CALLER,
}: TransformerOptions): Transformer {
  const limits = { maxPixels, maxOutputPixels, timeoutSeconds };
  const callers = new Map<string, { pending: number; last: Promise<unknown> }>();
  /** Runs `work` after the caller's earlier transforms; refuses a caller with `perCaller` already queued. */
  const inCallerQueue = <T>(caller: string | undefined, work: () => Promise<T>): Promise<T> => {
    if (caller === undefined) return work();
    const queue = callers.get(caller) ?? { pending: 0, last: Promise.resolve() };
    if (queue.pending >= perCaller) {
      return Promise.reject(
        new StorageError(429, 'too many image transforms at once; try again shortly', { perCaller }),
      );
    }
    queue.pending += 1;
    callers.set(caller, queue);
    const result = queue.last.catch(() => undefined).then(work);
    queue.last = result.then(
      () => undefined,
      () => undefined,
    );
    void queue.last.then(() => {
      queue.pending -= 1;
      if (queue.pending === 0) callers.delete(caller);
    });
    return result;
  };
  const cache = new Map<string, Buffer>();
  let cachedBytes = 0;
  const running = new Map<string, Promise<Buffer>>();
  let active = 0;
  const waiting: (() => void)[] = [];

  const remember = (key: string, image: Buffer) => {
    if (image.length > cacheBytes / 4) return;
    cache.set(key, image);
    cachedBytes += image.length;
    // Map order is insertion order; hits re-insert, so the first key is the least recently used.
    for (const [oldest, buffer] of cache) {
      if (cachedBytes <= cacheBytes) break;
      cache.delete(oldest);
      cachedBytes -= buffer.length;
    }
  };
  const withSlot = async <T>(work: () => Promise<T>): Promise<T> => {
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await work();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };

  return {
    run(fileId, etag, options, source, caller) {
      const key = `${fileId}/${etag}/${variantKey(options)}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return Promise.resolve(hit);
      }
      let pending = running.get(key);
      if (!pending) {
        pending = inCallerQueue(caller, () =>
          withSlot(async () => {
            const file = await source();
            try {
              return await transformImage(file.path, options, limits);
            } finally {
              await file.release();
            }
          }),
        );
        running.set(key, pending);
        pending
          .then((image) => remember(key, image))
          .catch(() => undefined)
          .finally(() => running.delete(key));
      }
      return pending;
    },
    forget(fileId) {
      for (const [key, buffer] of cache) {
        if (key.startsWith(`${fileId}/`)) {
          cache.delete(key);
          cachedBytes -= buffer.length;
        }
      }
    },
  };
}

/**
 * Resizes (cover, centred, as hasura-storage's libvips thumbnail; never enlarged), blurs and encodes. The pixel
 * limit is checked from the header before anything is decoded, so a small file of huge dimensions costs nothing.
 */
/** libvips (sharp) is loaded by the first transform, not at start. */
const loadSharp = lazy(async () => (await import('sharp')).default);

async function transformImage(
  path: string,
  options: ImageOptions,
  {
    maxPixels,
    maxOutputPixels,
    timeoutSeconds,
  }: { maxPixels: number; maxOutputPixels: number; timeoutSeconds: number },
): Promise<Buffer> {
  const sharp = await loadSharp();
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(path, { limitInputPixels: maxPixels }).metadata();
  } catch (error) {
    if (/pixel limit/i.test(error instanceof Error ? error.message : '')) {
      throw new StorageError(400, 'image is too large to transform', { maxPixels });
    }
    throw new StorageError(400, 'image could not be transformed');
  }
  const { width: sourceWidth = 0, height: sourceHeight = 0 } = metadata;
  if (sourceWidth * sourceHeight > maxPixels) {
    throw new StorageError(400, 'image is too large to transform', { maxPixels });
  }
  if (outputPixels(sourceWidth, sourceHeight, options) > maxOutputPixels) {
    throw new StorageError(400, 'the transformed image would be too large', { maxPixels: maxOutputPixels });
  }
  try {
    let image = sharp(path, { limitInputPixels: maxPixels }).rotate().timeout({ seconds: timeoutSeconds });
    if (options.width !== undefined || options.height !== undefined) {
      image = image.resize({
        ...(options.width !== undefined && { width: options.width }),
        ...(options.height !== undefined && { height: options.height }),
        fit: 'cover',
        position: 'centre',
        withoutEnlargement: true,
      });
    }
    // libvips needs a sigma of at least 0.3.
    if (options.blur !== undefined) image = image.blur(Math.max(0.3, options.blur));
    return await image
      .toFormat(options.format, options.quality !== undefined ? { quality: options.quality } : {})
      .toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw new StorageError(400, 'image is too large to transform', { maxPixels });
    }
    if (/timeout/i.test(message)) {
      throw new StorageError(400, 'image took too long to transform', { timeoutSeconds });
    }
    throw new StorageError(400, 'image could not be transformed');
  }
}

/** The pixels a resize (cover, never enlarged) of a `width`×`height` source yields. */
function outputPixels(width: number, height: number, { width: w, height: h }: ImageOptions): number {
  if (w === undefined && h === undefined) return width * height;
  if (w !== undefined && h !== undefined) return Math.min(w, width) * Math.min(h, height);
  const scale = Math.min(1, w !== undefined ? w / width : h! / height);
  return Math.round(width * scale) * Math.round(height * scale);
}
