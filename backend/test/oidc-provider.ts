import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A small OpenID Connect provider on 127.0.0.1: discovery, JWKS, and a token endpoint that redeems codes
 * issued by `login` (authorization code with PKCE). Its signing key is made here.
 */
export class TestOidcProvider {
  issuer = '';
  readonly clientId = 'rampa-test-client';
  readonly clientSecret = 'rampa-test-secret';
  #server: Server | undefined;
  #key: { privateKey: CryptoKey; jwk: JWK } | undefined;
  readonly #codes = new Map<
    string,
    { account: TestAccount; nonce: string; challenge: string; redirectUri: string }
  >();

  async start(): Promise<void> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    this.#key = {
      privateKey,
      jwk: { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' },
    };
    this.#server = createServer((request, response) => void this.#handle(request, response));
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.#server?.close(resolve));
  }

  /** An ID token for `account`, as the provider would sign it (override claims to forge a bad one). */
  idToken(account: TestAccount, claims: Record<string, unknown> = {}, key = this.#key!.privateKey) {
    return new SignJWT({ ...account, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer((claims.iss as string | undefined) ?? this.issuer)
      .setAudience((claims.aud as string | undefined) ?? this.clientId)
      .setSubject(account.sub)
      .setIssuedAt()
      .setExpirationTime((claims.exp as number | undefined) ?? '5m')
      .sign(key);
  }

  /** The user signs in at the provider, which answers the authorization request `authorizeUrl` with a code. */
  login(authorizeUrl: string, account: TestAccount): { code: string; state: string; redirectUri: string } {
    const url = new URL(authorizeUrl);
    const code = randomUUID();
    const redirectUri = url.searchParams.get('redirect_uri')!;
    this.#codes.set(code, {
      account,
      nonce: url.searchParams.get('nonce')!,
      challenge: url.searchParams.get('code_challenge')!,
      redirectUri,
    });
    return { code, state: url.searchParams.get('state')!, redirectUri };
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', this.issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: this.issuer,
        authorization_endpoint: `${this.issuer}/authorize`,
        token_endpoint: `${this.issuer}/token`,
        jwks_uri: `${this.issuer}/jwks`,
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [this.#key!.jwk] });
    if (url.pathname === '/token' && request.method === 'POST') {
      let body = '';
      for await (const chunk of request) body += String(chunk);
      const form = new URLSearchParams(body);
      const grant = this.#codes.get(form.get('code') ?? '');
      this.#codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      if (
        !grant ||
        form.get('client_id') !== this.clientId ||
        form.get('client_secret') !== this.clientSecret ||
        form.get('redirect_uri') !== grant.redirectUri ||
        createHash('sha256').update(verifier).digest('base64url') !== grant.challenge
      ) {
        return json(400, { error: 'invalid_grant' });
      }
      return json(200, {
        access_token: randomUUID(),
        token_type: 'Bearer',
        id_token: await this.idToken(grant.account, { nonce: grant.nonce }),
      });
    }
    return json(404, { error: 'not_found' });
  }
}
