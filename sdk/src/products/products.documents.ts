import { graphql } from '../gql';

// Every Produkty operation on the wire. The app imports fragment types only; contracts/consumer/products.pact.test.ts
// pins these documents against the backend. The handlowiec and magazynier read; org_admin writes (metadata).

export const ProductListItemFragment = graphql(`
  fragment ProductListItem on products {
    id
    sku
    ean
    name
    unit
    net_price
    vat_rate
    gross_price
    active
    category_id
    image_file_id
    updated_at
    category {
      id
      name
    }
  }
`);

export const ProductDetailFragment = graphql(`
  fragment ProductDetail on products {
    id
    org_id
    sku
    ean
    name
    description
    category_id
    unit
    net_price
    vat_rate
    gross_price
    active
    image_file_id
    created_at
    updated_at
  }
`);

export const ProductCategoryFragment = graphql(`
  fragment ProductCategory on product_categories {
    id
    name
    parent_id
    sort_order
  }
`);

export const ProductListDocument = graphql(`
  query ProductList(
    $where: products_bool_exp!
    $orderBy: [products_order_by!]!
    $limit: Int!
    $offset: Int!
  ) {
    products(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {
      ...ProductListItem
    }
    # PRODUCT_COUNT_CAP + 1, written here rather than passed as a variable: the engine binds a variable as a
    # parameter, and PostgreSQL's generic plan of a prepared statement, not knowing how far the count goes,
    # counted a category's 8,000 products by reading all 100,000.
    products_aggregate(where: $where, limit: 10001) {
      aggregate {
        count
      }
    }
  }
`);

export const ProductByIdDocument = graphql(`
  query ProductById($id: uuid!) {
    products_by_pk(id: $id) {
      ...ProductDetail
    }
  }
`);

export const ProductCategoriesDocument = graphql(`
  query ProductCategories {
    product_categories(order_by: [{ sort_order: asc }, { name: asc }, { id: asc }]) {
      ...ProductCategory
    }
  }
`);

export const CreateProductDocument = graphql(`
  mutation CreateProduct($object: products_insert_input!) {
    insert_products_one(object: $object) {
      ...ProductDetail
    }
  }
`);

export const UpdateProductDocument = graphql(`
  mutation UpdateProduct($id: uuid!, $set: products_set_input!) {
    update_products_by_pk(pk_columns: { id: $id }, _set: $set) {
      ...ProductDetail
    }
  }
`);

export const DeactivateProductDocument = graphql(`
  mutation DeactivateProduct($id: uuid!) {
    update_products_by_pk(pk_columns: { id: $id }, _set: { active: false }) {
      id
      active
    }
  }
`);

/** Which of these SKUs the organization's catalogue already holds (the CSV import's duplicate check). */
export const ProductSkusTakenDocument = graphql(`
  query ProductSkusTaken($skus: [String!]!) {
    products(where: { sku: { _in: $skus } }) {
      sku
    }
  }
`);

/**
 * The CSV import: one `product_imports` row carries every product (a JSON array, one bound value however many
 * rows); its insert adds them all in the same statement, or none (1795354000000_product_imports).
 */
export const ImportProductsDocument = graphql(`
  mutation ImportProducts($object: product_imports_insert_input!) {
    insert_product_imports_one(object: $object) {
      id
      row_count
    }
  }
`);

/** org_admin adds a category (a top one, or under `parent_id`). */
export const CreateProductCategoryDocument = graphql(`
  mutation CreateProductCategory($object: product_categories_insert_input!) {
    insert_product_categories_one(object: $object) {
      ...ProductCategory
    }
  }
`);

/** org_admin renames a category. */
export const RenameProductCategoryDocument = graphql(`
  mutation RenameProductCategory($id: uuid!, $name: String!) {
    update_product_categories_by_pk(pk_columns: { id: $id }, _set: { name: $name }) {
      ...ProductCategory
    }
  }
`);
