import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectContentType, servedContentType } from './content-type';
import { jpeg, pixelBomb } from './testing';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rampa-sniff-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const detect = async (content: Buffer | string, declared?: string) => {
  const path = join(dir, `${Math.random()}`);
  await writeFile(path, content);
  const bytes = Buffer.from(content);
  return detectContentType(path, bytes.subarray(0, 8192), declared);
};

describe('detectContentType', () => {
  it('believes the bytes, not the declared type', async () => {
    expect(await detect(await jpeg(), 'text/html')).toBe('image/jpeg');
    expect(await detect(pixelBomb(100), 'image/jpeg')).toBe('image/png');
    expect(await detect('%PDF-1.7\n%âãÏÓ\n1 0 obj', 'image/png')).toBe('application/pdf');
  });

  it('keeps a declared plain-text type for text, and types other text as text/plain', async () => {
    expect(await detect('a;b\n1;2\n', 'text/csv')).toBe('text/csv');
    expect(await detect('{"a":1}', 'application/json; charset=utf-8')).toBe('application/json');
    expect(await detect('zażółć gęślą jaźń', undefined)).toBe('text/plain');
    expect(await detect('<html><script>alert(1)</script></html>', 'text/html')).toBe('text/plain');
    expect(await detect('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml')).toBe('text/plain');
    expect(await detect('<?xml version="1.0"?><a/>', 'application/xml')).toBe('text/plain');
    expect(await detect('alert(1)', 'application/javascript')).toBe('text/plain');
  });

  it('types unknown binary as application/octet-stream', async () => {
    expect(await detect(Buffer.from([0, 159, 146, 150, 1]), 'text/plain')).toBe('application/octet-stream');
    expect(await detect(Buffer.from([0xc3, 0x28]), 'text/plain')).toBe('application/octet-stream');
    expect(await detect('', 'text/plain')).toBe('application/octet-stream');
  });
});

describe('servedContentType', () => {
  it('never serves a type a browser would run script in', () => {
    expect(servedContentType('image/png')).toBe('image/png');
    expect(servedContentType('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    for (const type of [
      'text/html',
      'TEXT/HTML; charset=utf-8',
      'image/svg+xml',
      'application/xhtml+xml',
      'text/xml',
      'application/atom+xml',
      'text/javascript',
      'application/ecmascript',
    ]) {
      expect(servedContentType(type), type).toBe('text/plain');
    }
    for (const type of ['', 'html', 'text/html\r\nx-injected: 1', '../../x']) {
      expect(servedContentType(type), type).toBe('application/octet-stream');
    }
  });
});
