import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startServer, type Config, type RampaContext } from '@rampa/backend';

export interface RunningBackend {
  /** The origin the sdk would be given as `backendUrl`; the services are under `/v1/…`. */
  readonly url: string;
  readonly config: Config;
  /** The backend's own database, JWT service and secrets, for state handlers. */
  readonly rampa: RampaContext;
  stop(): Promise<void>;
}

/**
 * A fresh backend as `npm start` runs it (embedded PGlite, migrations applied, generated secrets), but in a
 * temporary data folder, without the demo seed, on a free port of 127.0.0.1. `stop()` removes the folder. `env`
 * adds settings (e.g. an OpenID Connect provider a verification starts).
 */
export async function startBackend(env: Readonly<Record<string, string>> = {}): Promise<RunningBackend> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rampa-contracts-backend-'));
  try {
    const config: Config = {
      ...loadConfig({
        HOST: '127.0.0.1',
        RAMPA_DATA_DIR: dataDir,
        RAMPA_DEMO_SEED: 'false',
        // The verifier replays many sign-ins from one address; the limits are tested in the backend.
        AUTH_RATE_LIMIT_ENABLE: 'false',
        LOG_LEVEL: 'error',
        ...env,
      }),
      // Any free port: nothing else needs to know it before the server listens.
      port: 0,
    };
    const app = await startServer(config);
    const { port } = app.server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      config,
      rampa: app.rampa,
      async stop() {
        await app.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
