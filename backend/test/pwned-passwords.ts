import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const sha1 = (password: string) => createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();

/**
 * A stand-in for the Pwned Passwords range API on 127.0.0.1: `GET /range/<5 hex>` answers `SUFFIX:COUNT`
 * lines for the breached passwords it is given, and, like the real API with `Add-Padding: true`, decoy lines
 * with count 0 (including the suffixes of `padded` passwords, which must not count as breached). It records
 * what it was asked, and can be made to fail (`mode`).
 */
export class TestPwnedPasswords {
  url = '';
  /** `answer` as the API does; `down` answers 503; `hang` never answers. */
  mode: 'answer' | 'down' | 'hang' = 'answer';
  readonly requests: { path: string; padding: string | undefined }[] = [];
  #server: Server | undefined;
  readonly #hanging = new Set<ServerResponse>();

  constructor(
    private readonly breached: Record<string, number>,
    private readonly padded: readonly string[] = [],
  ) {}

  async start(): Promise<void> {
    this.#server = createServer((request, response) => this.#handle(request, response));
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const response of this.#hanging) response.destroy();
    await new Promise((resolve) => this.#server?.close(resolve));
  }

  #handle(request: IncomingMessage, response: ServerResponse) {
    this.requests.push({
      path: request.url ?? '',
      padding: request.headers['add-padding'] as string | undefined,
    });
    if (this.mode === 'hang') {
      this.#hanging.add(response);
      return;
    }
    if (this.mode === 'down') return response.writeHead(503).end('Service Unavailable');
    const prefix = /^\/range\/([0-9A-F]{5})$/i.exec(request.url ?? '')?.[1]?.toUpperCase();
    if (prefix === undefined) return response.writeHead(400).end('The hash prefix was not in a valid format');
    const lines: string[] = [];
    for (const [password, count] of Object.entries(this.breached)) {
      if (sha1(password).startsWith(prefix)) lines.push(`${sha1(password).slice(5)}:${count}`);
    }
    for (const password of this.padded) {
      if (sha1(password).startsWith(prefix)) lines.push(`${sha1(password).slice(5)}:0`);
    }
    for (let i = 0; i < 20; i++)
      lines.push(`${randomBytes(18).toString('hex').slice(0, 35).toUpperCase()}:0`);
    lines.sort();
    response.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
  }
}
