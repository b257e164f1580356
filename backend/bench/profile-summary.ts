// `tsx backend/bench/profile-summary.ts <file.cpuprofile> [operations]`: where a V8 CPU profile's time went, as
// text: the functions and the packages with the most self time, per operation when their number is given. For the
// profiles bench:auth (BENCH_CPU_PROFILE) and bench:load (BENCH_SERVER_CPU_PROFILE) write.
//
// The profile samples wall time on the main thread. `(idle)` is the thread waiting (for PostgreSQL, the thread
// pool, the next request). On a machine with more runnable threads than cores, a native call that wakes another
// thread or process (`writev` to PostgreSQL's socket, `run` of a crypto job handed to the pool) also holds the time
// the main thread then waits for a core: read those with the CPU figures the benches print.
import { readFileSync } from 'node:fs';
import { printTop, selfTime, type Profile, type ProfileNode } from './cpu-profile';

const [file, operationsText] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx backend/bench/profile-summary.ts <file.cpuprofile> [operations]');
  process.exit(2);
}
const operations = Number(operationsText ?? 0);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const functionOf = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode) =>
  `${functionName || '(anonymous)'} ${url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : ''}`.trim();
const packageOf = ({ callFrame: { functionName, url } }: ProfileNode) => {
  if (!url) return functionName || '(native)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/')[0]!;
  return `app ${url.split('/').slice(-2).join('/')}`;
};

const byFunction = selfTime(profile, functionOf);
const byPackage = selfTime(profile, packageOf);
const total = byFunction.total;
const share = (micros: number) =>
  ` ${((micros / total) * 100).toFixed(1).padStart(5)} %` +
  (operations > 0 ? `  ${(micros / 1000 / operations).toFixed(4)} ms/op` : '');
console.log(
  `${file}: ${(total / 1000).toFixed(0)} ms sampled` +
    (operations > 0 ? `, ${(total / 1000 / operations).toFixed(3)} ms per operation` : ''),
);
printTop('\nSelf time by package', byPackage.table, 25, share);
printTop('\nSelf time by function', byFunction.table, 40, share);
