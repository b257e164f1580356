/** Spec §3: the only things persisted. Access token and user stay in memory. */
export const NHOST_REFRESH_TOKEN_KEY = 'nhostRefreshToken';
export const NHOST_REFRESH_TOKEN_ID_KEY = 'nhostRefreshTokenId';
/** Holds the access-token expiry (ISO, now + accessTokenExpiresIn), despite its name. */
export const NHOST_JWT_EXPIRES_AT_KEY = 'nhostRefreshTokenExpiresAt';

/** Spec §9. */
export const MIN_PASSWORD_LENGTH = 3;
export const REFRESH_TICK_MS = 1_000;
export const TOKEN_REFRESH_MARGIN_SECONDS = 60;
export const TOKEN_REFRESH_CHANCE = 0.1;
export const REFRESH_TOKEN_MAX_ATTEMPTS = 5;
export const TOKEN_IMPORT_MAX_ATTEMPTS = 5;
export const READY_TIMEOUT_MS = 15_000;
export const DEFAULT_ACCESS_TOKEN_EXPIRES_IN_SECONDS = 15;
export const ACCESS_TOKEN_RECHECK_MS = 100;

/** Page-address parameters of spec §7. */
export const URL_REFRESH_TOKEN_PARAM = 'refreshToken';
export const URL_TYPE_PARAM = 'type';
export const URL_ERROR_PARAM = 'error';
export const URL_ERROR_DESCRIPTION_PARAM = 'errorDescription';
/** Spec §8: hasura-auth reports this on a normal OAuth re-link; it is not a failure. */
export const IGNORED_URL_ERROR_DESCRIPTION = 'social user already exists';
