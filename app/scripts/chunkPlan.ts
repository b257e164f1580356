import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * Fewer, larger chunks for the signed-in pages, without touching what a signed-out visitor loads.
 *
 * Rolldown's automatic splitting gives every set of lazy chunks that share a module a chunk of its own: a
 * signed-in page loaded 45 to 75 files, most of them 1–3 KB. The backend speaks HTTP/1.1, six connections per
 * origin, so each round of six costs a round trip (150 ms on a phone's slow 4G) before any byte of the next.
 * The plan merges:
 *
 * - `sign-in`: the sign-in page and the small chunks it shares with other pages (text field, form checks), one
 *   chunk loaded with the entry, where there were eight;
 * - `signed-in`: what every signed-in page loads (the sdk's services and the shell, with everything of theirs
 *   a signed-out page never loads), one chunk;
 * - `signed-in-common`: what at least `commonShare` of the signed-in route chunks load besides, one chunk.
 *
 * Which modules a page really ends up with is known only after tree-shaking (the design system and the sdk are
 * imported through barrels), so the plan is read from a first build made with automatic splitting (`firstPass`,
 * not minified, not written): its chunks and their imports say which modules each lazy chunk loads. A module
 * of a chunk that a signed-out page can load is never moved, so the sign-in page loads exactly what it did.
 */
export interface ChunkPlanOptions {
  /** Lazy modules loaded only signed in: the sdk's services, the shell, the signed-in areas' route chunks. */
  isSignedInEntry: (id: string) => boolean;
  /** The signed-in entries every signed-in page loads (the services and the shell). */
  isSignedInCore: (id: string) => boolean;
  /** The sign-in page's route chunk: it and the chunks it loads become one (`sign-in`). */
  isSignInEntry: (id: string) => boolean;
  /** Share of the signed-in route chunks that must load a module for it to go to `signed-in-common`. */
  commonShare: number;
  /** The automatic-splitting build the plan is read from. */
  firstPass: () => Promise<OutputChunk[]>;
}

export interface ChunkPlan {
  plugin: Plugin;
  /** Groups for `build.rolldownOptions.output.codeSplitting.groups`, after the app's own. */
  groups: Rolldown.CodeSplittingGroup[];
}

export interface PlannedGroups {
  signIn: Set<string>;
  signedIn: Set<string>;
  common: Set<string>;
}

/** The plan from the chunks of a build made with automatic splitting. */
export function planGroups(
  chunks: OutputChunk[],
  options: Omit<ChunkPlanOptions, 'firstPass'>,
): PlannedGroups {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isSignedInChunk = (chunk: OutputChunk | undefined) =>
    Boolean(chunk?.facadeModuleId && options.isSignedInEntry(chunk.facadeModuleId));
  const closure = (start: OutputChunk[], followDynamic: boolean, into = new Set<OutputChunk>()) => {
    const stack = [...start];
    while (stack.length > 0) {
      const chunk = stack.pop()!;
      if (into.has(chunk)) continue;
      into.add(chunk);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) stack.push(next);
      }
      if (!followDynamic) continue;
      for (const file of chunk.dynamicImports) {
        const next = byFile.get(file);
        if (next && !isSignedInChunk(next)) stack.push(next);
      }
    }
    return into;
  };
  // Everything a signed-out visitor can load: the entry and the lazy chunks reached without signing in.
  const publicChunks = closure(
    chunks.filter((chunk) => chunk.isEntry),
    true,
  );
  const entryChunks = closure(
    chunks.filter((chunk) => chunk.isEntry),
    false,
  );
  const signInChunks = [
    ...closure(
      chunks.filter((chunk) => chunk.facadeModuleId && options.isSignInEntry(chunk.facadeModuleId)),
      false,
    ),
  ].filter((chunk) => !entryChunks.has(chunk));
  const signedInEntries = chunks.filter((chunk) => isSignedInChunk(chunk) && !publicChunks.has(chunk));
  const core = closure(
    signedInEntries.filter((chunk) => options.isSignedInCore(chunk.facadeModuleId!)),
    false,
  );
  const coreChunks = [...core].filter((chunk) => !publicChunks.has(chunk));
  const routes = signedInEntries.filter((chunk) => !options.isSignedInCore(chunk.facadeModuleId!));
  const users = new Map<OutputChunk, number>();
  for (const route of routes) {
    for (const chunk of closure([route], false)) {
      if (publicChunks.has(chunk) || core.has(chunk) || chunk === route) continue;
      users.set(chunk, (users.get(chunk) ?? 0) + 1);
    }
  }
  const threshold = Math.max(2, Math.ceil(routes.length * options.commonShare));
  const commonChunks = [...users].filter(([, count]) => count >= threshold).map(([chunk]) => chunk);
  const modulesOf = (list: OutputChunk[]) => new Set(list.flatMap((chunk) => chunk.moduleIds));
  return {
    signIn: modulesOf(signInChunks),
    signedIn: modulesOf(coreChunks),
    common: modulesOf(commonChunks),
  };
}

export function chunkPlan(options: ChunkPlanOptions): ChunkPlan {
  let planned: PlannedGroups = { signIn: new Set(), signedIn: new Set(), common: new Set() };
  const plugin: Plugin = {
    name: 'rampa:chunk-plan',
    apply: 'build',
    async buildStart() {
      planned = planGroups(await options.firstPass(), options);
    },
  };
  // The chunks import each other's modules only along the first build's chunk imports, which put no module
  // of a signed-out chunk after a signed-in one: the groups need not pull in their dependencies.
  return {
    plugin,
    groups: [
      {
        name: 'sign-in',
        test: (id) => planned.signIn.has(id),
        priority: 1.5,
        includeDependenciesRecursively: false,
      },
      {
        name: 'signed-in',
        test: (id) => planned.signedIn.has(id),
        priority: 1,
        includeDependenciesRecursively: false,
      },
      {
        name: 'signed-in-common',
        test: (id) => planned.common.has(id),
        priority: 0.5,
        includeDependenciesRecursively: false,
      },
    ],
  };
}
