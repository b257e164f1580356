import { buildSchema, getVariableValues, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { scalarVariables } from './variables';

const schema = buildSchema(`
  scalar uuid
  input point_input { x: Int! }
  enum order_by { asc desc }
  type Query { ok(id: uuid, n: Int, s: String, f: Float, b: Boolean, p: point_input, o: order_by, l: [Int!]): Int }
`);

const operationOf = (query: string): OperationDefinitionNode =>
  parse(query).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;

/** What the engine's graphql-js path gives the compiler: the raw values given, defaults for the others. */
function throughGraphqlJs(operation: OperationDefinitionNode, inputs: Record<string, unknown>) {
  const result = getVariableValues(schema, operation.variableDefinitions ?? [], inputs, { maxErrors: 1 });
  if (result.errors) return { refused: result.errors[0]!.message };
  return {
    variables: Object.fromEntries(
      Object.entries(result.coerced).map(([name, value]) => [
        name,
        Object.hasOwn(inputs, name) ? inputs[name] : value,
      ]),
    ),
  };
}

const DECLARATIONS = [
  '$id: uuid!',
  '$n: Int!',
  '$n: Int',
  '$s: String!, $f: Float',
  '$b: Boolean!',
  '$id: uuid, $n: Int!',
  '$n: Int = 5',
  '$p: point_input',
  '$o: order_by',
  '$l: [Int!]',
];
const INPUTS: Record<string, unknown>[] = [
  {},
  { id: 'a1b2c3d4-0000-4000-8000-000000000001' },
  { id: 42 },
  { id: null },
  { n: 7 },
  { n: '7' },
  { n: 7.5 },
  { n: 2 ** 40 },
  { n: null },
  { n: true },
  { s: 'tekst', f: 1.5 },
  { s: 12, f: 'x' },
  { s: 'tekst', f: null },
  { b: false },
  { b: 'false' },
  { id: 'x', n: 3, extra: 'ignored' },
  { p: { x: 1 } },
  { o: 'asc' },
  { l: [1, 2] },
];

describe('scalarVariables, the coercion of scalar-only declarations', () => {
  it('gives the compiler what graphql-js coercion gives it, or leaves the request to graphql-js', () => {
    let taken = 0;
    for (const declaration of DECLARATIONS) {
      const operation = operationOf(`query Q(${declaration}) { ok }`);
      for (const inputs of INPUTS) {
        const fast = scalarVariables(schema, operation, inputs);
        if (fast === undefined) continue;
        taken += 1;
        const slow = throughGraphqlJs(operation, inputs);
        expect({ declaration, inputs, ...slow }).toEqual({ declaration, inputs, variables: fast });
        expect(Object.keys(fast)).toEqual(Object.keys(slow.variables!));
      }
    }
    expect(taken).toBeGreaterThan(20);
  });

  it('takes the usual requests itself and leaves refusals, defaults and non-scalars to graphql-js', () => {
    const byId = operationOf('query Q($id: uuid!, $n: Int) { ok }');
    expect(scalarVariables(schema, byId, { id: 'a1', n: 3 })).toEqual({ id: 'a1', n: 3 });
    expect(scalarVariables(schema, byId, { id: 'a1' })).toEqual({ id: 'a1' });
    expect(scalarVariables(schema, byId, { id: 'a1', n: null })).toEqual({ id: 'a1', n: null });
    // Refused by graphql-js, with its own words: missing or null required values, a value the scalar refuses.
    expect(scalarVariables(schema, byId, {})).toBeUndefined();
    expect(scalarVariables(schema, byId, { id: null })).toBeUndefined();
    expect(scalarVariables(schema, byId, { id: 'a1', n: 'trzy' })).toBeUndefined();
    expect(scalarVariables(schema, operationOf('query Q($n: Int = 5) { ok }'), {})).toBeUndefined();
    expect(scalarVariables(schema, operationOf('query Q($p: point_input) { ok }'), {})).toBeUndefined();
    expect(scalarVariables(schema, operationOf('query Q($o: order_by) { ok }'), {})).toBeUndefined();
  });
});
