import {
  GraphQLNonNull,
  GraphQLScalarType,
  typeFromAST,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** A declared variable of a scalar type without a default: what graphql-js's coercion of it comes down to. */
interface ScalarDeclaration {
  name: string;
  type: GraphQLScalarType;
  nonNull: boolean;
}

/** Per operation and schema (role): its scalar declarations, or null when one is not such a variable. */
const declarations = new WeakMap<
  OperationDefinitionNode,
  WeakMap<GraphQLSchema, ScalarDeclaration[] | null>
>();

function scalarDeclarations(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
): ScalarDeclaration[] | null {
  let bySchema = declarations.get(operation);
  if (!bySchema) declarations.set(operation, (bySchema = new WeakMap()));
  let known = bySchema.get(schema);
  if (known !== undefined) return known;
  known = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type);
    const nonNull = type instanceof GraphQLNonNull;
    const named = nonNull ? type.ofType : type;
    if (!(named instanceof GraphQLScalarType) || definition.defaultValue) {
      known = null;
      break;
    }
    known.push({ name: definition.variable.name.value, type: named, nonNull });
  }
  bySchema.set(schema, known);
  return known;
}

/**
 * The request's variables, when the operation declares only scalars without defaults (a by-id or a search, most
 * requests) and each given value is one its scalar takes: the values as given, in the declarations' order, as
 * graphql-js's coercion would leave them for the compiler. Undefined otherwise (a missing or null required value,
 * a value the scalar refuses, an input object, a list, an enum, a default), and then graphql-js's coercion decides
 * and words the refusal.
 */
export function scalarVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  inputs: Readonly<Record<string, unknown>>,
): Record<string, unknown> | undefined {
  const declared = scalarDeclarations(schema, operation);
  if (!declared) return undefined;
  const variables: Record<string, unknown> = {};
  for (const { name, type, nonNull } of declared) {
    if (!Object.hasOwn(inputs, name)) {
      if (nonNull) return undefined;
      continue;
    }
    const value = inputs[name];
    if (value === null || value === undefined) {
      if (nonNull) return undefined;
      variables[name] = null;
      continue;
    }
    try {
      if (type.parseValue(value) === undefined) return undefined;
    } catch {
      return undefined;
    }
    variables[name] = value;
  }
  return variables;
}
