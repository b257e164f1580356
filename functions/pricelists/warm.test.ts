import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FunctionRequest, FunctionResponse } from '../_utils/auth';
import { warmHandler } from './warm';

const warmPdfThread = vi.fn(() => Promise.resolve());
const warm = warmHandler(warmPdfThread);

// pricelists/warm's answers; the warm-up itself is tested with the PDF thread (_document.test.ts).
const CLAIMS = 'https://hasura.io/jwt/claims';
function request(role: string, method = 'POST', body: unknown = {}): FunctionRequest {
  return {
    method,
    headers: { authorization: 'Bearer token' },
    body,
    verifyAccessToken: async () => ({
      sub: '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9c99',
      [CLAIMS]: { 'x-hasura-default-role': role, 'x-hasura-allowed-roles': [role] },
    }),
  };
}
function response() {
  const answer: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const res: FunctionResponse = {
    status: (code) => ((answer.status = code), res),
    json: (body) => (answer.body = body),
    set: (name, value) => ((answer.headers[name] = value), res),
  };
  return { res, answer };
}

describe('pricelists/warm', () => {
  afterEach(() => warmPdfThread.mockClear());

  it('starts warming the renderer for a handlowiec or the org_admin and answers 202 at once', async () => {
    for (const role of ['handlowiec', 'org_admin']) {
      const { res, answer } = response();
      await warm(request(role, 'POST', { role }), res);
      expect(answer).toMatchObject({ status: 202, body: { warming: true } });
    }
    expect(warmPdfThread).toHaveBeenCalledTimes(2);
  });

  it('refuses other roles, callers without a session and other methods, warming nothing', async () => {
    const refused = response();
    await warm(request('klient'), refused.res);
    expect(refused.answer).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    const anonymous = response();
    await warm({ method: 'POST', headers: {}, body: {} }, anonymous.res);
    expect(anonymous.answer).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    const get = response();
    await warm(request('handlowiec', 'GET'), get.res);
    expect(get.answer).toMatchObject({ status: 405, headers: { allow: 'POST' } });
    expect(warmPdfThread).not.toHaveBeenCalled();
  });
});
