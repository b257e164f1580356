import {
  createHash,
  createPrivateKey,
  createPublicKey,
  createSecretKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

export const JWT_ALGORITHMS = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512'] as const;
export type JwtAlgorithm = (typeof JWT_ALGORITHMS)[number];

/** A parsed `HASURA_GRAPHQL_JWT_SECRET`: the keys to sign and verify access tokens. */
export interface JwtSecret {
  algorithm: JwtAlgorithm;
  signingKey: KeyObject;
  /** The shared secret for HS*, the public key for RS* (then published in the JWKS). */
  verifyKey: KeyObject;
  kid?: string;
  issuer?: string;
}

const SUPPORTED_FIELDS = new Set(['type', 'key', 'signing_key', 'kid', 'issuer']);
// RFC 7518 §3.2: an HMAC key must be at least as long as the hash output.
const HMAC_MIN_LENGTH: Record<string, number> = { HS256: 32, HS384: 48, HS512: 64 };
const RSA_MIN_BITS = 2048;

/**
 * Parses Hasura's JWT secret JSON (`{type, key, signing_key?, kid?, issuer?}`). For RS* `key` is the
 * public key (or certificate) and `signing_key` the private key, as in Nhost. Throws an Error whose
 * message names `source` and never repeats key material.
 */
export function parseJwtSecret(text: string, source: string): JwtSecret {
  function fail(problem: string): never {
    throw new Error(`${source} ${problem}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    fail('must be JSON like {"type":"RS256","key":"…","signing_key":"…"}');
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    fail('must be a JSON object like {"type":"RS256","key":"…","signing_key":"…"}');
  }
  const fields = json as Record<string, unknown>;
  const unsupported = Object.keys(fields).filter((name) => !SUPPORTED_FIELDS.has(name));
  if (unsupported.length > 0) fail(`has fields this backend does not support: ${unsupported.join(', ')}`);
  const { type, key, signing_key: signingKeyText, kid, issuer } = fields;
  if (!JWT_ALGORITHMS.includes(type as JwtAlgorithm)) {
    fail(`type must be one of ${JWT_ALGORITHMS.join(', ')}, got ${JSON.stringify(type)}`);
  }
  const algorithm = type as JwtAlgorithm;
  if (typeof key !== 'string' || key === '') fail('needs "key" (a string)');
  for (const [name, value] of Object.entries({ kid, issuer, signing_key: signingKeyText })) {
    if (value !== undefined && (typeof value !== 'string' || value === '')) {
      fail(`"${name}" must be a string`);
    }
  }
  const optional = {
    ...(typeof kid === 'string' ? { kid } : {}),
    ...(typeof issuer === 'string' ? { issuer } : {}),
  };

  if (algorithm.startsWith('HS')) {
    const min = HMAC_MIN_LENGTH[algorithm] ?? 0;
    if (key.length < min) fail(`key must be at least ${min} characters for ${algorithm}`);
    const secret = createSecretKey(Buffer.from(key, 'utf8'));
    return { algorithm, signingKey: secret, verifyKey: secret, ...optional };
  }

  let publicKey: KeyObject;
  try {
    publicKey = createPublicKey(key);
  } catch {
    fail('key must be a PEM public key or certificate');
  }
  if (typeof signingKeyText !== 'string') {
    fail(`needs "signing_key" (the PEM private key) to issue ${algorithm} tokens`);
  }
  let signingKey: KeyObject;
  try {
    signingKey = createPrivateKey(signingKeyText);
  } catch {
    fail('signing_key must be a PEM private key');
  }
  if (publicKey.asymmetricKeyType !== 'rsa' || signingKey.asymmetricKeyType !== 'rsa') {
    fail(`keys must be RSA keys for ${algorithm}`);
  }
  if ((publicKey.asymmetricKeyDetails?.modulusLength ?? 0) < RSA_MIN_BITS) {
    fail(`RSA keys must have at least ${RSA_MIN_BITS} bits`);
  }
  if (createPublicKey(signingKey).export({ format: 'jwk' }).n !== publicKey.export({ format: 'jwk' }).n) {
    fail('signing_key does not belong to key');
  }
  return {
    algorithm,
    signingKey,
    verifyKey: publicKey,
    ...optional,
    kid: optional.kid ?? jwkThumbprint(publicKey),
  };
}

/** RFC 7638 thumbprint: a stable key id derived from the public key. */
function jwkThumbprint(publicKey: KeyObject): string {
  const { e, n } = publicKey.export({ format: 'jwk' });
  return createHash('sha256')
    .update(JSON.stringify({ e, kty: 'RSA', n }))
    .digest('base64url');
}

/**
 * A new HS256 secret as Hasura JWT secret JSON, as the embedded mode stores it (and Nhost's own default type): 64
 * random bytes in hex. One process both issues and verifies the tokens, so nobody needs a public key; an HMAC costs
 * ~0.01 ms where an RSA-2048 signature costs ~1.3 ms of CPU at every sign-in and refresh. A data folder holding an
 * RS256 pair generated before keeps it (the file is read as is); RS* is configured with `generateRsaJwtSecretJson`'s
 * shape when other services must verify the tokens through the JWKS.
 */
export function generateJwtSecretJson(): string {
  return JSON.stringify({ type: 'HS256', key: randomBytes(64).toString('hex') });
}

/** A new RSA-2048 key pair as Hasura JWT secret JSON (`key` the public key, `signing_key` the private one). */
export function generateRsaJwtSecretJson(type: 'RS256' | 'RS384' | 'RS512' = 'RS256'): string {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: RSA_MIN_BITS });
  return JSON.stringify({
    type,
    key: publicKey.export({ type: 'spki', format: 'pem' }),
    signing_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
  });
}
