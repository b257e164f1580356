import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { drain, INSTANCE_HEADER, registerReadiness, SERVICE_RESTART } from './instance';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('readiness and graceful drain', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    if (app && !app.draining) await app.close();
    app = undefined;
  });

  async function start(instanceName?: string) {
    app = Fastify();
    registerReadiness(app, instanceName === undefined ? {} : { instanceName });
    await app.register(fastifyWebsocket);
    let finished = 0;
    app.get('/slow', async () => {
      await sleep(800);
      finished += 1;
      return { finished };
    });
    app.get('/ws', { websocket: true }, (socket) => socket.send('hello'));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    return { app, url };
  }

  it('names the process that answered only when asked to', async () => {
    const named = await start('b');
    const response = await fetch(`${named.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get(INSTANCE_HEADER)).toBe('b');
    expect((await fetch(`${named.url}/nothing-here`)).headers.get(INSTANCE_HEADER)).toBe('b');
    const socket = new WebSocket(`${named.url.replace('http', 'ws')}/ws`);
    const upgrade = await new Promise<string | string[] | undefined>((resolve) =>
      socket.once('upgrade', (answer) => resolve(answer.headers[INSTANCE_HEADER])),
    );
    expect(upgrade).toBe('b');
    socket.terminate();
    await named.app.close();
    const anonymous = await start();
    expect((await fetch(`${anonymous.url}/healthz`)).headers.get(INSTANCE_HEADER)).toBeNull();
  });

  it('fails /healthz, answers the requests in flight, closes WebSockets with 1012, then stops listening', async () => {
    const { app, url } = await start('a');
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`);
    await new Promise((resolve) => socket.once('message', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    const inFlight = [fetch(`${url}/slow`), fetch(`${url}/slow`)];
    await sleep(100);
    let drainedAt = 0;
    const drained = drain(app, { delayMs: 200 }).then(() => (drainedAt = Date.now()));
    // While the delay lasts the process still serves, but tells the load balancer to stop sending.
    const health = await fetch(`${url}/healthz`, { headers: { connection: 'close' } });
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'draining' });

    // They outlast the delay: the listening socket is closed while they run, and they are answered all the same.
    const answers = await Promise.all(inFlight);
    const answeredAt = Date.now();
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.headers.get('connection')).toBe('close');
    expect(await closed).toBe(SERVICE_RESTART);
    await drained;
    expect(drainedAt).toBeGreaterThanOrEqual(answeredAt - 50);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});
