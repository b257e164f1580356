import { describe, expect, it } from 'vitest';
import { evaluatePreconditions, requestedRange } from './conditional';

const ETAG = '"abc"';
const MODIFIED = new Date('2026-11-20T10:00:00.500Z');
const BEFORE = 'Thu, 19 Nov 2026 10:00:00 GMT';
const SAME = 'Fri, 20 Nov 2026 10:00:00 GMT';

describe('evaluatePreconditions', () => {
  it.each([
    [{}, 200],
    [{ 'if-match': '"abc"' }, 200],
    [{ 'if-match': '"x", "abc"' }, 200],
    [{ 'if-match': '*' }, 200],
    [{ 'if-match': 'W/"abc"' }, 412],
    [{ 'if-match': '"x"' }, 412],
    [{ 'if-unmodified-since': BEFORE }, 412],
    [{ 'if-unmodified-since': SAME }, 200],
    [{ 'if-match': '"abc"', 'if-unmodified-since': BEFORE }, 200],
    [{ 'if-none-match': '"abc"' }, 304],
    [{ 'if-none-match': 'W/"abc"' }, 304],
    [{ 'if-none-match': '*' }, 304],
    [{ 'if-none-match': '"x"' }, 200],
    [{ 'if-modified-since': SAME }, 304],
    [{ 'if-modified-since': BEFORE }, 200],
    [{ 'if-modified-since': 'not a date' }, 200],
    [{ 'if-none-match': '"x"', 'if-modified-since': SAME }, 200],
    [{ 'if-match': '"x"', 'if-none-match': '"abc"' }, 412],
  ] as const)('%o → %i', (headers, status) => {
    expect(evaluatePreconditions(headers, ETAG, MODIFIED)).toBe(status);
  });
});

describe('requestedRange', () => {
  const range = (value: string, extra: Record<string, string> = {}) =>
    requestedRange({ range: value, ...extra }, 100, ETAG, MODIFIED);

  it('reads one range in its three forms', () => {
    expect(range('bytes=0-9')).toEqual({ start: 0, end: 9 });
    expect(range('bytes=90-')).toEqual({ start: 90, end: 99 });
    expect(range('bytes=-10')).toEqual({ start: 90, end: 99 });
    expect(range('bytes=-500')).toEqual({ start: 0, end: 99 });
    expect(range('bytes=95-500')).toEqual({ start: 95, end: 99 });
  });

  it('ignores what it does not serve, and refuses what cannot be served', () => {
    expect(requestedRange({}, 100, ETAG, MODIFIED)).toBeUndefined();
    for (const value of ['bytes=0-1,3-4', 'items=0-1', 'bytes=5-2', 'bytes=-', 'bytes=a-b']) {
      expect(range(value), value).toBeUndefined();
    }
    expect(range('bytes=100-')).toBe('unsatisfiable');
    expect(range('bytes=-0')).toBe('unsatisfiable');
  });

  it('honours If-Range by ETag or date', () => {
    expect(range('bytes=0-1', { 'if-range': ETAG })).toEqual({ start: 0, end: 1 });
    expect(range('bytes=0-1', { 'if-range': '"old"' })).toBeUndefined();
    expect(range('bytes=0-1', { 'if-range': SAME })).toEqual({ start: 0, end: 1 });
    expect(range('bytes=0-1', { 'if-range': BEFORE })).toBeUndefined();
  });
});
