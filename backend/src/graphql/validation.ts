import { Kind, type ASTNode, type DocumentNode, type GraphQLError, type SelectionSetNode } from 'graphql';
import { HasuraError } from './errors';

/**
 * graphql-js validation errors in Hasura's words and paths: an unknown field is
 * `field 'x' not found in type: 'T'` at `$.selectionSet.a.selectionSet.x`, never with "Did you mean".
 */
export function translateValidationError(error: GraphQLError, document: DocumentNode): HasuraError {
  const node = error.nodes?.[0];
  const path = node ? (pathOf(document, node) ?? '$') : '$';
  const message = error.message.replace(/ Did you mean .*$/, '');
  let match = /^Cannot query field "([^"]+)" on type "([^"]+)"\.$/.exec(message);
  if (match)
    return new HasuraError('validation-failed', `field '${match[1]}' not found in type: '${match[2]}'`, path);
  match = /^Field "([^"]+)" is not defined by type "([^"]+)"\.$/.exec(message);
  if (match)
    return new HasuraError('validation-failed', `field '${match[1]}' not found in type: '${match[2]}'`, path);
  match = /^Unknown argument "([^"]+)" on field "[^".]+\.([^"]+)"\.$/.exec(message);
  if (match)
    return new HasuraError('validation-failed', `'${match[2]}' has no argument named '${match[1]}'`, path);
  match = /^Field "[^"]+" argument "([^"]+)" of type "[^"]+" is required, but it was not provided\.$/.exec(
    message,
  );
  if (match) return new HasuraError('validation-failed', `missing required field '${match[1]}'`, path);
  return new HasuraError('validation-failed', message, path);
}

/** `$.selectionSet.a.selectionSet.b` for a node inside an operation (fragments followed from their spreads). */
function pathOf(document: DocumentNode, target: ASTNode): string | undefined {
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  const contains = (node: ASTNode) =>
    node.loc !== undefined &&
    target.loc !== undefined &&
    node.loc.start <= target.loc.start &&
    target.loc.end <= node.loc.end;
  const search = (set: SelectionSetNode, path: string, seen: Set<string>): string | undefined => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const here = `${path}.selectionSet.${selection.alias?.value ?? selection.name.value}`;
        if (selection === target || (contains(selection) && !selection.selectionSet)) return here;
        if (selection.selectionSet && contains(selection)) {
          if (selection.selectionSet.loc && target.loc && target.loc.start < selection.selectionSet.loc.start)
            return here;
          return search(selection.selectionSet, here, seen) ?? here;
        }
        if (selection.selectionSet) {
          const found = search(selection.selectionSet, here, seen);
          if (found) return found;
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const found = search(selection.selectionSet, path, seen);
        if (found) return found;
      } else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        const found =
          fragment && search(fragment.selectionSet, path, new Set([...seen, selection.name.value]));
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) {
      const found = search(definition.selectionSet, '$', new Set());
      if (found) return found;
    }
  }
  return undefined;
}
