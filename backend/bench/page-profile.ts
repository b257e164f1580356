// `tsx backend/bench/page-profile.ts [route names]`: where a page's main-thread time goes on its first load, for
// the routes bench:lighthouse measures. Chromium (playwright-core, /usr/bin/chromium) at a 4× slower CPU (CDP
// Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset assumes), a cold HTTP cache, the demo handlowiec's
// session in localStorage; records the page's long tasks (PerformanceObserver), its LCP and a V8 CPU profile, and
// prints the long tasks and the self time by chunk and by function. Build the app first (`BENCH_SKIP_BUILD=1`
// skips it; `PROFILE_MINIFY=0` builds it unminified, so functions keep their names).
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { printTop, selfTime, type Profile } from './cpu-profile';
import { LIGHTHOUSE_ROUTES } from './lighthouse';
import { COMPILED, ensureBackendBuilt, startBackend, stopProcess } from './start';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 7741);
const base = `http://127.0.0.1:${PORT}`;
const EMAIL = 'handlowiec@demo.rampa.pl';
const PASSWORD = 'bench-password-123';
const RATE = Number(process.env.PROFILE_CPU_RATE ?? 4);
const OUT = process.env.PROFILE_OUT;

async function build(): Promise<void> {
  const args = [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'];
  if (process.env.PROFILE_MINIFY === '0') args.push('--minify', 'false');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: join(repoRoot, 'app'), stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
}

async function refreshToken(): Promise<string> {
  const response = await fetch(`${base}/v1/auth/signin/email-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status}`);
  return ((await response.json()) as { session: { refreshToken: string } }).session.refreshToken;
}

const only = process.argv.slice(2).map((name) => name.replace(/-/g, ' '));
const named = (name: string) => name.replace(/-/g, ' ');
if (process.env.BENCH_SKIP_BUILD !== '1') await build();
await ensureBackendBuilt();
const dataDir = await mkdtemp(join(tmpdir(), 'rampa-bench-profile-'));
const { child } = await startBackend(COMPILED, { RAMPA_DATA_DIR: dataDir }, PORT);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
try {
  for (const route of LIGHTHOUSE_ROUTES) {
    if (only.length > 0 && !only.includes(named(route.name))) continue;
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    // The page-side code is text: the backend's tsconfig has no DOM types, and tsx would wrap a named function in
    // a helper the page lacks.
    if (route.signedIn) {
      const token = await refreshToken();
      await context.addInitScript(`
        if (!sessionStorage.getItem('profile-seeded')) {
          localStorage.setItem('nhostRefreshToken', ${JSON.stringify(token)});
          sessionStorage.setItem('profile-seeded', '1');
        }`);
    }
    // A 5 ms busy loop at a known time places the CPU profile's samples on the page's clock.
    await context.addInitScript(`{
      const at = performance.now();
      const end = at + 5;
      (function profileSentinel() { while (performance.now() < end); })();
      window.__sentinelAt = at;
      const tasks = [];
      window.__tasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      let lcp = { time: 0, element: '' };
      window.__lcp = () => lcp;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          lcp = { time: entry.startTime, element: entry.element?.outerHTML.slice(0, 120) ?? '' };
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${route.path}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const tasks = (await page.evaluate('window.__tasks')) as { start: number; duration: number }[];
    const lcp = (await page.evaluate('window.__lcp()')) as { time: number; element: string };
    const fcp = (await page.evaluate(
      "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0",
    )) as number;
    const sentinelAt = (await page.evaluate('window.__sentinelAt')) as number;
    if (OUT)
      await writeFile(join(OUT, `${route.name.replace(/\s+/g, '-')}.cpuprofile`), JSON.stringify(profile));
    const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    console.log(`\n== ${route.name} ${page.url().replace(base, '')}  (CPU ×${RATE})`);
    console.log(`FCP ${fcp.toFixed(0)} ms, LCP ${lcp.time.toFixed(0)} ms ${lcp.element}`);
    console.log(
      `long tasks (${tasks.length}, blocking ${blocking.toFixed(0)} ms): ` +
        tasks.map((task) => `${task.start.toFixed(0)}+${task.duration.toFixed(0)}`).join(' '),
    );
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const busy = ({ callFrame: { functionName } }: { callFrame: { functionName: string } }) =>
      functionName !== '(idle)' && functionName !== '(program)';
    const fileOf = (url: string, functionName: string) => (url ? url.replace(/^.*\//, '') : functionName);
    const byFile = selfTime(profile, (node) =>
      busy(node) ? fileOf(node.callFrame.url, node.callFrame.functionName) : null,
    );
    const byFunction = selfTime(profile, (node) => {
      if (!busy(node)) return null;
      const { functionName, url, lineNumber, columnNumber } = node.callFrame;
      return `${functionName || '(anonymous)'} ${fileOf(url, functionName)}:${lineNumber + 1}:${columnNumber + 1}`;
    });
    console.log(`busy (sampled, throttled) ${(byFile.total / 1000).toFixed(0)} ms`);
    printTop('self time by file', byFile.table, 12);
    printTop('self time by function', byFunction.table, 25);
    // Each long task: its samples by the innermost named app function on the stack (a component, a hook, a
    // module's top level) and by self function.
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const childId of node.children ?? []) parent.set(childId, node.id);
    const times: number[] = [];
    let clock = profile.startTime;
    for (const delta of profile.timeDeltas) times.push((clock += delta));
    const sentinelIndex = profile.samples.findIndex(
      (id) => nodes.get(id)!.callFrame.functionName === 'profileSentinel',
    );
    const offset = sentinelIndex >= 0 ? sentinelAt - times[sentinelIndex]! / 1000 : Number.NaN;
    const ownerOf = (id: number): string => {
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const { functionName, url } = nodes.get(at)!.callFrame;
        if (/\/assets\/(?!react-|rolldown-)/.test(url) && /^(use)?[A-Z]/.test(functionName)) {
          return `${functionName} ${url.replace(/^.*\//, '')}`;
        }
      }
      const { functionName, url } = nodes.get(id)!.callFrame;
      return `${functionName || '(anonymous)'} ${url.replace(/^.*\//, '')}`;
    };
    for (const task of tasks.filter((item) => item.duration >= 50)) {
      const owners = new Map<string, number>();
      profile.samples.forEach((id, index) => {
        const at = times[index]! / 1000 + offset;
        if (at < task.start || at > task.start + task.duration) return;
        const { functionName } = nodes.get(id)!.callFrame;
        if (functionName === '(idle)' || functionName === '(program)') return;
        const owner = ownerOf(id);
        owners.set(owner, (owners.get(owner) ?? 0) + (profile.timeDeltas[index] ?? 0));
      });
      printTop(`task ${task.start.toFixed(0)}+${task.duration.toFixed(0)} ms, by owner`, owners, 8);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stopProcess(child);
  await rm(dataDir, { recursive: true, force: true });
}
