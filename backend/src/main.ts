import { setFlagsFromString } from 'node:v8';
import { ConfigError, isLoopbackHost, loadConfig, type Config } from './config';
import { embeddedDatabaseDir, openDatabase } from './db/open';
import type { RampaContext } from './server';

// PGlite is PostgreSQL compiled to WebAssembly. V8 runs it first as baseline (Liftoff) code and recompiles a
// function with its optimizing compiler (TurboFan) once the function has run V8's "tiering budget". With the
// default budget a start (PostgreSQL's boot, the migration and seed checks) already sends about a hundred of
// PostgreSQL's functions, some of them huge, to TurboFan: a second of CPU on background threads, and ~80 MB
// their allocators keep afterwards. With this budget (about 550 times the default) nothing is recompiled at
// start; under a steady load the hottest functions still are, within seconds. Set before the database's worker
// compiles the module; a budget given on the command line wins.
if (!process.execArgv.some((flag) => flag.startsWith('--wasm-tiering-budget'))) {
  setFlagsFromString('--wasm-tiering-budget=1000000000');
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
  process.exit(1);
}

// The database opens first, and the server's modules (Fastify, GraphQL… the build splits them into their own
// chunk) load while it does: PGlite boots in its own worker thread, so on two cores the two overlap (issue 16).
let logIdleError = (error: Error) => console.warn('An idle database connection failed:', error);
const database = openDatabase(config, { onIdleError: (error) => logIdleError(error) });
database.catch(() => undefined); // awaited by the server; a failure is reported there
const { startServer } = await import('./server');
const { drain } = await import('./http/instance');

const app = await startServer(config, { database }).catch((error: unknown) => {
  console.error('Rampa could not start:', error);
  process.exit(1);
});
logIdleError = (error) => app.log.warn({ err: error }, 'an idle database connection failed');
console.log(banner(config, app.rampa));

// SIGTERM (and Ctrl+C) drain: /healthz fails, the process stops listening, WebSockets are told to reconnect
// elsewhere (1012), requests in flight are answered, then the database closes. A second signal stops at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.once(signal, () => process.exit(1));
    drain(app, { delayMs: config.drainDelayMs, log: (message) => app.log.info(message) }).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

function banner(config: Config, { secrets, demo, demoSkipped }: RampaContext): string {
  const database =
    config.databaseUrl === undefined
      ? `embedded (PGlite) in ${embeddedDatabaseDir(config.dataDir)}`
      : 'PostgreSQL from DATABASE_URL';
  const lines = [
    '',
    `Rampa is running at ${config.publicUrl}`,
    `  auth API:     ${config.authServerUrl}`,
    `  database:     ${database}`,
    `  admin secret: ${secrets.adminSecretSource}`,
    `  JWT keys:     ${secrets.jwtSecretSource}`,
  ];
  if (secrets.devInboxToken !== undefined) {
    lines.push(
      `  dev inbox:    ${config.publicUrl}/v1/dev/inbox?token=${secrets.devInboxToken}`,
      `                (token from ${secrets.devInboxTokenSource}; send it as x-dev-inbox-token)`,
    );
  } else if (config.auth.smtp === undefined && config.devMode && !isLoopbackHost(config.host)) {
    lines.push(
      `  dev inbox:    off: ${config.host} is reachable beyond this machine (AUTH_DEV_INBOX=true turns it on)`,
    );
  }
  if (demoSkipped) lines.push('', `Demo accounts: none (${demoSkipped})`);
  if (demo) {
    const emailWidth = Math.max(...demo.accounts.map((account) => account.email.length));
    const roleWidth = Math.max(...demo.accounts.map((account) => account.role.length));
    lines.push(
      '',
      `Demo accounts, password ${demo.password}  (from ${demo.passwordSource})`,
      ...demo.accounts.map(
        (account) =>
          `  ${account.email.padEnd(emailWidth)}  ${account.role.padEnd(roleWidth)}  ${account.displayName}`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}
