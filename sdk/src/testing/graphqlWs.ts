import type { WebSocketConstructor } from '../config';

interface Subscription {
  socket: { reply(message: unknown): void; readyState: number };
  id: string;
  operationName: string | undefined;
  variables: unknown;
}

/**
 * A WebSocket for the sdk's `webSocket` option that speaks the server's half of graphql-transport-ws: it
 * acknowledges every connection, keeps what the clients sent, and `push(operationName, payload)` sends every
 * open subscription of that operation a result. For tests of live values, where no server runs.
 */
export function fakeGraphqlWs() {
  const sent: Record<string, unknown>[] = [];
  const urls: string[] = [];
  const subscriptions: Subscription[] = [];
  class FakeSocket {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readyState = 0;
    protocol = 'graphql-transport-ws';
    onopen: (() => void) | null = null;
    onmessage: ((event: { data: string }) => void) | null = null;
    onclose: ((event: { code: number; reason: string }) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    constructor(
      readonly url: string,
      readonly protocols: string,
    ) {
      urls.push(url);
      setTimeout(() => {
        this.readyState = 1;
        this.onopen?.();
      });
    }
    send(data: string) {
      const message = JSON.parse(data) as {
        type: string;
        id?: string;
        payload?: { operationName?: string; variables?: unknown };
      };
      sent.push(message);
      if (message.type === 'connection_init') this.reply({ type: 'connection_ack' });
      if (message.type === 'subscribe')
        subscriptions.push({
          socket: this,
          id: message.id!,
          operationName: message.payload?.operationName,
          variables: message.payload?.variables,
        });
      if (message.type === 'complete') {
        const index = subscriptions.findIndex((s) => s.socket === this && s.id === message.id);
        if (index >= 0) subscriptions.splice(index, 1);
      }
    }
    close(code = 1000, reason = '') {
      this.readyState = 3;
      for (let i = subscriptions.length - 1; i >= 0; i--)
        if (subscriptions[i]!.socket === this) subscriptions.splice(i, 1);
      this.onclose?.({ code, reason });
    }
    reply(message: unknown) {
      setTimeout(() => {
        if (this.readyState === 1) this.onmessage?.({ data: JSON.stringify(message) });
      });
    }
  }
  const open = (operationName: string) => subscriptions.filter((s) => s.operationName === operationName);
  return {
    WebSocket: FakeSocket as unknown as WebSocketConstructor,
    /** Every message the clients sent, in order. */
    sent,
    urls,
    /** The variables of the open subscriptions of that operation. */
    variables: (operationName: string) => open(operationName).map((s) => s.variables),
    push: (operationName: string, payload: unknown) => {
      for (const s of open(operationName)) s.socket.reply({ type: 'next', id: s.id, payload });
    },
  };
}
