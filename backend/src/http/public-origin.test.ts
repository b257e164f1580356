import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { publicBaseUrl } from './public-origin';

/** A server answering with the base URL a presigned URL would get, for `env`'s settings. */
function server(env: Record<string, string>, trustProxy = false): FastifyInstance {
  const config = loadConfig(env);
  const app = Fastify({ trustProxy });
  app.get('/base', async (request) => ({ base: publicBaseUrl(config, request) }));
  return app;
}

const base = async (app: FastifyInstance, headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/base', headers })).json<{ base: string }>().base;

describe('the public base URL of an answer', () => {
  const guessed = server({});
  const configured = server({ RAMPA_PUBLIC_URL: 'https://rampa.example.pl/' });
  const proxied = server({}, true);
  afterAll(() => Promise.all([guessed.close(), configured.close(), proxied.close()]));

  it('is the origin the browser reached when RAMPA_PUBLIC_URL is not set', async () => {
    expect(await base(guessed, { host: 'localhost:4000' })).toBe('http://localhost:4000');
    expect(await base(guessed, { host: '127.0.0.1:4000' })).toBe('http://127.0.0.1:4000');
    expect(await base(guessed, { host: '192.168.1.20:4000' })).toBe('http://192.168.1.20:4000');
    expect(await base(guessed, { host: '[::1]:4000' })).toBe('http://[::1]:4000');
    expect(await base(guessed, { host: 'Rampa.Local' })).toBe('http://rampa.local');
    // The Vite dev server keeps the browser's Host when it proxies /v1.
    expect(await base(guessed, { host: 'localhost:5173' })).toBe('http://localhost:5173');
  });

  it('is RAMPA_PUBLIC_URL whenever it is set', async () => {
    expect(await base(configured, { host: '127.0.0.1:4000' })).toBe('https://rampa.example.pl');
    expect(await base(configured, { host: 'attacker.example' })).toBe('https://rampa.example.pl');
  });

  it('falls back to the guessed public URL for a Host that is not a plain host and port', async () => {
    for (const host of [
      'evil.example/path',
      'user@evil.example',
      'evil.example:80:80',
      'evil.example?x=1',
      'evil example',
      'evil.example#x',
      'javascript:alert(1)',
    ]) {
      expect(await base(guessed, { host }), host).toBe('http://localhost:4000');
    }
  });

  it('reads X-Forwarded-Host and X-Forwarded-Proto only from a trusted proxy', async () => {
    const forwarded = {
      host: '10.0.0.5:4000',
      'x-forwarded-host': 'rampa.firma.pl',
      'x-forwarded-proto': 'https',
    };
    expect(await base(proxied, forwarded)).toBe('https://rampa.firma.pl');
    expect(await base(guessed, forwarded)).toBe('http://10.0.0.5:4000');
  });
});
