import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { serverLogging, type RequestLogOptions } from './logging';

interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  slow?: boolean;
}

const LEVEL = { info: 30, warn: 40, error: 50 };

/** A server with the backend's logging, writing its lines to an array, with routes answering each status. */
async function server(options: Partial<RequestLogOptions> = {}) {
  const lines: Line[] = [];
  const app = Fastify(
    serverLogging(
      'info',
      { slowMs: 0, sample: 0, ...options },
      {
        write: (line) => void lines.push(JSON.parse(line) as Line),
      },
    ),
  );
  app.get('/ok', () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 60));
    return { ok: true };
  });
  app.get('/refused', (_request, reply) => reply.code(403).send({ error: 'forbidden' }));
  app.get('/broken', () => {
    throw new Error('boom');
  });
  await app.ready();
  // Fastify's error handler writes its own line for a thrown error: here only the request lines count.
  const REQUEST_LINES = [
    'request failed',
    'request refused',
    'slow request',
    'request completed',
    'incoming request',
  ];
  return { app, lines: () => lines.filter((line) => REQUEST_LINES.includes(line.msg)) };
}

describe('request log (issue 19)', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('writes no line for successful requests by default', async () => {
    const s = await server();
    app = s.app;
    for (let i = 0; i < 5; i++) expect((await app.inject('/ok?token=secret')).statusCode).toBe(200);
    expect(s.lines()).toEqual([]);
  });

  it('logs refusals as warnings and server errors as errors, with status and time, the URL redacted', async () => {
    const s = await server();
    app = s.app;
    await app.inject('/refused?token=secret');
    await app.inject('/broken');
    await app.inject('/nowhere');
    const [refused, broken, missing, ...rest] = s.lines();
    expect(refused).toMatchObject({
      level: LEVEL.warn,
      msg: 'request refused',
      req: { method: 'GET', url: '/refused?token=[redacted]' },
      res: { statusCode: 403 },
    });
    expect(refused!.responseTime).toBeTypeOf('number');
    expect(broken).toMatchObject({ level: LEVEL.error, msg: 'request failed', res: { statusCode: 500 } });
    expect(missing).toMatchObject({ level: LEVEL.warn, req: { url: '/nowhere' }, res: { statusCode: 404 } });
    expect(rest).toEqual([]);
  });

  it('logs requests slower than the threshold as warnings, and only those', async () => {
    const s = await server({ slowMs: 40 });
    app = s.app;
    await app.inject('/ok');
    await app.inject('/slow');
    expect(s.lines()).toEqual([
      expect.objectContaining({
        level: LEVEL.warn,
        msg: 'slow request',
        slow: true,
        req: expect.objectContaining({ url: '/slow' }),
      }),
    ]);
  });

  it('logs the configured share of the other requests at info', async () => {
    const draws = [0.5, 0.05, 0.2, 0.01];
    const s = await server({ sample: 0.1, random: () => draws.shift()! });
    app = s.app;
    for (let i = 0; i < 4; i++) await app.inject('/ok');
    expect(s.lines().map((line) => [line.level, line.msg])).toEqual([
      [LEVEL.info, 'request completed'],
      [LEVEL.info, 'request completed'],
    ]);
  });

  it('reads the sample from RAMPA_REQUEST_LOG_SAMPLE, none by default, and refuses other values', () => {
    expect(loadConfig({}).requestLogSample).toBe(0);
    expect(loadConfig({ RAMPA_REQUEST_LOG_SAMPLE: '0.01' }).requestLogSample).toBe(0.01);
    expect(loadConfig({ RAMPA_REQUEST_LOG_SAMPLE: '1' }).requestLogSample).toBe(1);
    expect(() => loadConfig({ RAMPA_REQUEST_LOG_SAMPLE: '2' })).toThrow(/RAMPA_REQUEST_LOG_SAMPLE/);
    expect(() => loadConfig({ RAMPA_REQUEST_LOG_SAMPLE: 'some' })).toThrow(/RAMPA_REQUEST_LOG_SAMPLE/);
  });
});
