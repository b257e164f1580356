import { randomBytes } from 'node:crypto';
import { GraphQLScalarType, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { paramText } from './sql';
import { declarations } from './variables';

/**
 * The compiled-plan cache of queries (issue 19): a repeated request only coerces its variables and binds them
 * (and its session variables) into the statement compiled before.
 *
 * Which values may be bound rather than compiled in is learnt, not assumed: the first request of a shape is
 * compiled twice with stand-ins (unique markers) in place of each candidate value, a scalar variable other than
 * Boolean and each session variable. A candidate whose marker reaches the parameters unchanged, at the same
 * places in both compilations, with the same SQL text and no other parameter differing, is a slot. Any other use
 * (a `limit` lowered to the row limit, a JSON path parsed into items, `@skip`, an array-valued session variable,
 * an error) makes it part of the cache key instead, so such a request is compiled for its own value. Request
 * variables that reach no parameter are keyed too (a clamped `limit` would look unused); session variables that
 * change nothing in either compilation are left out of the key (e.g. `x-hasura-user-is-anonymous` of a query that
 * never reads it).
 */

/** Where a parameter's value comes from at each request. */
export type SlotSource = { variable: string } | { session: string };

export interface Slot {
  index: number;
  source: SlotSource;
}

/** A compiled statement with its parameters; `slots` are filled per request. */
export interface Compiled<P> {
  sql: string | undefined;
  params: readonly (string | null)[];
  /** What else the runner needs (the response's parts). */
  plan: P;
}

export interface Template {
  /** Candidates whose value is compiled in: their values join the plan's key. */
  keyed: { variables: string[]; session: string[] };
  /** Candidates bound per request. */
  bound: { variables: string[]; session: string[] };
}

/** A string or number scalar variable (not Boolean, not an enum, list or input object) may be a slot. */
export function candidateVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): Set<string> {
  const names = new Set<string>();
  for (const { name, type } of declarations(schema, operation)) {
    const value = variables[name];
    if (
      type instanceof GraphQLScalarType &&
      type.name !== 'Boolean' &&
      (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))
    ) {
      names.add(name);
    }
  }
  return names;
}

/** Session variables that may be slots: plain text (an array-valued one, `[…]` or `{…}`, is parsed in permissions). */
export function candidateSession(variables: Readonly<Record<string, string>>): Set<string> {
  return new Set(Object.keys(variables).filter((name) => !/^\s*[[{]/.test(variables[name]!)));
}

/**
 * The part of the key that every request of one template shares: which values are candidates, the others. Built
 * on every request, so as plain text: the parts joined by U+0002, then names (no NUL) and the values that are not candidates as JSON.
 */
export function templateKey(
  parts: readonly string[],
  variables: Readonly<Record<string, unknown>>,
  candidates: ReadonlySet<string>,
  session: Readonly<Record<string, string>>,
  sessionCandidates: ReadonlySet<string>,
): string {
  // The parts (role, flags, operation name, document id) hold no control characters.
  let key = parts.join('\u0002');
  for (const name of sortedKeys(variables)) {
    key += candidates.has(name)
      ? `\u0000${name}:${typeof variables[name]}`
      : `\u0000${name}=${JSON.stringify(variables[name]) ?? 'undefined'}`;
  }
  key += '\u0001';
  for (const name of sortedKeys(session)) {
    key += sessionCandidates.has(name) ? `\u0000${name}:` : `\u0000${name}=${JSON.stringify(session[name])}`;
  }
  return key;
}

/** An object's keys in code-unit order; most have one or two, which need no sort. */
function sortedKeys(object: Readonly<Record<string, unknown>>): string[] {
  const keys = Object.keys(object);
  return keys.length > 1 ? keys.sort() : keys;
}

/** The plan's key within a template: the keyed candidates' values. */
export function planKey(
  template: Template,
  variables: Readonly<Record<string, unknown>>,
  session: Readonly<Record<string, string>>,
): string {
  // Most templates bind every candidate: one plan, whatever the values.
  if (template.keyed.variables.length === 0 && template.keyed.session.length === 0) return '';
  return JSON.stringify([
    template.keyed.variables.map((name) => variables[name]),
    template.keyed.session.map((name) => session[name]),
  ]);
}

interface Markers {
  variables: Record<string, unknown>;
  session: Record<string, string>;
  text: Map<string, SlotSource>;
}

let markerCount = 0;
/** Stand-ins of the candidates: unique strings, or unique integers (which no row limit leaves unchanged). */
function markers(
  variables: Readonly<Record<string, unknown>>,
  candidates: Iterable<string>,
  session: Readonly<Record<string, string>>,
  sessionCandidates: Iterable<string>,
): Markers {
  const salt = randomBytes(6).toString('hex');
  const text = new Map<string, SlotSource>();
  const out: Markers = { variables: { ...variables }, session: { ...session }, text };
  for (const name of candidates) {
    markerCount = (markerCount + 1) % 1_000_000;
    const marker =
      typeof variables[name] === 'number'
        ? 1_000_000_000 + markerCount * 1000 + Math.floor(Math.random() * 1000)
        : `rampa-slot-${salt}-${markerCount}`;
    out.variables[name] = marker;
    text.set(String(marker), { variable: name });
  }
  for (const name of sessionCandidates) {
    markerCount = (markerCount + 1) % 1_000_000;
    const marker = `rampa-slot-${salt}-${markerCount}`;
    out.session[name] = marker;
    text.set(marker, { session: name });
  }
  return out;
}

const sourceName = (source: SlotSource) =>
  'variable' in source ? `v:${source.variable}` : `s:${source.session}`;

/** Where each marker sits in the parameters (only whole parameters count). */
function slotsOf(compiled: Compiled<unknown>, marks: Markers): Map<string, number[]> {
  const found = new Map<string, number[]>();
  compiled.params.forEach((param, index) => {
    const source = param === null ? undefined : marks.text.get(param);
    if (!source) return;
    const key = sourceName(source);
    found.set(key, [...(found.get(key) ?? []), index]);
  });
  return found;
}

/**
 * Learns a template from two compilations with different stand-ins; `compile` compiles the operation for the
 * given variables and session variables (and throws what the engine throws).
 */
export function learnTemplate<P>(
  compile: (variables: Record<string, unknown>, session: Record<string, string>) => Compiled<P>,
  variables: Readonly<Record<string, unknown>>,
  candidates: ReadonlySet<string>,
  session: Readonly<Record<string, string>>,
  sessionCandidates: ReadonlySet<string>,
): Template {
  const everything: Template = {
    keyed: { variables: [...candidates], session: [...sessionCandidates] },
    bound: { variables: [], session: [] },
  };
  if (candidates.size === 0 && sessionCandidates.size === 0) return everything;
  const a = markers(variables, candidates, session, sessionCandidates);
  const b = markers(variables, candidates, session, sessionCandidates);
  let first: Compiled<P>;
  let second: Compiled<P>;
  try {
    first = compile(a.variables, a.session);
    second = compile(b.variables, b.session);
  } catch {
    return everything;
  }
  if (first.sql !== second.sql || first.params.length !== second.params.length) return everything;
  const inFirst = slotsOf(first, a);
  const inSecond = slotsOf(second, b);
  const slotIndexes = new Set<number>();
  const bound = new Set<string>();
  for (const [key, indexes] of inFirst) {
    if (JSON.stringify(indexes) !== JSON.stringify(inSecond.get(key))) return everything;
    bound.add(key);
    for (const index of indexes) slotIndexes.add(index);
  }
  // Another parameter that differs between the two, or a marker inside the SQL text: a use that is not a slot.
  const differs = first.params.some(
    (param, index) => !slotIndexes.has(index) && param !== second.params[index],
  );
  const inText = [...a.text.keys()].some((marker) => first.sql?.includes(marker));
  if (differs || inText) return everything;
  return {
    keyed: {
      variables: [...candidates].filter((name) => !bound.has(`v:${name}`)),
      // Session variables that changed nothing are simply not read by this operation.
      session: [],
    },
    bound: {
      variables: [...candidates].filter((name) => bound.has(`v:${name}`)),
      session: [...sessionCandidates].filter((name) => bound.has(`s:${name}`)),
    },
  };
}

/**
 * Compiles the plan of a template for a request (its keyed values as they are, stand-ins for the bound ones) and
 * finds the slots; undefined when a bound candidate does not land in a whole parameter (then the request is
 * compiled on its own, uncached).
 */
export function compilePlan<P>(
  compile: (variables: Record<string, unknown>, session: Record<string, string>) => Compiled<P>,
  template: Template,
  variables: Readonly<Record<string, unknown>>,
  session: Readonly<Record<string, string>>,
): (Compiled<P> & { slots: Slot[] }) | undefined {
  const marks = markers(variables, template.bound.variables, session, template.bound.session);
  const compiled = compile(marks.variables, marks.session);
  const found = slotsOf(compiled, marks);
  const slots: Slot[] = [];
  for (const source of marks.text.values()) {
    const indexes = found.get(sourceName(source));
    if (!indexes) return undefined;
    for (const index of indexes) slots.push({ index, source });
  }
  if ([...marks.text.keys()].some((marker) => compiled.sql?.includes(marker))) return undefined;
  return { ...compiled, slots };
}

/** The parameters of one request: the plan's, with its variables and session variables in the slots. */
export function bindParams(
  params: readonly (string | null)[],
  slots: readonly Slot[],
  variables: Readonly<Record<string, unknown>>,
  session: Readonly<Record<string, string>>,
): (string | null)[] {
  const out = [...params];
  for (const { index, source } of slots) {
    out[index] = paramText('variable' in source ? variables[source.variable] : session[source.session]);
  }
  return out;
}
