import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { organizationCheck } from './graphql/organization';
import Fastify, { type FastifyInstance } from 'fastify';
import { createJwtService, type JwtService } from './auth/jwt';
import { setPasswordHashSlots } from './auth/passwords';
import { purgeExpiredRefreshTokens } from './auth/refresh-tokens';
import { registerAuth } from './auth/register';
import type { Config } from './config';
import { createCronScheduler, loadCronTriggers } from './cron/scheduler';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import type { Database } from './db/types';
import { DEMO_ACCOUNTS, seedDemo, type DemoAccount } from './dev/demo';
import { resolveDemoPassword } from './dev/demo-password';
import { DevInbox } from './dev/inbox';
import { registerFunctions } from './functions/plugin';
import { registerGraphql } from './graphql/plugin';
import { registerApp } from './http/app';
import { registerCompression } from './http/compression';
import { registerReadiness } from './http/instance';
import { handleError } from './http/errors';
import { serverLogging } from './http/logging';
import { appInlineScriptHashes, registerSecurityHeaders } from './http/security-headers';
import { registerInputGuard } from './http/text';
import { createNotificationMailer } from './notifications/mailer';
import { resolveSecrets, type Secrets } from './secrets';
import { createDriver } from './storage/drivers';
import { registerStorage } from './storage/plugin';

/** What the running backend holds, for main's banner, tests and the contract provider states. */
export interface RampaContext {
  db: Database;
  jwt: JwtService;
  secrets: Secrets;
  /** Messages captured instead of delivered (dev mode without SMTP): what `/v1/dev/inbox` shows. */
  inbox?: DevInbox;
  /** Present when the demo seed ran. */
  demo?: { accounts: readonly DemoAccount[]; password: string; passwordSource: string };
  /** Why the demo seed asked for did not run (another Nhost project without Rampa's tables). */
  demoSkipped?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    rampa: RampaContext;
  }
}

export interface BuildOptions {
  /**
   * The database, already being opened (main.ts starts PGlite's worker before it loads the server's modules, so
   * the two overlap); the server owns it from here and closes it. Without it the server opens the database.
   */
  database?: Promise<Database>;
}

/**
 * The whole backend, ready to `listen` or `inject`: opens the database, applies the migrations, ensures
 * the demo data and mounts `/v1/auth`, `/v1/graphql` and the app. `close()` releases the database.
 */
export async function buildServer(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { trustProxy } = config.auth;
  const app = Fastify({
    // Successful requests are not logged one by one (issue 19): failures, refusals, slow ones and a sample are.
    ...serverLogging(config.logLevel, {
      slowMs: config.graphql.slowQueryMs,
      sample: config.requestLogSample,
    }),
    // A request that reached this process while it drains is answered (http/instance.ts), not refused with 503.
    return503OnClosing: false,
    // A number of hops trusts that many proxies in front of this server, whatever their addresses.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  });
  setPasswordHashSlots(config.passwordHashSlots);
  // The database opens (PGlite boots in its worker thread) while the secrets are read.
  const opening =
    options.database ??
    openDatabase(config, {
      onIdleError: (error) => app.log.warn({ err: error }, 'an idle database connection failed'),
    });
  // Awaited below; a failure before then must not count as an unhandled rejection meanwhile.
  opening.catch(() => undefined);
  let secrets: Secrets;
  try {
    secrets = await resolveSecrets(config);
  } catch (error) {
    await opening.then(
      (db) => db.close(),
      () => undefined,
    );
    throw error;
  }
  const db = await opening;
  // Registered first, so it runs last: after the plugins that use the database have closed.
  app.addHook('onClose', () => db.close());
  try {
    await migrate(db, config.projectDir);
    await purgeExpiredRefreshTokens(db, config.refreshTokenReuseInterval);
    const jwt = createJwtService(secrets.jwtSecret, config.accessTokenExpiresIn);
    const inbox = config.auth.devInbox ? new DevInbox(db) : undefined;
    const missing = config.demoSeed ? await missingDemoTables(db) : [];
    const demoSkipped =
      missing.length > 0
        ? `the demo seed is Rampa's own and was skipped: the project in ${config.projectDir} has no ${missing.join(', ')}`
        : undefined;
    if (demoSkipped) app.log.warn(demoSkipped);
    app.decorate('rampa', {
      db,
      jwt,
      secrets,
      ...(inbox && { inbox }),
      ...(config.demoSeed && !demoSkipped && { demo: await ensureDemo(db, config, secrets) }),
      ...(demoSkipped && { demoSkipped }),
    });

    registerReadiness(app, {
      ...(config.instanceName !== undefined && { instanceName: config.instanceName }),
    });
    registerSecurityHeaders(app, {
      https: config.publicUrl.startsWith('https:'),
      scriptHashes: appInlineScriptHashes(config.appDist),
    });
    registerCompression(app);
    app.setErrorHandler(handleError);
    registerInputGuard(app);
    const outbox = await registerAuth(app, { config, db, jwt, secrets, ...(inbox && { inbox }) });
    const organizations = await organizationCheck(db);
    const verifyOrganization = organizations?.verify;
    await registerGraphql(app, {
      db,
      adminSecret: secrets.adminSecret,
      verifyAccessToken: (token) => jwt.verify(token),
      projectDir: config.projectDir,
      // Parsed once, kept in the data folder: the next start's first GraphQL request reads JSON, not YAML.
      metadataCacheFile: join(config.dataDir, 'cache', 'metadata.json'),
      ...(config.unauthorizedRole !== undefined && { unauthorizedRole: config.unauthorizedRole }),
      ...(verifyOrganization && { verifyOrganization }),
      devMode: config.devMode,
      limits: config.graphql,
      slowQueryMs: config.graphql.slowQueryMs,
      // A mutation (here or through another server) may have changed someone's memberships: ask the database again.
      ...(organizations && { onMutation: organizations.forget }),
    });
    await registerStorage(app, {
      config,
      db,
      session: {
        adminSecret: secrets.adminSecret,
        verifyAccessToken: (token) => jwt.verify(token),
        ...(config.unauthorizedRole !== undefined && { unauthorizedRole: config.unauthorizedRole }),
        ...(verifyOrganization && { verifyOrganization }),
      },
    });
    // Nhost gives every function the project's admin secret and service URLs (functions/admin/invite-user).
    const local = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}/v1`;
    process.env.NHOST_ADMIN_SECRET ??= secrets.adminSecret;
    process.env.NHOST_GRAPHQL_URL ??= `${local}/graphql`;
    process.env.NHOST_AUTH_URL ??= `${local}/auth`;
    process.env.NHOST_STORAGE_URL ??= `${local}/storage`;
    await registerFunctions(app, {
      functionsDir: config.functionsDir,
      verifyAccessToken: (token) => jwt.verify(token),
    });
    // Hasura's cron triggers of the project call functions with the webhook secret Nhost gives them.
    process.env.NHOST_FUNCTIONS_URL ??= `${local}/functions`;
    process.env.NHOST_WEBHOOK_SECRET ??= createHash('sha256')
      .update(`nhost-webhook-secret:${secrets.adminSecret}`)
      .digest('hex');
    const cron = createCronScheduler({
      db,
      triggers: await loadCronTriggers(config.projectDir, {
        cacheFile: join(config.dataDir, 'cache', 'cron-triggers.json'),
      }),
      log: app.log,
    });
    const mailer = createNotificationMailer({ db, outbox, publicUrl: config.publicUrl, log: app.log });
    const mails = await hasNotificationEmails(db);
    app.addHook('onReady', () => {
      if (cron.triggers.length > 0) cron.start(CRON_INTERVAL_MS);
      if (mails) mailer.start(MAILER_INTERVAL_MS);
    });
    app.addHook('onClose', async () => {
      await cron.stop();
      await mailer.stop();
    });
    await registerApp(app, config.appDist);
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}

/** How often the cron scheduler looks for due events (Hasura's own round is a minute). */
const CRON_INTERVAL_MS = 10_000;
/** How soon a notification's e-mail leaves. */
const MAILER_INTERVAL_MS = 2_000;

/** Builds the backend and listens on the configured host and port. */
export async function startServer(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = await buildServer(config, options);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

// What the demo seed writes besides auth.users and auth.user_roles, which every Nhost project has.
const DEMO_TABLES = ['public.organizations', 'public.profiles'];

/** The tables of Rampa's demo seed this project's database lacks: another NHOST_PROJECT_DIR has none. */
async function missingDemoTables(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ name: string; present: boolean }>(
    'SELECT name, to_regclass(name) IS NOT NULL AS present FROM unnest($1::text[]) AS name',
    [DEMO_TABLES],
  );
  return rows.filter((row) => !row.present).map((row) => row.name);
}

/** Whether the project's notifications carry e-mail copies (Rampa's; another project may have none). */
async function hasNotificationEmails(db: Database): Promise<boolean> {
  // The catalog itself, not information_schema's view: a lookup instead of a 13 ms query (on PGlite) at start.
  const { rows } = await db.query(
    `SELECT 1 FROM pg_catalog.pg_attribute
      WHERE attrelid = to_regclass('public.notifications') AND attname = 'email_pending' AND NOT attisdropped`,
  );
  return rows.length > 0;
}

async function ensureDemo(db: Database, config: Config, secrets: Secrets) {
  const { password, source } = await resolveDemoPassword(config);
  // The demo's product pictures are stored as uploads are, through the configured driver.
  const storage = await createDriver(config.storage.driver, config.dataDir);
  try {
    await seedDemo(db, password, storage, { passwordKey: secrets.adminSecret });
  } finally {
    await storage.close();
  }
  return { accounts: DEMO_ACCOUNTS, password, passwordSource: source };
}
