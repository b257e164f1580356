export { buildServer, startServer, type RampaContext } from './server';
export { ConfigError, loadConfig, type Config } from './config';
export {
  createJwtService,
  HASURA_CLAIMS_NAMESPACE,
  type AccessTokenClaims,
  type JwtService,
  type TokenSubject,
} from './auth/jwt';
export { parseJwtSecret, type JwtSecret } from './auth/jwt-secret';
export { migrate, type AppliedMigrations } from './db/migrate';
export { openDatabase } from './db/open';
export type { Database, Queryable, QueryResult } from './db/types';
export { DEMO_ACCOUNTS, DEMO_ORGANIZATION, type DemoAccount } from './dev/demo';
// Used by Pact provider states to set up users and tokens the way the backend itself does.
export { hashPassword } from './auth/passwords';
export { issueRefreshToken } from './auth/refresh-tokens';
export { findUserByEmail } from './auth/users';
export { startSession } from './auth/sessions';
export { findUserById, issueMfaTicket } from './auth/users';
export { hashRefreshToken } from './auth/refresh-tokens';
export { issueOtp } from './auth/otp';
export { issueTicket } from './auth/tickets';
export { newTotpSecret } from './auth/totp';
export { verifyLink, type LinkTicketType } from './auth/tickets';
export type { AuthSettings } from './auth/settings';
export { DevInbox, type InboxMessage } from './dev/inbox';
export { repoRoot } from './config';
export { openPostgres } from './db/postgres';
export { seedManyProducts } from './dev/products-seed-large';
