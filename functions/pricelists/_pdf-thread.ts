import { existsSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PriceListDocument } from './_document';
import type { PdfAnswer, PdfJob } from './_pdf.worker';

/**
 * Price-list PDFs are laid out in one worker thread, a document at a time (the rest wait in order): laying out a
 * 2,000-line list takes seconds of CPU, which on the backend's own thread would stall every other request it
 * serves. One thread, so two renders never fight over the machine's two cores with the server.
 *
 * The worker's entry sits beside the module that is running: `import.meta.filename` is the file Node actually
 * loaded (backend/scripts/build.mjs rewrites `import.meta.url` to the source's URL, not `filename`), so in the
 * compiled server it is backend/dist/functions/pricelists/<function>.js and the entry the compiled
 * `_pdf.worker.js` beside it; under tsx and vitest it is this source and the entry `_pdf.worker.ts`.
 */
const here = import.meta.filename;
const compiled = extname(here) !== '.ts';
const entry = join(dirname(here), compiled ? '_pdf.worker.js' : '_pdf.worker.ts');

/**
 * A TypeScript entry needs a loader in the worker, which neither tsx's (inherited in execArgv, it does not hook a
 * worker thread's imports on Node 20) nor vitest's (vite's module runner, not Node's) gives it: the thread starts
 * from _pdf.worker.dev.mjs, which registers tsx's loader, then imports the entry.
 */
const spawn = () =>
  new Worker(compiled ? entry : join(dirname(here), '_pdf.worker.dev.mjs'), {
    // A list is at most 20,000 lines (generate.ts), which lay out in about 140 MB of heap: the cap stops a runaway
    // render (it fails its document, the server goes on) well before it could take the server's memory. A small
    // young generation keeps the thread's resident memory down for the same speed.
    resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 8 },
  });

/**
 * An idle thread is stopped after 30 s (PRICE_LIST_PDF_IDLE_MS to change it): its fonts, code and heap are some
 * 60 MB resident. The next document starts a new one, which costs about half a second once.
 */
const idleMs = () => Number(process.env.PRICE_LIST_PDF_IDLE_MS) || 30_000;
/**
 * A thread warmed for a user who opened the generator (warmPdfThread) is kept at least this long after (10 min,
 * PRICE_LIST_PDF_WARM_HOLD_MS): choosing a client, categories and columns takes longer than the idle stop.
 */
const warmHoldMs = () => Number(process.env.PRICE_LIST_PDF_WARM_HOLD_MS) || 600_000;

interface Pending {
  resolve: (pdf: Buffer | undefined) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
/** The thread that has rendered a list or its warm-up: its code is compiled, its fonts open. */
let warmed: Worker | undefined;
/** The warm-up asked for and not yet done (one at a time). */
let warming: Promise<void> | undefined;
/** Until when (ms since the epoch) an idle thread is kept for the generator a user opened. */
let holdUntil = 0;
let nextId = 1;
const pending = new Map<number, Pending>();
type Job = { id: number; doc: PriceListDocument } | { id: number; warm: true };
const queue: Job[] = [];
let busy: number | undefined;
let idle: NodeJS.Timeout | undefined;

/** The thread cannot start: every waiting document fails with that. */
function failAll(error: Error) {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
  queue.length = 0;
  busy = undefined;
}

function start(): Worker {
  if (!existsSync(entry)) {
    throw new Error(`The price list's PDF worker ${entry} is missing: run npm run build`);
  }
  const thread = spawn();
  thread.on('message', (answer: PdfAnswer) => {
    const job = pending.get(answer.id);
    pending.delete(answer.id);
    busy = undefined;
    if (!('error' in answer)) warmed = thread;
    if (job) {
      if ('pdf' in answer)
        job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else if ('warmed' in answer) job.resolve(undefined);
      else job.reject(Object.assign(new Error(answer.error.message), { stack: answer.error.stack }));
    }
    next();
  });
  // A thread that dies (out of memory, a crash in the renderer) fails the document it held; the next one starts
  // a new thread.
  const died = (error: Error) => {
    if (worker !== thread) return;
    worker = undefined;
    const job = busy === undefined ? undefined : pending.get(busy);
    if (busy !== undefined) pending.delete(busy);
    busy = undefined;
    job?.reject(error);
    next();
  };
  thread.on('error', died);
  thread.on('exit', (code) => died(new Error(`The price list's PDF worker stopped (exit code ${code})`)));
  return thread;
}

function next() {
  if (busy !== undefined) return;
  let job = queue.shift();
  // A warm-up with a list waiting behind it, or for a thread already warm, is not needed: it is done.
  while (job && 'warm' in job && (queue.some((j) => 'doc' in j) || (worker && warmed === worker))) {
    pending.get(job.id)?.resolve(undefined);
    pending.delete(job.id);
    job = queue.shift();
  }
  if (!job) {
    if (!worker) return;
    // Idle, it does not keep the process alive (a script or a test run ends without closing it), and it stops
    // after a while (longer while a generator was opened lately).
    worker.unref();
    const thread = worker;
    clearTimeout(idle);
    const stop = () => {
      if (worker !== thread || busy !== undefined) return;
      const held = holdUntil - Date.now();
      if (held > 0) {
        idle = setTimeout(stop, held).unref();
        return;
      }
      worker = undefined;
      void thread.terminate();
    };
    idle = setTimeout(stop, idleMs()).unref();
    return;
  }
  clearTimeout(idle);
  try {
    worker ??= start();
  } catch (error) {
    failAll(error as Error);
    return;
  }
  worker.ref();
  busy = job.id;
  worker.postMessage(job satisfies PdfJob);
}

/** Whether the PDF worker thread is running (it is started by a document, stopped when idle). */
export const pdfThreadRunning = () => worker !== undefined;

/**
 * Ends the PDF thread now, as the idle stop would, once nothing is waiting (for scripts: bench:pricelist measures a
 * list on a fresh thread, warmed or not). The next document or warm-up starts a new one.
 */
export async function stopPdfThread(): Promise<void> {
  const thread = worker;
  if (!thread || busy !== undefined || queue.length > 0) return;
  clearTimeout(idle);
  holdUntil = 0;
  worker = undefined;
  await thread.terminate();
}

/** Renders the document in the PDF worker thread, after the documents asked for before it. */
export function renderInWorker(doc: PriceListDocument): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve: (pdf) => resolve(pdf!), reject });
    queue.push({ id, doc });
    next();
  });
}

/**
 * Gets the PDF thread ready for a list a user is about to make (the generator was opened): started, pdfkit and
 * Noto Sans loaded, its code compiled by a made-up list (_pdf.ts, warmUpPdfThread), and kept so for a while
 * (PRICE_LIST_PDF_WARM_HOLD_MS) rather than the idle stop's 30 s. The first list then costs what a later one does,
 * less the shaping of its own words. Resolves when the thread is ready; at once when it already is. A list asked
 * for meanwhile is not held up by the warm-up: it warms the thread itself.
 */
export function warmPdfThread(): Promise<void> {
  holdUntil = Math.max(holdUntil, Date.now() + warmHoldMs());
  if (worker && warmed === worker) {
    // Idle now: its stop is put off to the new hold.
    if (busy === undefined && queue.length === 0) next();
    return Promise.resolve();
  }
  warming ??= new Promise<void>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, {
      resolve: () => {
        // Kept from when it is ready: a warm-up on a loaded machine may take a while.
        holdUntil = Math.max(holdUntil, Date.now() + warmHoldMs());
        resolve();
      },
      reject,
    });
    queue.push({ id, warm: true });
    next();
  }).finally(() => {
    warming = undefined;
  });
  return warming;
}
