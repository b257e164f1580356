import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { GraphQLObjectType } from 'graphql';
import {
  execute as executeGraphql,
  getNamedType,
  getVariableValues,
  GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Database, Queryable } from '../db/types';
import { CompileContext } from './context';
import { HasuraError } from './errors';
import { introspect } from './introspect';
import { loadMetadata } from './metadata';
import { buildModel, columnByGqlName, type Model } from './model';
import { compileMutation, type Execute, type MutationStep } from './mutation';
import { buildRoleSchema, meaningOf } from './schema';
import { selectRoot, selectStream } from './select';
import { argumentValues, collectFields, type OperationInput } from './selection';
import type { GraphqlRequest } from './request';
import { ADMIN_ROLE, type Session } from './session';
import { checkLimits, DEFAULT_LIMITS, responseTooLarge, type Limits, type RowLimits } from './limits';
import { translateValidationError } from './validation';
import { qualifiedName } from './sql';
import { tablesRead, type TableSet } from './live';
import { scalarVariables } from './variables';
import {
  bindParams,
  candidateSession,
  candidateVariables,
  compilePlan,
  learnTemplate,
  planKey,
  templateKey,
  type Compiled,
  type Slot,
  type Template,
} from './plan-cache';

export interface EngineOptions {
  db: Database;
  projectDir: string;
  /** Where the metadata's parsed YAML is kept for the next process (yaml-cache.ts); not kept without it. */
  metadataCacheFile?: string;
  devMode: boolean;
  limits?: Partial<Limits>;
  /** Operations slower than this many milliseconds are logged (RAMPA_GRAPHQL_SLOW_MS); 0 turns it off. */
  slowQueryMs?: number;
  log?: (message: string) => void;
  /**
   * Told after every committed mutation (e.g. to forget cached organization memberships, to wake live queries)
   * with the tables it wrote, its triggers' writes included (`schema.name`).
   */
  onMutation?: (tables: ReadonlySet<string>) => void;
  /**
   * PostgreSQL: each mutation that wrote something sends `NOTIFY <channel>` in its transaction (so it is delivered
   * on commit only) with the JSON payload `{"from": sender, "tables": ["schema.name", …]}` (`tables` null when the
   * list would not fit in a notification).
   */
  notify?: { channel: string; sender: string };
  /**
   * Hasura's HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES: bigint, numeric and float8 values as JSON strings. Unset:
   * the environment variable, else the project's nhost.toml (`[hasura.settings] stringifyNumericTypes`),
   * else false (Hasura's default).
   */
  stringifyNumericTypes?: boolean;
}

/** `stringifyNumericTypes = true|false` in the `[hasura.settings]` table of `<projectDir>/nhost.toml`. */
export function projectStringifyNumericTypes(projectDir: string): boolean | undefined {
  const file = join(projectDir, 'nhost.toml');
  if (!existsSync(file)) return undefined;
  let section = '';
  for (const raw of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[+\s*([^\]]+?)\s*\]+$/.exec(line);
    if (header) section = header[1]!;
    else if (section === 'hasura.settings') {
      const setting = /^stringifyNumericTypes\s*=\s*(true|false)$/.exec(line);
      if (setting) return setting[1] === 'true';
    }
  }
  return undefined;
}

function resolveStringifyNumericTypes(options: EngineOptions): boolean {
  if (options.stringifyNumericTypes !== undefined) return options.stringifyNumericTypes;
  const env = process.env.HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES;
  if (env !== undefined && env !== '') return env.toLowerCase() === 'true';
  return projectStringifyNumericTypes(options.projectDir) ?? false;
}

/** A request checked and compiled for one session, ready to run (again, for live queries). */
export interface PreparedOperation {
  kind: 'query' | 'mutation' | 'subscription';
  /** The JSON text of the whole response (`{"data":…}`). */
  run(): Promise<string>;
  /** Subscriptions: the tables the statement reads (`undefined`: unknown, any). */
  reads?(): TableSet;
}

export interface Engine {
  /** Checks and runs one request; resolves to the JSON text of the response, throws a HasuraError. */
  execute(session: Session, request: GraphqlRequest, method: 'GET' | 'POST'): Promise<string>;
  prepare(session: Session, request: GraphqlRequest): Promise<PreparedOperation>;
  schemaFor(role: string, backendOnly?: boolean): Promise<GraphQLSchema>;
  model(): Promise<Model>;
  /** Forgets metadata, catalog and schemas (after migrations or a metadata change). */
  reload(): void;
  /** Compiled query plans reused and compiled so far (the plan cache of issue 19). */
  planCacheStats(): { hits: number; misses: number };
  close(): Promise<void>;
}

const CACHE_SIZE = 500;
/**
 * Variable values seen valid before, per operation (by role): coercing them again against the schema walks every
 * field of each input object type (a `where` or an `order_by` of a table lists all its columns and relationships),
 * ~0.3 ms of the main thread for the clients list. Values whose JSON is longer than VARIABLES_CACHED_CHARS are
 * coerced every time.
 */
const VARIABLES_CACHE_SIZE = 256;
const VARIABLES_CACHED_CHARS = 4096;

/** Per tracked table (`$1` names `schema.name`, `$2` oids): the rows this connection wrote so far. */
const WRITTEN = `SELECT u.t, pg_stat_get_xact_tuples_inserted(u.r) + pg_stat_get_xact_tuples_updated(u.r)
  + pg_stat_get_xact_tuples_deleted(u.r) AS n FROM unnest($1::text[], $2::oid[]) AS u(t, r)`;

/** Rows written so far per tracked table, as JSON (PostgreSQL counts a transaction's writes with earlier ones). */
const WRITES_BEFORE = `SELECT coalesce(json_object_agg(w.t, w.n), '{}')::text AS counts FROM (${WRITTEN}) AS w WHERE w.n > 0`;

/**
 * The tracked tables written since WRITES_BEFORE's counts ($3), and `NOTIFY $4` of them when $4 is set (payload
 * `{"from": $5, "tables": […]}`, `tables` null past the 8000-byte limit of a payload).
 */
const WRITES_AFTER = `WITH l AS (
  SELECT array_agg(w.t ORDER BY w.t) AS tables FROM (${WRITTEN}) AS w
  WHERE w.n > coalesce(($3::jsonb ->> w.t)::int8, 0)
)
SELECT l.tables, CASE WHEN $4::text IS NOT NULL AND l.tables IS NOT NULL THEN pg_notify($4::text, (
  CASE WHEN octet_length(array_to_string(l.tables, ',')) > 7000
    THEN json_build_object('from', $5::text, 'tables', NULL)
    ELSE json_build_object('from', $5::text, 'tables', to_json(l.tables)) END)::text) END AS notified
FROM l`;

/** The response of a compiled query: each root field's key and where its value comes from. */
interface QueryParts {
  parts: ({ key: string } & ({ sql: number } | { text: string } | { introspection: true }))[];
  introspectionKeys: string[];
  /** Never prepared: its plan depends on its values (CompileContext.plansPerValue). */
  planEachTime: boolean;
}

/** Thrown while learning a plan for an operation the plan cache does not keep. */
class NotCacheable extends Error {}
export const DEFAULT_SLOW_QUERY_MS = 1000;

/**
 * A bounded map that keeps what was used lately (the engine's caches of documents, plans and statements): two
 * generations of at most half the size each; a hit in the older one moves the entry to the newer, and when the
 * newer is full it becomes the older and the older is dropped. A hit in the newer generation changes nothing, where
 * a strict LRU would delete and re-insert the entry on every hit (a hash table's churn on every request).
 */
class Lru<V> {
  private recent = new Map<string, V>();
  private older = new Map<string, V>();
  private readonly generation: number;
  constructor(size: number) {
    this.generation = Math.max(1, Math.ceil(size / 2));
  }
  get(key: string): V | undefined {
    const value = this.recent.get(key);
    if (value !== undefined) return value;
    const old = this.older.get(key);
    if (old !== undefined) {
      this.older.delete(key);
      this.add(key, old);
    }
    return old;
  }
  set(key: string, value: V): void {
    if (this.recent.has(key)) {
      this.recent.set(key, value);
      return;
    }
    this.older.delete(key);
    this.add(key, value);
  }
  private add(key: string, value: V): void {
    this.recent.set(key, value);
    if (this.recent.size >= this.generation) {
      this.older = this.recent;
      this.recent = new Map();
    }
  }
}

/** Maps a database error to Hasura's codes and messages. */
function databaseError(error: unknown, path: string, devMode: boolean): HasuraError {
  if (error instanceof HasuraError) return error;
  const e = error as { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };
  const message = typeof e.message === 'string' ? e.message : 'database query error';
  const internal = devMode
    ? { error: { message, status_code: e.code, description: e.detail ?? null, hint: e.hint ?? null } }
    : undefined;
  const code = typeof e.code === 'string' ? e.code : '';
  const violations: Record<string, string> = {
    '23505': 'Uniqueness violation',
    '23503': 'Foreign key violation',
    '23502': 'Not-NULL violation',
    '23514': 'Check constraint violation',
    '23P01': 'Exclusion violation',
  };
  if (violations[code])
    return new HasuraError('constraint-violation', `${violations[code]}. ${message}`, path, internal);
  if (code.startsWith('22')) return new HasuraError('data-exception', message, path, internal);
  if (code === 'P0001') return new HasuraError('unexpected', message, path, internal);
  if (code === '57014')
    return new HasuraError('unexpected', 'the query took too long and was cancelled', path, internal);
  return new HasuraError(
    'unexpected',
    'database query error',
    path,
    internal ?? (devMode ? { message } : undefined),
  );
}

/** A response key as JSON: an alias or a field name, a GraphQL name ([_A-Za-z][_0-9A-Za-z]*), needs no escapes. */
function quoteKey(key: string): string {
  return `"${key}"`;
}

/** What a role's schema, validations and coerced variables are kept under: the role, and backend-only or not. */
const roleKeyOf = (role: string, backendOnly: boolean) => `${role}\u0000${backendOnly}`;

export function createEngine(options: EngineOptions): Engine {
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const rowLimits: RowLimits = {
    defaultRowLimit: limits.defaultRowLimit,
    maxRowLimit: limits.maxRowLimit,
    maxCost: limits.maxCost,
  };
  const slowQueryMs = options.slowQueryMs ?? DEFAULT_SLOW_QUERY_MS;
  /** The answer of a mutation or stream batch, refused when larger than the response cap. */
  const capped = (text: string): string => {
    // Characters are at most 3 UTF-8 bytes here (surrogate pairs are 4 bytes for 2 characters).
    if (text.length * 3 > limits.maxResponseBytes) {
      const bytes = Buffer.byteLength(text);
      if (bytes > limits.maxResponseBytes) throw responseTooLarge(bytes, limits.maxResponseBytes);
    }
    return text;
  };
  const stringifyNumbers = resolveStringifyNumericTypes(options);
  let modelPromise: Promise<Model> | undefined;
  let schemas = new Map<string, GraphQLSchema>();
  const documents = new Lru<DocumentNode>(CACHE_SIZE);
  // Statements sent before: from the second time on they are prepared (parsed and planned once per connection).
  const sentStatements = new Lru<true>(CACHE_SIZE);
  const sentBefore = (sql: string): boolean => {
    if (sentStatements.get(sql)) return true;
    sentStatements.set(sql, true);
    return false;
  };
  // Per parsed document (an object of `documents`, so the same one for the same text while it is cached): a short
  // id that stands for its text in the plan cache's keys, and the roles it passed validation for. Keys that held
  // the whole text had it copied and hashed again on every request.
  /** A parsed document's id (for the plan cache's keys), its operations and its fragments by name. */
  const documentInfo = new WeakMap<
    DocumentNode,
    {
      id: string;
      operations: OperationDefinitionNode[];
      fragments: Record<string, FragmentDefinitionNode>;
    }
  >();
  let nextDocumentId = 0;
  let validated = new WeakMap<DocumentNode, Set<string>>();
  let coercedVariables = new WeakMap<OperationDefinitionNode, Lru<Record<string, unknown>>>();
  // Compiled query plans (plan-cache.ts): templates learnt per operation shape, plans per keyed values. A template
  // has a short id that stands for its shape in the plans' keys (hashed on every request, like the shape's).
  let templates = new Lru<Template & { id: string }>(CACHE_SIZE);
  let nextTemplateId = 0;
  let plans = new Lru<Compiled<QueryParts> & { slots: Slot[] }>(CACHE_SIZE);
  const planStats = { hits: 0, misses: 0 };

  const loadModel = async (): Promise<Model> => {
    const metadata = loadMetadata(join(options.projectDir, 'metadata'), {
      ...(options.metadataCacheFile !== undefined && { cacheFile: options.metadataCacheFile }),
    });
    const schemaNames = [...new Set(metadata.tables.map((t) => t.table.schema))];
    const catalog = schemaNames.length > 0 ? await introspect(options.db, schemaNames) : new Map();
    const model = buildModel(metadata, catalog);
    for (const warning of model.warnings) options.log?.(`graphql metadata: ${warning}`);
    return model;
  };
  // The model once loaded, read without an await by every request (a reload drops it with the promise).
  let loadedModel: Model | undefined;
  const model = () => {
    if (!modelPromise) {
      const loading: Promise<Model> = loadModel().then(
        (loaded) => {
          if (modelPromise === loading) loadedModel = loaded;
          return loaded;
        },
        (error: unknown) => {
          if (modelPromise === loading) modelPromise = undefined;
          throw error;
        },
      );
      modelPromise = loading;
    }
    return modelPromise;
  };
  const schemaFor = async (role: string, backendOnly = false) => {
    const key = roleKeyOf(role, backendOnly);
    let schema = schemas.get(key);
    if (!schema) {
      schema = buildRoleSchema(await model(), role, backendOnly);
      schemas.set(key, schema);
    }
    return schema;
  };

  // The statement time bound is the database's (RAMPA_STATEMENT_TIMEOUT, db/open.ts). A query is one
  // statement, so it needs no transaction of its own: one round trip instead of four on PostgreSQL.
  const transaction = <T>(fn: (tx: Queryable) => Promise<T>, settings?: Record<string, string>): Promise<T> =>
    options.db.transaction(fn, settings && { settings });

  /**
   * One statement; a database error becomes Hasura's error at `errorPath`, with the database's own words
   * (`internal`: message, detail such as the failing row) only when `internalErrors` allows; `prepare`
   * names the statement so PostgreSQL plans it once per connection.
   */
  const query = async <R>(
    tx: Queryable,
    sql: string,
    params: readonly unknown[],
    errorPath: string,
    {
      prepare = false,
      internalErrors = options.devMode,
    }: { prepare?: boolean; internalErrors?: boolean } = {},
  ) => {
    try {
      return (await tx.query<R>(sql, params, prepare ? { prepare } : undefined)).rows[0];
    } catch (error) {
      throw databaseError(error, errorPath, internalErrors);
    }
  };

  /**
   * The request's variables as the operation declares them, through graphql-js's coercion (with its errors and
   * defaults).
   */
  const coercedVariablesOf = (
    roleKey: string,
    schema: GraphQLSchema,
    operation: OperationDefinitionNode,
    inputs: Record<string, unknown>,
  ): Record<string, unknown> => {
    // The same values for the same operation and role (the schema) coerce the same: the JSON of the request's
    // values is the key (they were parsed from JSON), the defaults the answer. Only values that coerced cleanly
    // are remembered.
    const variablesJson = JSON.stringify(inputs);
    const cacheable = variablesJson.length <= VARIABLES_CACHED_CHARS;
    const variablesKey = `${roleKey}\u0000${variablesJson}`;
    let seen = coercedVariables.get(operation);
    let coerced = cacheable ? seen?.get(variablesKey) : undefined;
    if (!coerced) {
      const result = getVariableValues(schema, operation.variableDefinitions ?? [], inputs, {
        maxErrors: 1,
      });
      if (result.errors) {
        throw new HasuraError(
          'validation-failed',
          result.errors[0]!.message.replace(/ Did you mean .*$/, ''),
          '$.variableValues',
        );
      }
      coerced = result.coerced;
      if (cacheable) {
        if (!seen) coercedVariables.set(operation, (seen = new Lru(VARIABLES_CACHE_SIZE)));
        seen.set(variablesKey, coerced);
      }
    }
    // Raw client values keep the key order of input objects (order_by); defaults come from the coercion (copied:
    // a remembered default is never shared between requests). Every variable given is among the coerced ones.
    const variables: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(coerced)) {
      variables[name] = Object.hasOwn(inputs, name)
        ? inputs[name]
        : typeof value === 'object' && value !== null
          ? structuredClone(value)
          : value;
    }
    return variables;
  };

  const prepare = async (session: Session, request: GraphqlRequest): Promise<PreparedOperation> => {
    const currentModel = loadedModel ?? (await model());
    const backendOnly = session.backendOnly && session.role !== ADMIN_ROLE;
    const schema =
      schemas.get(roleKeyOf(session.role, backendOnly)) ?? (await schemaFor(session.role, backendOnly));
    return prepareWith(currentModel, schema, session, request);
  };

  /**
   * `prepare` without waiting when the model and the role's schema are loaded, as they are for every request
   * after a role's first: the plan cache's requests then reach the database with no promise of their own between.
   */
  const prepareLoaded = (session: Session, request: GraphqlRequest): PreparedOperation | undefined => {
    const backendOnly = session.backendOnly && session.role !== ADMIN_ROLE;
    const currentModel = loadedModel;
    const schema = currentModel && schemas.get(roleKeyOf(session.role, backendOnly));
    return schema ? prepareWith(currentModel, schema, session, request) : undefined;
  };

  const prepareWith = (
    currentModel: Model,
    schema: GraphQLSchema,
    session: Session,
    request: GraphqlRequest,
  ): PreparedOperation => {
    const backendOnly = session.backendOnly && session.role !== ADMIN_ROLE;
    const roleKey = roleKeyOf(session.role, backendOnly);
    let document = documents.get(request.query);
    if (!document) {
      try {
        document = parse(request.query, { maxTokens: limits.maxTokens });
      } catch (error) {
        const detail = error instanceof GraphQLError ? error.message : 'not a valid graphql query';
        throw new HasuraError(
          'validation-failed',
          options.devMode ? detail : 'not a valid graphql query',
          '$.query',
        );
      }
      documents.set(request.query, document);
    }
    let info = documentInfo.get(document);
    if (!info) {
      const fragments: Record<string, FragmentDefinitionNode> = {};
      for (const definition of document.definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
      }
      info = {
        id: `d${(nextDocumentId += 1)}`,
        operations: document.definitions.filter(
          (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
        ),
        fragments,
      };
      documentInfo.set(document, info);
    }
    let validFor = validated.get(document);
    if (!validFor?.has(roleKey)) {
      const errors = validate(schema, document, undefined, { maxErrors: 1 });
      if (errors.length > 0) throw translateValidationError(errors[0]!, document);
      checkLimits(document, limits);
      if (!validFor) validated.set(document, (validFor = new Set()));
      validFor.add(roleKey);
    }
    const { operations, fragments } = info;
    const operation = request.operationName
      ? operations.find((o) => o.name?.value === request.operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
    if (!operation) {
      throw new HasuraError(
        'validation-failed',
        request.operationName
          ? `no such operation found in the document: ${JSON.stringify(request.operationName)}`
          : 'exactly one operation has to be present in the document when operationName is not specified',
      );
    }
    const variables =
      scalarVariables(schema, operation, request.variables) ??
      coercedVariablesOf(roleKey, schema, operation, request.variables);
    if (operation.operation === 'query') {
      const cached = cachedQuery(
        session,
        currentModel,
        backendOnly,
        request,
        info.id,
        schema,
        operation,
        fragments,
        variables,
      );
      if (cached) return { kind: 'query', run: cached };
    }
    return compileOperation(session, currentModel, schema, document, operation, fragments, variables);
  };

  /** A cacheable query's compiler (for the plan cache), made only when a template or a plan is missing. */
  const compilerFor =
    (
      session: Session,
      currentModel: Model,
      schema: GraphQLSchema,
      operation: OperationDefinitionNode,
      fragments: Record<string, FragmentDefinitionNode>,
    ) =>
    (vars: Record<string, unknown>, sessionVariables: Record<string, string>) => {
      const asked = { ...session, variables: sessionVariables };
      const input: OperationInput = { fragments, variables: vars };
      const { rootType, fields } = rootFields(asked, currentModel, schema, operation, input);
      const compiled = compileQueryParts(rootType, fields, compileContext(asked, input, currentModel));
      if (compiled.plan.introspectionKeys.length > 0) throw new NotCacheable();
      return compiled;
    };

  /**
   * A query through the plan cache: the template of its shape (learnt at its first request), the plan of its keyed
   * values, its variables and session variables bound. Undefined when the operation is not cacheable (introspection,
   * or a value that does not bind cleanly): then it is compiled for this request alone.
   */
  const cachedQuery = (
    session: Session,
    currentModel: Model,
    backendOnly: boolean,
    request: GraphqlRequest,
    documentId: string,
    schema: GraphQLSchema,
    operation: OperationDefinitionNode,
    fragments: Record<string, FragmentDefinitionNode>,
    variables: Record<string, unknown>,
  ): (() => Promise<string>) | undefined => {
    const candidates = candidateVariables(schema, operation, variables);
    const sessionCandidates = candidateSession(session.variables);
    const shape = templateKey(
      [session.role, String(backendOnly), request.operationName ?? '', documentId],
      variables,
      candidates,
      session.variables,
      sessionCandidates,
    );
    let template = templates.get(shape);
    try {
      if (!template) {
        template = {
          ...learnTemplate(
            compilerFor(session, currentModel, schema, operation, fragments),
            variables,
            candidates,
            session.variables,
            sessionCandidates,
          ),
          id: `t${(nextTemplateId += 1)}`,
        };
        templates.set(shape, template);
      }
      const key = `${template.id}\u0000${planKey(template, variables, session.variables)}`;
      let plan = plans.get(key);
      if (plan) planStats.hits += 1;
      else {
        plan = compilePlan(
          compilerFor(session, currentModel, schema, operation, fragments),
          template,
          variables,
          session.variables,
        );
        if (!plan) return undefined;
        planStats.misses += 1;
        plans.set(key, plan);
      }
      const params = bindParams(plan.params, plan.slots, variables, session.variables);
      const { sql, plan: parts } = plan;
      return () => runQueryParts(sql, params, parts);
    } catch (error) {
      if (error instanceof NotCacheable) return undefined;
      throw error;
    }
  };

  /** The root fields of an operation, refused when they ask for introspection a role may not have. */
  const rootFields = (
    session: Session,
    currentModel: Model,
    schema: GraphQLSchema,
    operation: OperationDefinitionNode,
    input: OperationInput,
  ) => {
    const rootType = schema.getRootType(operation.operation);
    if (!rootType) throw new HasuraError('validation-failed', `no ${operation.operation}s exist`, '$');
    const fields = collectFields(rootType, [operation.selectionSet], input);
    if (
      currentModel.introspectionDisabledFor.has(session.role) &&
      [...fields.values()].some(
        (nodes) => nodes[0]!.name.value === '__schema' || nodes[0]!.name.value === '__type',
      )
    ) {
      throw new HasuraError(
        'validation-failed',
        `introspection is disabled for the role "${session.role}"`,
        '$',
      );
    }
    return { rootType, fields };
  };

  const compileContext = (session: Session, input: OperationInput, currentModel: Model) =>
    new CompileContext(
      session,
      input,
      currentModel,
      stringifyNumbers,
      session.role === ADMIN_ROLE ? undefined : rowLimits,
    );

  /** Compiles an operation for one request (mutations, subscriptions, queries the plan cache does not keep). */
  const compileOperation = (
    session: Session,
    currentModel: Model,
    schema: GraphQLSchema,
    document: DocumentNode,
    operation: OperationDefinitionNode,
    fragments: Record<string, FragmentDefinitionNode>,
    variables: Record<string, unknown>,
  ): PreparedOperation => {
    const input: OperationInput = { fragments, variables };
    const { rootType, fields } = rootFields(session, currentModel, schema, operation, input);
    const newContext = () => compileContext(session, input, currentModel);
    const streamField = [...fields].find(([, nodes]) => {
      const meaning = meaningOf(rootType.getFields()[nodes[0]!.name.value]?.extensions);
      return meaning?.kind === 'select_stream';
    });
    if (streamField) {
      if (fields.size !== 1) {
        throw new HasuraError(
          'validation-failed',
          'a streaming subscription must have exactly one root field',
          '$',
        );
      }
      return prepareStream(rootType, streamField[0], streamField[1], newContext, currentModel);
    }
    if (operation.operation === 'mutation') {
      return { kind: 'mutation', run: () => runMutation(session, rootType, fields, newContext) };
    }
    const { sql, params, plan } = compileQueryParts(rootType, fields, newContext());
    const introspected = () =>
      introspection(schema, document, operation, fields, plan.introspectionKeys, input);
    const reads = sql === undefined ? new Set<string>() : tablesRead(sql, currentModel);
    return {
      kind: operation.operation === 'query' ? 'query' : 'subscription',
      run: () => runQueryParts(sql, params, plan, introspected),
      reads: () => reads,
    };
  };

  /** All root fields of a query in one statement; introspection and __typename answered beside it. */
  const compileQueryParts = (
    rootType: GraphQLObjectType,
    fields: Map<string, FieldNode[]>,
    ctx: CompileContext,
  ): Compiled<QueryParts> => {
    const columns: string[] = [];
    const parts: QueryParts['parts'] = [];
    for (const [key, nodes] of fields) {
      const name = nodes[0]!.name.value;
      if (name === '__typename') {
        parts.push({ key, text: JSON.stringify(rootType.name) });
      } else if (name === '__schema' || name === '__type') {
        parts.push({ key, introspection: true });
      } else if (name === 'no_queries_available') {
        parts.push({
          key,
          text: JSON.stringify(
            'There are no queries available to the current role. Either there are no sources or tables tracked, or there are no permissions setup',
          ),
        });
      } else {
        const field = rootType.getFields()[name]!;
        const meaning = meaningOf(field.extensions);
        const path = `$.selectionSet.${key}`;
        if (
          !meaning ||
          (meaning.kind !== 'select' &&
            meaning.kind !== 'select_by_pk' &&
            meaning.kind !== 'select_aggregate')
        ) {
          throw new HasuraError('not-supported', `field '${name}' is not supported here`, path);
        }
        const type = getNamedType(field.type) as GraphQLObjectType;
        columns.push(
          `(${selectRoot(ctx, meaning.kind, meaning.table, type, nodes, path)})::text AS "${columns.length}"`,
        );
        parts.push({ key, sql: columns.length - 1 });
      }
    }
    const introspectionKeys = parts.filter((p) => 'introspection' in p).map((p) => p.key);
    // The database measures the answer and leaves it out when it is too large, so it is never sent over.
    const sizes = columns.map((_, i) => `coalesce(octet_length(q."${i}"), 4)`).join(' + ');
    const sql =
      columns.length > 0
        ? `WITH q AS MATERIALIZED (SELECT ${columns.join(', ')}) SELECT ${columns
            .map((_, i) => `CASE WHEN s.n > ${limits.maxResponseBytes} THEN NULL ELSE q."${i}" END AS "${i}"`)
            .join(', ')}, s.n AS "bytes" FROM q, LATERAL (SELECT (${sizes})::int8 AS n) AS s`
        : undefined;
    return {
      sql,
      params: ctx.params.values,
      plan: { parts, introspectionKeys, planEachTime: ctx.plansPerValue },
    };
  };

  /** Runs a compiled query and writes the response's JSON text from its row (and the introspection answers). */
  const runQueryParts = async (
    sql: string | undefined,
    params: readonly (string | null)[],
    plan: QueryParts,
    introspected?: () => Record<string, unknown>,
  ): Promise<string> => {
    const row = sql
      ? await query<Record<string, string | null>>(options.db, sql, params, '$', {
          prepare: !plan.planEachTime && sentBefore(sql),
        })
      : undefined;
    if (row && Number(row.bytes) > limits.maxResponseBytes) {
      throw responseTooLarge(Number(row.bytes), limits.maxResponseBytes);
    }
    const answers = plan.introspectionKeys.length > 0 && introspected ? introspected() : {};
    const body = plan.parts.map((part) => {
      const value =
        'sql' in part
          ? (row?.[String(part.sql)] ?? 'null')
          : 'text' in part
            ? part.text
            : JSON.stringify(answers[part.key] ?? null);
      return `${quoteKey(part.key)}:${value}`;
    });
    return `{"data":{${body.join(',')}}}`;
  };

  /** A `_stream` subscription: each run sends the next batch after the cursor, then moves the cursor. */
  const prepareStream = (
    rootType: GraphQLObjectType,
    key: string,
    nodes: FieldNode[],
    newContext: () => CompileContext,
    currentModel: Model,
  ): PreparedOperation => {
    const field = rootType.getFields()[nodes[0]!.name.value]!;
    const meaning = meaningOf(field.extensions) as { kind: 'select_stream'; table: Model['tables'][number] };
    const path = `$.selectionSet.${key}`;
    const args = argumentValues(nodes[0]!, newContext().input);
    const cursors = (Array.isArray(args.cursor) ? args.cursor : [args.cursor]).filter(Boolean) as {
      initial_value?: Record<string, unknown>;
      ordering?: string;
    }[];
    const initial = Object.entries(cursors[0]?.initial_value ?? {}).filter(
      ([, value]) => value !== undefined,
    );
    if (cursors.length !== 1 || initial.length !== 1) {
      throw new HasuraError(
        'validation-failed',
        'one cursor with one column is expected',
        `${path}.args.cursor`,
      );
    }
    const [columnName, initialValue] = initial[0]!;
    const column = columnByGqlName(meaning.table, columnName);
    let after: unknown = initialValue;
    let lastAnswer: string | undefined;
    let reads: TableSet = new Set([`${meaning.table.schema}.${meaning.table.name}`]);
    const type = getNamedType(field.type) as GraphQLObjectType;
    return {
      kind: 'subscription',
      reads: () => reads,
      run: async () => {
        const ctx = newContext();
        const stream = {
          column,
          descending: cursors[0]!.ordering === 'DESC',
          after,
          batchSize: args.batch_size,
          where: args.where,
        };
        const sql = selectStream(ctx, meaning.table, type, nodes, stream, path);
        reads = tablesRead(sql, currentModel);
        const row = await query<{ root: string; cursor: string | null }>(
          options.db,
          sql,
          ctx.params.values,
          path,
        );
        // An empty batch repeats the last answer, which live queries do not send again.
        if (row?.cursor === null || row?.cursor === undefined)
          return (lastAnswer ??= `{"data":{${quoteKey(key)}:[]}}`);
        const answer = capped(`{"data":{${quoteKey(key)}:${row.root}}}`);
        after = row.cursor;
        lastAnswer = answer;
        return lastAnswer;
      },
    };
  };

  /**
   * The tracked tables whose writes a mutation reports (subscriptions read no others): `schema.name` and oid,
   * looked up once per model.
   */
  let targetsOf = new WeakMap<Model, Promise<{ keys: string[]; oids: string[] }>>();
  const writeTargets = async () => {
    const current = await model();
    let targets = targetsOf.get(current);
    if (!targets) {
      const keys = current.tables.map((t) => `${t.schema}.${t.name}`);
      const names = current.tables.map((t) => qualifiedName(t.schema, t.name));
      targets = options.db
        .query<{ t: string; r: string | null }>(
          'SELECT u.t, to_regclass(u.q)::oid::text AS r FROM unnest($1::text[], $2::text[]) AS u(t, q)',
          [keys, names],
        )
        .then(({ rows }) => {
          const found = rows.filter((row) => row.r !== null);
          return { keys: found.map((row) => row.t), oids: found.map((row) => row.r!) };
        });
      targets.catch(() => targetsOf.delete(current));
      targetsOf.set(current, targets);
    }
    return targets;
  };

  /** Mutation root fields in order, in one transaction: a failure anywhere rolls everything back. */
  const runMutation = async (
    session: Session,
    rootType: GraphQLObjectType,
    fields: Map<string, FieldNode[]>,
    newContext: () => CompileContext,
  ): Promise<string> => {
    const plan: { key: string; text?: string; steps?: MutationStep[]; many?: boolean }[] = [];
    for (const [key, nodes] of fields) {
      const name = nodes[0]!.name.value;
      if (name === '__typename') {
        plan.push({ key, text: JSON.stringify(rootType.name) });
        continue;
      }
      const field = rootType.getFields()[name]!;
      const meaning = meaningOf(field.extensions);
      const path = `$.selectionSet.${key}`;
      if (!meaning || !('table' in meaning)) {
        throw new HasuraError('not-supported', `field '${name}' is not supported here`, path);
      }
      const type = getNamedType(field.type) as GraphQLObjectType;
      const steps = compileMutation(newContext, meaning.kind, meaning.table, type, nodes, path);
      plan.push({ key, steps, many: meaning.kind === 'update_many' });
    }
    // As Hasura does: triggers (audit log, created_by/updated_by) read who is writing from `hasura.user`, set
    // for the transaction as it begins (with BEGIN in one round trip on PostgreSQL).
    const hasuraUser = JSON.stringify({ 'x-hasura-role': session.role, ...session.variables });
    let written: ReadonlySet<string> = new Set();
    const tracked = options.onMutation !== undefined || options.notify !== undefined;
    // Looked up outside the transaction: PGlite is one connection, which the transaction holds.
    const targets = tracked ? await writeTargets() : undefined;
    const body = await transaction(
      async (tx) => {
        // What this connection wrote so far (PostgreSQL counts a transaction's writes together with earlier ones
        // not yet reported to its statistics): the difference at the end is what this transaction wrote.
        const before = targets
          ? await query<{ counts: string }>(tx, WRITES_BEFORE, [targets.keys, targets.oids], '$', {
              prepare: true,
            })
          : undefined;
        const execute: Execute = (sql, params, errorPath) =>
          // A refused write's detail is the rejected row: as Hasura, only admin sees it (issue 15).
          query<Record<string, unknown>>(tx, sql, params, errorPath, {
            internalErrors: options.devMode && session.role === ADMIN_ROLE,
          });
        const out: string[] = [];
        for (const step of plan) {
          if (step.text !== undefined) {
            out.push(`${quoteKey(step.key)}:${step.text}`);
            continue;
          }
          const results: string[] = [];
          for (const mutation of step.steps!) results.push(await mutation.run(execute));
          out.push(`${quoteKey(step.key)}:${step.many ? `[${results.join(',')}]` : results[0]}`);
        }
        // Inside the transaction: a refused answer rolls the mutation back.
        const answer = capped(`{"data":{${out.join(',')}}}`);
        if (targets && before) {
          const row = await query<{ tables: string[] | null }>(
            tx,
            WRITES_AFTER,
            [
              targets.keys,
              targets.oids,
              before.counts,
              options.notify?.channel ?? null,
              options.notify?.sender ?? null,
            ],
            '$',
            { prepare: true },
          );
          written = new Set(row?.tables ?? []);
        }
        return answer;
      },
      { 'hasura.user': hasuraUser },
    );
    options.onMutation?.(written);
    return body;
  };

  return {
    prepare,
    schemaFor,
    model,
    async execute(session, request, method) {
      const prepared = prepareLoaded(session, request) ?? (await prepare(session, request));
      if (prepared.kind === 'mutation' && method === 'GET') {
        throw new HasuraError('validation-failed', 'mutations are not allowed over GET', '$');
      }
      if (prepared.kind === 'subscription') {
        throw new HasuraError(
          'validation-failed',
          'subscriptions are served over WebSocket (graphql-ws) only',
          '$',
        );
      }
      if (slowQueryMs <= 0) return prepared.run();
      const started = performance.now();
      const answer = await prepared.run();
      const ms = performance.now() - started;
      if (ms >= slowQueryMs) {
        // The operation without its string literals, which may hold personal data.
        const text = request.query
          .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
          .replace(/\s+/g, ' ')
          .slice(0, 300);
        options.log?.(`graphql: slow operation, ${Math.round(ms)} ms, role ${session.role}: ${text}`);
      }
      return answer;
    },
    reload() {
      modelPromise = undefined;
      loadedModel = undefined;
      schemas = new Map();
      validated = new WeakMap();
      coercedVariables = new WeakMap();
      templates = new Lru<Template & { id: string }>(CACHE_SIZE);
      plans = new Lru<Compiled<QueryParts> & { slots: Slot[] }>(CACHE_SIZE);
      targetsOf = new WeakMap();
    },
    planCacheStats: () => ({ ...planStats }),
    close: async () => {},
  };
}

/** Runs the introspection root fields with graphql-js against the role's schema. */
function introspection(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  fields: Map<string, FieldNode[]>,
  keys: string[],
  input: OperationInput,
): Record<string, unknown> {
  const selectionSet: SelectionSetNode = {
    kind: Kind.SELECTION_SET,
    selections: keys.flatMap((key) => fields.get(key)!),
  };
  const only: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [
      { ...operation, operation: 'query' as OperationDefinitionNode['operation'], selectionSet },
      ...document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION),
    ],
  };
  const result = executeGraphql({ schema, document: only, variableValues: input.variables }) as {
    data?: Record<string, unknown>;
  };
  return result.data ?? {};
}
