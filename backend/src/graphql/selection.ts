import {
  Kind,
  valueFromASTUntyped,
  type DirectiveNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type SelectionSetNode,
} from 'graphql';

/** What the compiler reads from a validated operation: fragments, and variables with the client's key order. */
export interface OperationInput {
  fragments: Readonly<Record<string, FragmentDefinitionNode>>;
  variables: Readonly<Record<string, unknown>>;
}

function included(node: { readonly directives?: readonly DirectiveNode[] }, input: OperationInput): boolean {
  for (const directive of node.directives ?? []) {
    const name = directive.name.value;
    if (name !== 'skip' && name !== 'include') continue;
    const arg = directive.arguments?.find((a) => a.name.value === 'if');
    const value = arg ? valueFromASTUntyped(arg.value, input.variables) : undefined;
    if (name === 'skip' && value === true) return false;
    if (name === 'include' && value !== true) return false;
  }
  return true;
}

/**
 * The fields of a selection set by response key, in order, with fragments and @skip/@include applied
 * (graphql-js validation has already ensured that fields sharing a key can be merged).
 */
export function collectFields(
  type: GraphQLObjectType,
  selectionSets: readonly SelectionSetNode[],
  input: OperationInput,
): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  const visit = (set: SelectionSetNode, seen: Set<string>) => {
    for (const selection of set.selections) {
      if (!included(selection, input)) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const list = fields.get(key);
        if (list) list.push(selection);
        else fields.set(key, [selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (!selection.typeCondition || selection.typeCondition.name.value === type.name)
          visit(selection.selectionSet, seen);
      } else {
        const name = selection.name.value;
        const fragment = input.fragments[name];
        if (!fragment || seen.has(name) || fragment.typeCondition.name.value !== type.name) continue;
        visit(fragment.selectionSet, new Set([...seen, name]));
      }
    }
  };
  for (const set of selectionSets) visit(set, new Set());
  return fields;
}

/** The selection sets below a (merged) field. */
export function subSelections(nodes: readonly FieldNode[]): SelectionSetNode[] {
  return nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
}

/** A field's arguments as plain values (variables substituted, input object key order kept). */
export function argumentValues(node: FieldNode, input: OperationInput): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const arg of node.arguments ?? []) {
    const value = valueFromASTUntyped(arg.value, input.variables);
    if (value !== undefined) args[arg.name.value] = value;
  }
  return args;
}
