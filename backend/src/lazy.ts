/**
 * A module (or anything) loaded on first use and kept: `const loadSharp = lazy(async () => (await
 * import('sharp')).default)`. The server imports at start only what answering a request needs, so image
 * transforms, mail, WebAuthn, TOTP, Redis and the PostgreSQL driver cost neither start time nor memory until a
 * request or the configuration asks for them. A failed load is not kept: the next call tries again.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}
