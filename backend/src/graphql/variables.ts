import {
  getNullableType,
  GraphQLNonNull,
  GraphQLScalarType,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLNullableType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** A variable an operation declares, with its type in one role's schema. */
export interface Declaration {
  name: string;
  /** The declared type without its non-null wrapper; undefined when the schema has no such type. */
  type: GraphQLNullableType | undefined;
  nonNull: boolean;
  hasDefault: boolean;
}

/** Per operation and schema (role): its declarations, read once instead of at every request. */
const declarationsOf = new WeakMap<OperationDefinitionNode, WeakMap<GraphQLSchema, Declaration[]>>();

export function declarations(schema: GraphQLSchema, operation: OperationDefinitionNode): Declaration[] {
  let bySchema = declarationsOf.get(operation);
  if (!bySchema) declarationsOf.set(operation, (bySchema = new WeakMap()));
  let known = bySchema.get(schema);
  if (!known) {
    known = (operation.variableDefinitions ?? []).map((definition) => {
      const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
      return {
        name: definition.variable.name.value,
        type: type && getNullableType(type),
        nonNull: type instanceof GraphQLNonNull,
        hasDefault: definition.defaultValue !== undefined,
      };
    });
    bySchema.set(schema, known);
  }
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
  const variables: Record<string, unknown> = {};
  for (const { name, type, nonNull, hasDefault } of declarations(schema, operation)) {
    if (!(type instanceof GraphQLScalarType) || hasDefault) return undefined;
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
