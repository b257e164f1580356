import { ConfigError, isLoopbackHost, loadConfig, type Config } from './config';
import { embeddedDatabaseDir } from './db/open';
import { drain } from './http/instance';
import { startServer, type RampaContext } from './server';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
  process.exit(1);
}

const app = await startServer(config).catch((error: unknown) => {
  console.error('Rampa could not start:', error);
  process.exit(1);
});
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
