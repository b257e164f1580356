// Runs shell commands at the same time, as many at once as the machine has cores, and fails when any fails:
// `node scripts/parallel.mjs 'tsc -p domain' 'tsc -p app' …`. The checks of `npm test` (ESLint, Prettier and
// one tsc per package) are each single-threaded; side by side they take half the time on two cores. Each
// command's output is printed whole when it ends, so the outputs of two commands never interleave.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error("usage: node scripts/parallel.mjs '<command>' ['<command>' …]");
  process.exit(2);
}

const lanes = Math.max(1, Math.min(availableParallelism(), commands.length));
const failed = [];
let next = 0;

function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(
        `${ok ? '✓' : '✗'} ${command} (${seconds} s${ok ? '' : `, ${signal ?? `exit ${code}`}`})\n`,
      );
      if (!ok) {
        process.stdout.write(Buffer.concat(output));
        failed.push(command);
      }
      resolve();
    });
  });
}

async function lane() {
  while (next < commands.length) await run(commands[next++]);
}

await Promise.all(Array.from({ length: lanes }, lane));
if (failed.length > 0) {
  console.error(`${failed.length} of ${commands.length} failed: ${failed.join('; ')}`);
  process.exit(1);
}
