import type { IncomingHttpHeaders } from 'node:http';

/**
 * The part of Express's request and response that Nhost functions use, over a buffered request. A function is
 * `export default (req, res) => …`; it answers with `res.status(…).json(…)`, `send`, `end`, `sendStatus`,
 * `redirect`, `set`/`setHeader`.
 */
export interface FunctionRequest {
  method: string;
  url: string;
  originalUrl: string;
  path: string;
  query: Record<string, string | string[]>;
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON or form, text for `text/*`, a Buffer otherwise; `{}` without a body (Express' body-parser). */
  body: unknown;
  /** The exact bytes received (for webhook signatures). */
  rawBody: Buffer;
  ip: string;
  get(name: string): string | undefined;
  header(name: string): string | undefined;
  /** Verifies the caller's access token (the backend's verifier); used by `functions/_utils/auth.ts`. */
  verifyAccessToken?: (token: string) => Promise<Record<string, unknown>>;
}

export interface FunctionResponse {
  statusCode: number;
  headersSent: boolean;
  status(code: number): FunctionResponse;
  set(name: string | Record<string, string>, value?: string): FunctionResponse;
  header(name: string, value: string): FunctionResponse;
  setHeader(name: string, value: string | number | readonly string[]): FunctionResponse;
  getHeader(name: string): string | number | readonly string[] | undefined;
  type(contentType: string): FunctionResponse;
  json(body: unknown): FunctionResponse;
  send(body?: unknown): FunctionResponse;
  end(body?: string | Buffer): FunctionResponse;
  sendStatus(code: number): FunctionResponse;
  redirect(statusOrUrl: number | string, url?: string): FunctionResponse;
}

export type FunctionHandler = (req: FunctionRequest, res: FunctionResponse) => unknown;

/** What a function answered: status, headers, body bytes. */
export interface FunctionAnswer {
  status: number;
  headers: Record<string, string | number | readonly string[]>;
  body: Buffer | string;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
};

/** A response object, and a promise of what it answered once the function ends it. */
export function createResponse(): { res: FunctionResponse; answered: Promise<FunctionAnswer> } {
  let resolve!: (answer: FunctionAnswer) => void;
  const answered = new Promise<FunctionAnswer>((r) => (resolve = r));
  const headers: Record<string, string | number | readonly string[]> = {};
  const finish = (body: Buffer | string) => {
    if (res.headersSent) return res;
    res.headersSent = true;
    resolve({ status: res.statusCode, headers, body });
    return res;
  };
  const contentType = (type: string) => {
    if (!Object.keys(headers).some((name) => name === 'content-type')) headers['content-type'] = type;
  };
  const res: FunctionResponse = {
    statusCode: 200,
    headersSent: false,
    status(code) {
      res.statusCode = code;
      return res;
    },
    set(name, value) {
      if (typeof name === 'string') headers[name.toLowerCase()] = value ?? '';
      else for (const [key, item] of Object.entries(name)) headers[key.toLowerCase()] = item;
      return res;
    },
    header: (name, value) => res.set(name, value),
    setHeader(name, value) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader: (name) => headers[name.toLowerCase()],
    type(type) {
      headers['content-type'] = type.includes('/')
        ? type
        : type === 'json'
          ? 'application/json'
          : `text/${type}`;
      return res;
    },
    json(body) {
      contentType('application/json; charset=utf-8');
      return finish(JSON.stringify(body) ?? '');
    },
    send(body) {
      if (body === undefined || body === null) return finish('');
      if (Buffer.isBuffer(body)) {
        contentType('application/octet-stream');
        return finish(body);
      }
      if (typeof body === 'object' || typeof body === 'number' || typeof body === 'boolean')
        return res.json(body);
      contentType('text/html; charset=utf-8');
      return finish(String(body));
    },
    end: (body) => finish(body ?? ''),
    sendStatus(code) {
      res.statusCode = code;
      contentType('text/plain; charset=utf-8');
      return finish(STATUS_TEXT[code] ?? String(code));
    },
    redirect(statusOrUrl, url) {
      res.statusCode = typeof statusOrUrl === 'number' ? statusOrUrl : 302;
      headers.location = typeof statusOrUrl === 'string' ? statusOrUrl : (url ?? '/');
      return finish('');
    },
  };
  return { res, answered };
}

/** The request body as Express' json/urlencoded/text/raw parsers would give it. */
export function parseBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return {};
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json'))
    return JSON.parse(raw.toString('utf8')) as unknown;
  if (type === 'application/x-www-form-urlencoded') {
    const form: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(raw.toString('utf8'))) {
      const existing = form[key];
      form[key] =
        existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
    return form;
  }
  if (type.startsWith('text/')) return raw.toString('utf8');
  return raw;
}
