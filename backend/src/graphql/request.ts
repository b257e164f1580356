import { HasuraError } from './errors';
import { isRecord } from './values';

/** One GraphQL request as sent to /v1/graphql. */
export interface GraphqlRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

/** Checks the shape of one request object; `at` is the JSON path used in Hasura's error. */
export function parseRequestObject(value: unknown, at = '$'): GraphqlRequest {
  if (!isRecord(value)) {
    throw new HasuraError(
      'parse-failed',
      `Error in ${at}: expected Object, but encountered ${jsonKind(value)}`,
    );
  }
  const { query, variables, operationName } = value;
  if (query === undefined) throw new HasuraError('parse-failed', `Error in ${at}: key "query" not found`);
  if (typeof query !== 'string') {
    throw new HasuraError(
      'parse-failed',
      `Error in ${at}.query: expected String, but encountered ${jsonKind(query)}`,
    );
  }
  if (variables !== undefined && variables !== null && !isRecord(variables)) {
    throw new HasuraError(
      'parse-failed',
      `Error in ${at}.variables: expected Object, but encountered ${jsonKind(variables)}`,
    );
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw new HasuraError(
      'parse-failed',
      `Error in ${at}.operationName: expected String, but encountered ${jsonKind(operationName)}`,
    );
  }
  return { query, variables: variables ?? {}, ...(operationName ? { operationName } : {}) };
}

function jsonKind(value: unknown): string {
  if (value === null) return 'Null';
  if (Array.isArray(value)) return 'Array';
  return (
    { string: 'String', number: 'Number', boolean: 'Boolean', object: 'Object' }[typeof value as string] ??
    'Null'
  );
}

/** The JSON text of a POST body: one request or a batch (an array of requests). */
export function parseRequestBody(text: string): GraphqlRequest | GraphqlRequest[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HasuraError('invalid-json', 'Error in $: Failed reading: not a valid json value');
  }
  if (Array.isArray(json)) return json.map((item, index) => parseRequestObject(item, `$[${index}]`));
  return parseRequestObject(json);
}

/** A GET request's query string: `query`, `variables` (JSON text) and `operationName`. */
export function parseRequestQueryString(params: Record<string, unknown>): GraphqlRequest {
  let variables: unknown = undefined;
  if (typeof params.variables === 'string' && params.variables !== '') {
    try {
      variables = JSON.parse(params.variables);
    } catch {
      throw new HasuraError('invalid-json', 'Error in $.variables: Failed reading: not a valid json value');
    }
  }
  return parseRequestObject({
    query: params.query,
    variables,
    operationName: params.operationName || undefined,
  });
}
