// The PDF worker's entry under tsx and vitest (see _pdf-thread.ts): a worker thread gets no TypeScript loader
// from either, so it registers tsx's, then loads the TypeScript entry. The compiled server runs the compiled
// _pdf.worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./_pdf.worker.ts');
