import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** Minimal CBOR (RFC 8949) for what an authenticator writes: maps, integers, text and byte strings. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 256) return Buffer.from([(major << 5) | 24, value]);
  if (value < 65_536) return Buffer.from([(major << 5) | 25, value >> 8, value & 0xff]);
  const buffer = Buffer.alloc(5);
  buffer[0] = (major << 5) | 26;
  buffer.writeUInt32BE(value, 1);
  return buffer;
}

export function encodeCbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([k, v]) => [encodeCbor(k), encodeCbor(v)]),
  ]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/**
 * A security key in software: P-256 (ES256) credentials with `none` attestation, producing what a browser
 * hands the app from `navigator.credentials.create()` and `.get()`.
 */
export class SoftwareAuthenticator {
  readonly #keys = new Map<string, { privateKey: KeyObject; counter: number; userHandle?: string }>();

  constructor(
    readonly origin: string,
    readonly rpId = new URL(origin).hostname,
  ) {}

  #clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Answers PublicKeyCredentialCreationOptionsJSON with a new credential. */
  create(options: { challenge: string; rp?: { id?: string }; user?: { id?: string } }, origin = this.origin) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credentialId = randomBytes(32);
    const cose = encodeCbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      sha256(options.rp?.id ?? this.rpId),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      Buffer.alloc(4), // signature counter 0
      Buffer.alloc(16), // AAGUID
      idLength,
      credentialId,
      cose,
    ]);
    const id = b64url(credentialId);
    this.#keys.set(id, { privateKey, counter: 0, ...(options.user?.id && { userHandle: options.user.id }) });
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.#clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(encodeCbor({ fmt: 'none', attStmt: {}, authData })),
        transports: ['usb'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'cross-platform',
    };
  }

  /** Answers PublicKeyCredentialRequestOptionsJSON with an assertion by `credentialId` (or the first key). */
  get(options: { challenge: string; rpId?: string }, credentialId?: string, origin = this.origin) {
    const id = credentialId ?? [...this.#keys.keys()][0]!;
    const key = this.#keys.get(id);
    if (!key) throw new Error(`no credential ${id}`);
    key.counter++;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(key.counter);
    const authenticatorData = Buffer.concat([
      sha256(options.rpId ?? this.rpId),
      Buffer.from([0x05]),
      counter,
    ]);
    const clientDataJSON = this.#clientData('webauthn.get', options.challenge, origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      key.privateKey,
    );
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        ...(key.userHandle && { userHandle: key.userHandle }),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'cross-platform',
    };
  }
}
