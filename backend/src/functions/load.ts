import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Where `npm run build` (backend/scripts/build.mjs) compiles the project's TypeScript functions. */
export const COMPILED_FUNCTIONS_DIR = fileURLToPath(new URL('../../dist/functions/', import.meta.url));

/**
 * Imports a function's module. Under a TypeScript loader (tsx in development and tests) the source itself; in
 * the compiled server (`node backend/dist/main.js`, no loader) a `.ts` function is taken from its compiled
 * copy in backend/dist/functions, at the same relative path.
 */
export async function importFunction(file: string, functionsDir: string): Promise<unknown> {
  try {
    return (await import(pathToFileURL(file).href)) as unknown;
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    const compiled = join(COMPILED_FUNCTIONS_DIR, relative(functionsDir, file).replace(/\.[cm]?ts$/, '.js'));
    if (!existsSync(compiled)) {
      throw new Error(`${file} is TypeScript and has no compiled copy at ${compiled}: run npm run build`, {
        cause: error,
      });
    }
    return (await import(pathToFileURL(compiled).href)) as unknown;
  }
}
