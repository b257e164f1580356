// `npm run dev`: the backend (`npm run serve`, same environment) plus the Vite dev server with HMR,
// which proxies /v1 (HTTP and websockets) to the backend, so the app talks to its own origin as in production.
// Ctrl+C stops both; if either one exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const backendPort = process.env.PORT ?? '4000';
const backendUrl = `http://localhost:${backendPort}`;
const vitePort = Number(process.env.VITE_PORT ?? 5173);

process.env.RAMPA_BACKEND_URL = backendUrl;

// Its own process group, so the whole npm -> tsx -> node chain can be signalled at once.
const backend = spawn('npm', ['run', 'serve'], {
  cwd: root,
  env: { ...process.env, PORT: backendPort },
  stdio: 'inherit',
  detached: true,
});

let vite;
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  await vite?.close().catch(() => {});
  if (backend.exitCode === null && backend.signalCode === null) {
    const exited = new Promise((resolve) => backend.once('exit', resolve));
    signalBackend('SIGTERM');
    const timer = setTimeout(() => signalBackend('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
  process.exit(code);
}

function signalBackend(signal) {
  try {
    process.kill(-backend.pid, signal);
  } catch {
    // already gone
  }
}

backend.on('exit', (code, signal) => {
  if (!stopping) {
    console.error(`\nBackend stopped (${signal ?? `exit code ${code}`}); stopping the dev server.`);
    void stop(code ?? 1);
  }
});
backend.on('error', (error) => {
  console.error('Could not start the backend:', error);
  void stop(1);
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => void stop(0));
}
// Vite's `q` shortcut calls process.exit() directly: never leave the detached backend behind.
process.on('exit', () => {
  if (backend.exitCode === null && backend.signalCode === null) signalBackend('SIGTERM');
});

try {
  vite = await createServer({
    configFile: fileURLToPath(new URL('../app/vite.config.ts', import.meta.url)),
    server: { port: vitePort },
  });
  await vite.listen();
} catch (error) {
  console.error('Could not start Vite:', error);
  await stop(1);
}

await waitForBackend();
if (!stopping) {
  console.log(`\n  Rampa (dev) — backend ${backendUrl}, app with HMR:`);
  vite.printUrls();
  vite.bindCLIShortcuts({ print: true });
}

async function waitForBackend() {
  const deadline = Date.now() + 120_000;
  while (!stopping && Date.now() < deadline) {
    try {
      const response = await fetch(`${backendUrl}/v1/auth/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (!stopping) console.warn(`The backend did not answer on ${backendUrl}/v1/auth/healthz yet.`);
}
