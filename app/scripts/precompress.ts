import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // Vite's manifest folder is never served.
      if (entry.name !== '.vite') yield* files(path);
    } else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) next to every text asset of the build,
 * once, at build time: the backend serves them by `Accept-Encoding` without compressing per request.
 * A copy that would not be smaller than the original is not written.
 */
export async function precompressDir(dir: string): Promise<number> {
  let written = 0;
  const jobs: Promise<void>[] = [];
  for await (const path of files(dir)) {
    jobs.push(
      (async () => {
        if ((await stat(path)).size < MIN_BYTES) return;
        const body = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzipAsync(body, { level: 9 }),
        ]);
        if (br.length < body.length) {
          await writeFile(`${path}.br`, br);
          written++;
        }
        if (gz.length < body.length) {
          await writeFile(`${path}.gz`, gz);
          written++;
        }
      })(),
    );
  }
  await Promise.all(jobs);
  return written;
}

/** The Vite plugin: precompresses the output folder after the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'rampa:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
