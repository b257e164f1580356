import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, registerSecurityHeaders } from './security-headers';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('the Content Security Policy', () => {
  it('names each inline script of a page by its hash, and no script loaded by src', () => {
    const warm = "\n      Intl.DateTimeFormat.supportedLocalesOf(['pl-PL']);\n    ";
    const html =
      `<!doctype html><head><script>${warm}</script><script type="module" src="/assets/index.js"></script>` +
      `<SCRIPT data-x="1">a()</SCRIPT></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(warm), sha256('a()')]);
    expect(inlineScriptHashes('<script src="/a.js"></script><p>no inline script</p>')).toEqual([]);
  });

  it("lets only the app's own scripts and the hashed inline ones run", async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { https: false, scriptHashes: [sha256('a()')] });
    app.get('/', async () => 'ok');
    const policy = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    await app.close();
    expect(policy).toContain(`script-src 'self' '${sha256('a()')}';`);
    expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain(
      'unsafe',
    );
  });
});
