import { MatchersV3 } from '@pact-foundation/pact';

// Pact's own `uuid()` regex is unanchored (it would accept any string containing a uuid); ours are anchored.
const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const JWT = '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$';

/** A lower-case uuid (hasura-auth's ids and refresh tokens). Examples are fixed: pact files must not change. */
export const uuid = (example: string) => MatchersV3.regex(UUID, example);

/** A compact JWS (three base64url parts). Pact cannot look inside it; the sdk only decodes the payload. */
export const jwt = (example: string) => MatchersV3.regex(JWT, example);

export const { like, integer, boolean, string, fromProviderState } = MatchersV3;
