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

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();
const queue: { id: number; doc: PriceListDocument }[] = [];
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
    if (job) {
      if ('pdf' in answer)
        job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
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
  const job = queue.shift();
  if (!job) {
    if (!worker) return;
    // Idle, it does not keep the process alive (a script or a test run ends without closing it), and it stops
    // after a while.
    worker.unref();
    const thread = worker;
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (worker !== thread || busy !== undefined) return;
      worker = undefined;
      void thread.terminate();
    }, idleMs()).unref();
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
  worker.postMessage({ id: job.id, doc: job.doc } satisfies PdfJob);
}

/** Whether the PDF worker thread is running (it is started by a document, stopped when idle). */
export const pdfThreadRunning = () => worker !== undefined;

/** Renders the document in the PDF worker thread, after the documents asked for before it. */
export function renderInWorker(doc: PriceListDocument): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    queue.push({ id, doc });
    next();
  });
}
