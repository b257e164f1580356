import type { SelectOption } from '@rampa/design-system';
import type { ProductCategoryFragment } from '@rampa/sdk';

// The product categories are a tree kept flat on the wire (each row names its parent). These helpers give the
// tree's order, each category's path ("Opakowania › Folie stretch") and the ids under a category.

export interface CategoryNode {
  id: string;
  name: string;
  /** 0 for a top category. */
  depth: number;
  /** "Opakowania › Folie stretch". */
  path: string;
}

const byOrder = (a: ProductCategoryFragment, b: ProductCategoryFragment) =>
  a.sort_order - b.sort_order || a.name.localeCompare(b.name, 'pl');

/**
 * The categories depth-first, each parent before its children, siblings by their order then name. A category
 * whose parent is missing (or in a cycle the database refuses anyway) shows as a top one.
 */
export function categoryPaths(categories: readonly ProductCategoryFragment[]): CategoryNode[] {
  const ids = new Set(categories.map((category) => category.id));
  const children = new Map<string | null, ProductCategoryFragment[]>();
  for (const category of categories) {
    const parent = category.parent_id && ids.has(category.parent_id) ? category.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const nodes: CategoryNode[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number, prefix: string) => {
    for (const category of (children.get(parent) ?? []).sort(byOrder)) {
      if (seen.has(category.id)) continue;
      seen.add(category.id);
      const path = prefix ? `${prefix} › ${category.name}` : category.name;
      nodes.push({ id: category.id, name: category.name, depth, path });
      walk(category.id, depth + 1, path);
    }
  };
  walk(null, 0, '');
  return nodes;
}

/** A category and every category under it, at any depth: what "choose a category" filters by. */
export function categoryWithDescendants(
  categories: readonly ProductCategoryFragment[],
  id: string,
): string[] {
  const result = [id];
  const seen = new Set(result);
  for (let i = 0; i < result.length; i += 1) {
    for (const category of categories) {
      if (category.parent_id === result[i] && !seen.has(category.id)) {
        seen.add(category.id);
        result.push(category.id);
      }
    }
  }
  return result;
}

/** The categories as select items in tree order, each indented under its parent (non-breaking spaces). */
export function categoryTreeItems(categories: readonly ProductCategoryFragment[]): SelectOption[] {
  return categoryPaths(categories).map((node) => ({
    id: node.id,
    label: `${'\u00a0'.repeat(node.depth * 4)}${node.name}`,
  }));
}
