import { describe, expect, it } from 'vitest';
import type { ProductCategoryFragment } from '@rampa/sdk';
import { categoryPaths, categoryTreeItems, categoryWithDescendants } from './productCategories';
import { productListFilters } from './productListSearch';

const category = (id: string, name: string, parent_id: string | null, sort_order = 0) =>
  ({ id, name, parent_id, sort_order }) as ProductCategoryFragment;
// Out of order on purpose: the tree order comes from parents, sort_order, then the Polish alphabet.
const tree = [
  category('c3', 'Folie stretch', 'c2'),
  category('c4', 'Folia ręczna', 'c3'),
  category('c2', 'Opakowania', null, 2),
  category('c1', 'Cement i zaprawy', null, 1),
  category('c5', 'Kartony', 'c2'),
  category('c6', 'Ćwieki', null, 2),
];

describe('product category tree', () => {
  it('orders parents before children, with paths and depths', () => {
    expect(categoryPaths(tree).map((node) => [node.path, node.depth])).toEqual([
      ['Cement i zaprawy', 0],
      ['Ćwieki', 0],
      ['Opakowania', 0],
      ['Opakowania › Folie stretch', 1],
      ['Opakowania › Folie stretch › Folia ręczna', 2],
      ['Opakowania › Kartony', 1],
    ]);
  });

  it('indents each option under its parent', () => {
    expect(categoryTreeItems(tree).map((item) => item.label)).toEqual([
      'Cement i zaprawy',
      'Ćwieki',
      'Opakowania',
      '\u00a0\u00a0\u00a0\u00a0Folie stretch',
      '\u00a0'.repeat(8) + 'Folia ręczna',
      '\u00a0\u00a0\u00a0\u00a0Kartony',
    ]);
  });

  it('takes every subcategory along, at any depth', () => {
    expect(categoryWithDescendants(tree, 'c2').sort()).toEqual(['c2', 'c3', 'c4', 'c5']);
    expect(categoryWithDescendants(tree, 'c3').sort()).toEqual(['c3', 'c4']);
    expect(categoryWithDescendants(tree, 'c1')).toEqual(['c1']);
  });

  it('filters the list by the category and its subcategories once the tree is known', () => {
    expect(productListFilters({ category: 'c3' }, tree)).toMatchObject({
      categoryId: undefined,
      categoryIds: ['c3', 'c4'],
    });
    expect(productListFilters({ category: 'c3' })).toMatchObject({
      categoryId: 'c3',
      categoryIds: undefined,
    });
  });
});
