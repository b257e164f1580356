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

type Job = { id: number; doc: PriceListDocument } | { id: number; warm: true };

/**
 * The thread and its queue, one per process. The compiled server bundles each function on its own
 * (backend/scripts/build.mjs): generate, render-pending and warm each carry a copy of this module, and with its
 * state in module variables each would start a thread of its own: two lists rendered at once on the machine's two
 * cores, and the warm-up readying a thread that generate never uses. So the state lives on `globalThis`, under a
 * registry symbol every copy finds.
 */
interface ThreadState {
  worker: Worker | undefined;
  /** The thread that has rendered a list or its warm-up: its code is compiled, its fonts open. */
  warmed: Worker | undefined;
  /** The warm-up asked for and not yet done (one at a time). */
  warming: Promise<void> | undefined;
  /** Until when (ms since the epoch) an idle thread is kept for the generator a user opened. */
  holdUntil: number;
  nextId: number;
  pending: Map<number, Pending>;
  queue: Job[];
  busy: number | undefined;
  idle: NodeJS.Timeout | undefined;
}
const STATE = Symbol.for('rampa.pricelists.pdf-thread');
const state: ThreadState = ((globalThis as { [STATE]?: ThreadState })[STATE] ??= {
  worker: undefined,
  warmed: undefined,
  warming: undefined,
  holdUntil: 0,
  nextId: 1,
  pending: new Map(),
  queue: [],
  busy: undefined,
  idle: undefined,
});

/** The thread cannot start: every waiting document fails with that. */
function failAll(error: Error) {
  for (const job of state.pending.values()) job.reject(error);
  state.pending.clear();
  state.queue.length = 0;
  state.busy = undefined;
}

function start(): Worker {
  if (!existsSync(entry)) {
    throw new Error(`The price list's PDF worker ${entry} is missing: run npm run build`);
  }
  const thread = spawn();
  thread.on('message', (answer: PdfAnswer) => {
    const job = state.pending.get(answer.id);
    state.pending.delete(answer.id);
    state.busy = undefined;
    if (!('error' in answer)) state.warmed = thread;
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
    if (state.worker !== thread) return;
    state.worker = undefined;
    const job = state.busy === undefined ? undefined : state.pending.get(state.busy);
    if (state.busy !== undefined) state.pending.delete(state.busy);
    state.busy = undefined;
    job?.reject(error);
    next();
  };
  thread.on('error', died);
  thread.on('exit', (code) => died(new Error(`The price list's PDF worker stopped (exit code ${code})`)));
  return thread;
}

function next() {
  if (state.busy !== undefined) return;
  let job = state.queue.shift();
  // A warm-up with a list waiting behind it, or for a thread already warm, is not needed: it is done.
  while (
    job &&
    'warm' in job &&
    (state.queue.some((j) => 'doc' in j) || (state.worker && state.warmed === state.worker))
  ) {
    state.pending.get(job.id)?.resolve(undefined);
    state.pending.delete(job.id);
    job = state.queue.shift();
  }
  if (!job) {
    if (!state.worker) return;
    // Idle, it does not keep the process alive (a script or a test run ends without closing it), and it stops
    // after a while (longer while a generator was opened lately).
    state.worker.unref();
    const thread = state.worker;
    clearTimeout(state.idle);
    const stop = () => {
      if (state.worker !== thread || state.busy !== undefined) return;
      const held = state.holdUntil - Date.now();
      if (held > 0) {
        state.idle = setTimeout(stop, held).unref();
        return;
      }
      state.worker = undefined;
      void thread.terminate();
    };
    state.idle = setTimeout(stop, idleMs()).unref();
    return;
  }
  clearTimeout(state.idle);
  try {
    state.worker ??= start();
  } catch (error) {
    failAll(error as Error);
    return;
  }
  state.worker.ref();
  state.busy = job.id;
  state.worker.postMessage(job satisfies PdfJob);
}

/** Whether the PDF worker thread is running (it is started by a document, stopped when idle). */
export const pdfThreadRunning = () => state.worker !== undefined;

/**
 * Ends the PDF thread now, as the idle stop would, once nothing is waiting (for scripts: bench:pricelist measures a
 * list on a fresh thread, warmed or not). The next document or warm-up starts a new one.
 */
export async function stopPdfThread(): Promise<void> {
  const thread = state.worker;
  if (!thread || state.busy !== undefined || state.queue.length > 0) return;
  clearTimeout(state.idle);
  state.holdUntil = 0;
  state.worker = undefined;
  await thread.terminate();
}

/** Renders the document in the PDF worker thread, after the documents asked for before it. */
export function renderInWorker(doc: PriceListDocument): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const id = state.nextId++;
    state.pending.set(id, { resolve: (pdf) => resolve(pdf!), reject });
    state.queue.push({ id, doc });
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
  state.holdUntil = Math.max(state.holdUntil, Date.now() + warmHoldMs());
  if (state.worker && state.warmed === state.worker) {
    // Idle now: its stop is put off to the new hold.
    if (state.busy === undefined && state.queue.length === 0) next();
    return Promise.resolve();
  }
  state.warming ??= new Promise<void>((resolve, reject) => {
    const id = state.nextId++;
    state.pending.set(id, {
      resolve: () => {
        // Kept from when it is ready: a warm-up on a loaded machine may take a while.
        state.holdUntil = Math.max(state.holdUntil, Date.now() + warmHoldMs());
        resolve();
      },
      reject,
    });
    state.queue.push({ id, warm: true });
    next();
  }).finally(() => {
    state.warming = undefined;
  });
  return state.warming;
}
