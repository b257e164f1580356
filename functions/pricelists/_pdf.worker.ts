// The worker thread a price list's PDF is laid out in (see _pdf-thread.ts): one document per message, the PDF's
// bytes or the error back; or the warm-up, answered when done. Compiled as its own entry beside the functions (backend/scripts/build.mjs builds every
// `_*.worker.ts`), never served as a function.
import { parentPort } from 'node:worker_threads';
import type { PriceListDocument } from './_document';
import { renderPriceListPdfInThread, warmUpPdfThread } from './_pdf';

/** A document to render, or the warm-up (_pdf-thread.ts, warmPdfThread). */
export type PdfJob = { id: number; doc: PriceListDocument } | { id: number; warm: true };
export type PdfAnswer =
  | { id: number; pdf: Uint8Array }
  | { id: number; warmed: true }
  | { id: number; error: { message: string; stack?: string } };

parentPort?.on('message', (job: PdfJob) => {
  const { id } = job;
  const work = 'warm' in job ? warmUpPdfThread().then(() => null) : renderPriceListPdfInThread(job.doc);
  work.then(
    (buffer) => {
      if (buffer === null) {
        parentPort!.postMessage({ id, warmed: true } satisfies PdfAnswer);
        return;
      }
      // The PDF's own ArrayBuffer moves to the caller rather than being copied (a pooled Buffer is copied first).
      const pdf =
        buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength
          ? new Uint8Array(buffer.buffer, 0, buffer.byteLength)
          : new Uint8Array(buffer);
      parentPort!.postMessage({ id, pdf } satisfies PdfAnswer, [pdf.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      parentPort!.postMessage({
        id,
        error: { message: failure.message, stack: failure.stack },
      } satisfies PdfAnswer);
    },
  );
});
