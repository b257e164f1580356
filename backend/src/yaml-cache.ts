import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type * as YamlModule from 'yaml';
import type { DocumentOptions, ParseOptions, SchemaOptions, ToJSOptions } from 'yaml';

type Yaml = typeof YamlModule;
export type YamlOptions = ParseOptions & DocumentOptions & SchemaOptions & ToJSOptions;

let yamlModule: Yaml | undefined;
/** The YAML parser, required on a miss only: a start whose project files did not change never loads it. */
const yaml = (): Yaml => (yamlModule ??= createRequire(import.meta.url)('yaml') as Yaml);

const VERSION = 1;

/**
 * YAML parsed once per text. The documents one load parsed (the project's metadata, its cron triggers) are kept
 * as JSON in `file`, in the data folder, and the next process loading the same texts takes them from there:
 * parsing Rampa's metadata costs a start's first GraphQL request 100-600 ms (and the `yaml` module), reading
 * them back 2 ms. The key is the text itself (its SHA-256), so an edited file is parsed again; `save()` keeps
 * only what this load used. A document JSON would not give back as it is (a date, an infinity) is not kept, and
 * an unreadable or unwritable file only means parsing. Without `file` it is plain parsing.
 */
export class YamlCache {
  private stored: Record<string, unknown> | undefined;
  private readonly used: Record<string, unknown> = {};
  private changed = false;

  constructor(private readonly file?: string) {}

  /** The document of `text`; `variant` names `options` (the same variant must always mean the same options). */
  parse(text: string, variant = 'plain', options?: YamlOptions): unknown {
    if (this.file === undefined) return yaml().parse(text, options);
    const key = `${variant}:${createHash('sha256').update(text).digest('base64url')}`;
    const stored = (this.stored ??= this.read());
    if (Object.hasOwn(stored, key)) {
      this.used[key] = stored[key];
      return structuredClone(stored[key]);
    }
    const document: unknown = yaml().parse(text, options);
    if (isDeepStrictEqual(JSON.parse(JSON.stringify(document) ?? 'null'), document)) {
      this.used[key] = structuredClone(document);
      this.changed = true;
    }
    return document;
  }

  /** Writes what this load used, when that differs from what the file holds. */
  save(): void {
    if (this.file === undefined || this.stored === undefined) return;
    if (!this.changed && Object.keys(this.used).length === Object.keys(this.stored).length) return;
    try {
      mkdirSync(dirname(this.file), { recursive: true, mode: 0o700 });
      const temporary = `${this.file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify({ version: VERSION, documents: this.used }), { mode: 0o600 });
      renameSync(temporary, this.file);
      this.stored = { ...this.used };
      this.changed = false;
    } catch {
      // A read-only data folder: the next load parses again.
    }
  }

  private read(): Record<string, unknown> {
    try {
      const content = JSON.parse(readFileSync(this.file!, 'utf8')) as {
        version?: unknown;
        documents?: unknown;
      };
      if (
        content.version === VERSION &&
        typeof content.documents === 'object' &&
        content.documents !== null
      ) {
        return content.documents as Record<string, unknown>;
      }
    } catch {
      // Missing or damaged: parsed again, and written afresh.
    }
    return {};
  }
}
