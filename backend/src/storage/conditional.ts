import type { ByteRange } from './drivers';

type Headers = Readonly<Record<string, string | string[] | undefined>>;

const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** The entity tags of an If-Match / If-None-Match list; `*` matches any. */
function tagsOf(value: string): string[] {
  return value
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

const opaque = (tag: string) => tag.replace(/^W\//, '');

/** An HTTP date, to the second; undefined for anything else (an invalid date is ignored, RFC 9110 §13.1.3). */
function httpDate(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : Math.floor(time / 1000);
}

/**
 * Evaluates the preconditions of a GET or HEAD in RFC 9110's order (§13.2.2): If-Match (strong comparison), else
 * If-Unmodified-Since → 412; If-None-Match (weak comparison), else If-Modified-Since → 304; otherwise 200.
 */
export function evaluatePreconditions(headers: Headers, etag: string, lastModified: Date): 200 | 304 | 412 {
  const modified = Math.floor(lastModified.getTime() / 1000);
  const ifMatch = header(headers, 'if-match');
  if (ifMatch !== undefined) {
    const tags = tagsOf(ifMatch);
    if (!tags.includes('*') && !tags.some((tag) => !tag.startsWith('W/') && tag === etag)) return 412;
  } else {
    const since = httpDate(header(headers, 'if-unmodified-since'));
    if (since !== undefined && modified > since) return 412;
  }
  const ifNoneMatch = header(headers, 'if-none-match');
  if (ifNoneMatch !== undefined) {
    const tags = tagsOf(ifNoneMatch);
    if (tags.includes('*') || tags.some((tag) => opaque(tag) === opaque(etag))) return 304;
  } else {
    const since = httpDate(header(headers, 'if-modified-since'));
    if (since !== undefined && modified <= since) return 304;
  }
  return 200;
}

/**
 * The byte range a request asks for, when it asks for one range of this representation: `undefined` to send
 * the whole (no Range, a stale If-Range, several ranges or a syntax we ignore, as RFC 9110 §14.2 allows), or
 * 'unsatisfiable' for a 416.
 */
export function requestedRange(
  headers: Headers,
  size: number,
  etag: string,
  lastModified: Date,
): ByteRange | 'unsatisfiable' | undefined {
  const range = header(headers, 'range');
  if (range === undefined) return undefined;
  const ifRange = header(headers, 'if-range');
  if (ifRange !== undefined) {
    const current =
      ifRange.trim().startsWith('"') || ifRange.trim().startsWith('W/')
        ? ifRange.trim() === etag
        : httpDate(ifRange) === Math.floor(lastModified.getTime() / 1000);
    if (!current) return undefined;
  }
  const match = /^bytes=\s*(\d*)-(\d*)\s*$/i.exec(range);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
