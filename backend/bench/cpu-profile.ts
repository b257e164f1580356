// V8 CPU profiles (`--cpu-prof`, CDP Profiler.stop) read by the profiling tools of the benches: the samples'
// self time summed by a key of their function, and the top of such a table printed.

export interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/**
 * Self time (µs) of the profile's samples summed by `keyOf` of their innermost function; a sample whose key is
 * null is left out. `total` is the time summed.
 */
export function selfTime(
  profile: Profile,
  keyOf: (node: ProfileNode) => string | null,
): { table: Map<string, number>; total: number } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const table = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const key = keyOf(nodes.get(id)!);
    if (key === null) return;
    const micros = profile.timeDeltas[index] ?? 0;
    total += micros;
    table.set(key, (table.get(key) ?? 0) + micros);
  });
  return { table, total };
}

/** The `rows` largest entries of a table of µs, in ms; `extra` adds text after each figure. */
export function printTop(
  title: string,
  table: Map<string, number>,
  rows: number,
  extra: (micros: number) => string = () => '',
): void {
  console.log(title);
  for (const [name, micros] of [...table].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${(micros / 1000).toFixed(1).padStart(10)} ms${extra(micros)}  ${name}`);
  }
}
