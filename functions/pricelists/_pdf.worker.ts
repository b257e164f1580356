// The worker thread a price list's PDF is laid out in (see _pdf-thread.ts): one document per message, the PDF's
// bytes or the error back. Compiled as its own entry beside the functions (backend/scripts/build.mjs builds every
// `_*.worker.ts`), never served as a function.
import { parentPort } from 'node:worker_threads';
import type { PriceListDocument } from './_document';
import { renderPriceListPdfInThread } from './_pdf';

export interface PdfJob {
  id: number;
  doc: PriceListDocument;
}
export type PdfAnswer =
  { id: number; pdf: Uint8Array } | { id: number; error: { message: string; stack?: string } };

parentPort?.on('message', ({ id, doc }: PdfJob) => {
  renderPriceListPdfInThread(doc).then(
    (buffer) => {
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
