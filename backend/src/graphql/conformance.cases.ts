import { ADMIN_SECRET, testToken } from './testing';

/**
 * Hasura behaviours, one row each, written from Hasura's documented semantics (hasura-graphql.md §1–2) against
 * the fixture project in __fixtures__/conformance. Rows run in order on one database: mutations come after the
 * queries and each keeps the data as the next rows expect it.
 */
export interface ConformanceCase {
  name: string;
  headers?: Record<string, string>;
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  /** The whole `data` answer. */
  data?: unknown;
  /** The first error: code, and message/path when given (a RegExp matches the message). */
  error?: { code: string; message?: string | RegExp; path?: string };
}

export const ALA = '11111111-1111-1111-1111-111111111111';
export const BARTEK = '22222222-2222-2222-2222-222222222222';
const A1 = 'a0000000-0000-0000-0000-000000000001';
const A2 = 'a0000000-0000-0000-0000-000000000002';
const A3 = 'a0000000-0000-0000-0000-000000000003';
const A4 = 'a0000000-0000-0000-0000-000000000004';

export const admin = { 'x-hasura-admin-secret': ADMIN_SECRET };
const jwt = (userId: string, claims: Record<string, unknown> = {}) => ({
  authorization: `Bearer ${testToken({
    'x-hasura-allowed-roles': ['user', 'me'],
    'x-hasura-default-role': 'user',
    'x-hasura-user-id': userId,
    ...claims,
  })}`,
});
export const ala = jwt(ALA);
export const bartek = jwt(BARTEK);
const asRole = (role: string, variables: Record<string, string> = {}) => ({
  ...admin,
  'x-hasura-role': role,
  ...variables,
});
const titles = (...list: string[]) => list.map((title) => ({ title }));

export const queryCases: ConformanceCase[] = [
  // --- filters, ordering, paging -------------------------------------------------------------------
  {
    name: 'where _eq, order_by desc, limit and offset',
    query:
      '{ articles(where: {published: {_eq: true}}, order_by: {views: desc}, limit: 2, offset: 1) { title views } }',
    data: {
      articles: [
        { title: 'Trzeci', views: 42 },
        { title: 'czwarty', views: 7 },
      ],
    },
  },
  {
    name: '_in and _nin',
    query: `{ a: articles(where: {views: {_in: [5, 7]}}, order_by: {views: asc}) { title }
              b: articles(where: {views: {_nin: [0, 5, 7]}}, order_by: {views: asc}) { title } }`,
    data: { a: titles('Drugi', 'czwarty'), b: titles('Trzeci', 'Pierwszy') },
  },
  {
    name: '_is_null, _gt and _lte on numeric',
    query: `{ nulls: articles(where: {price: {_is_null: true}}, order_by: {views: asc}) { title }
              range: articles(where: {price: {_gt: "10", _lte: 99.99}}, order_by: {price: asc}) { title price } }`,
    data: {
      nulls: titles('Piąty', 'Drugi'),
      range: [
        { title: 'Pierwszy', price: 10.5 },
        { title: 'czwarty', price: 99.99 },
      ],
    },
  },
  {
    name: 'text operators: _like, _ilike, _nilike, _similar, _regex, _iregex, _nregex',
    query: `{ like: articles(where: {title: {_like: "P%"}}, order_by: {views: desc}) { title }
              ilike: articles(where: {title: {_ilike: "%RZ%"}}, order_by: {views: desc}) { title }
              ilike2: articles(where: {title: {_ilike: "%Y"}}, order_by: {views: desc}) { title }
              nilike: articles(where: {title: {_nilike: "%r%"}}) { title }
              nlike: articles(where: {title: {_nlike: "%r%"}}) { title }
              similar: articles(where: {title: {_similar: "(Drugi|Trzeci)"}}, order_by: {views: asc}) { title }
              regex: articles(where: {title: {_regex: "^[A-Z]"}}, order_by: {views: desc}) { title }
              iregex: articles(where: {title: {_iregex: "^C"}}) { title }
              nregex: articles(where: {title: {_nregex: "y$"}}, order_by: {views: asc}) { title } }`,
    data: {
      like: titles('Pierwszy', 'Piąty'),
      ilike: titles('Trzeci'),
      ilike2: titles('Pierwszy', 'czwarty', 'Piąty'),
      nilike: titles('Piąty'),
      nlike: titles('Piąty'),
      similar: titles('Drugi', 'Trzeci'),
      regex: titles('Pierwszy', 'Trzeci', 'Drugi', 'Piąty'),
      iregex: titles('czwarty'),
      nregex: titles('Drugi', 'Trzeci'),
    },
  },
  {
    name: '_and, _or, _not',
    query: `{ or: articles(where: {_or: [{views: {_gt: 50}}, {_and: [{published: {_eq: false}}, {author_id: {_eq: 3}}]}]}, order_by: {views: desc}) { title }
              not: articles(where: {_not: {published: {_eq: true}}}, order_by: {views: asc}) { title }
              emptyAnd: articles_aggregate(where: {_and: []}) { aggregate { count } }
              emptyOr: articles_aggregate(where: {_or: []}) { aggregate { count } }
              emptyWhere: articles_aggregate(where: {}) { aggregate { count } } }`,
    data: {
      or: titles('Pierwszy', 'Piąty'),
      not: titles('Piąty', 'Drugi'),
      emptyAnd: { aggregate: { count: 5 } },
      emptyOr: { aggregate: { count: 0 } },
      emptyWhere: { aggregate: { count: 5 } },
    },
  },
  {
    name: 'filters through object and array relationships, and aggregate predicates',
    query: `{ byAuthor: articles(where: {author: {name: {_eq: "Bartek"}}}, order_by: {views: desc}) { title }
              byArticles: authors(where: {articles: {views: {_gt: 50}}}) { name }
              twoOrMore: authors(where: {articles_aggregate: {count: {predicate: {_gte: 2}}}}, order_by: {id: asc}) { name }
              onePublished: authors(where: {articles_aggregate: {count: {predicate: {_eq: 1}, filter: {published: {_eq: true}}}}}) { name } }`,
    data: {
      byAuthor: titles('Trzeci', 'czwarty'),
      byArticles: [{ name: 'Ala' }],
      twoOrMore: [{ name: 'Ala' }, { name: 'Bartek' }],
      onePublished: [{ name: 'Ala' }],
    },
  },
  {
    name: 'jsonb operators',
    query: `{ contains: articles(where: {info: {_contains: {rank: 1}}}) { title }
              hasKey: articles(where: {info: {_has_key: "rank"}}, order_by: {views: desc}) { title }
              any: articles(where: {info: {_has_keys_any: ["draft", "tags"]}}, order_by: {views: desc}) { title }
              all: articles(where: {info: {_has_keys_all: ["tags", "rank"]}}) { title }
              containedIn: articles(where: {info: {_contained_in: {rank: 2, x: 1}}}, order_by: {views: desc}) { title }
              cast: authors(where: {metadata: {_cast: {String: {_ilike: "%kraków%"}}}}) { name } }`,
    data: {
      contains: titles('Pierwszy'),
      hasKey: titles('Pierwszy', 'Drugi'),
      any: titles('Pierwszy', 'czwarty'),
      all: titles('Pierwszy'),
      containedIn: titles('Trzeci', 'Drugi', 'Piąty'),
      cast: [{ name: 'Ala' }],
    },
  },
  {
    name: 'array columns: values out as JSON arrays, _contains with a literal or a list',
    query: `{ literal: authors(where: {tags: {_contains: "{prose}"}}, order_by: {id: asc}) { name tags }
              list: authors(where: {tags: {_contains: ["poetry"]}}) { name } }`,
    data: {
      literal: [
        { name: 'Ala', tags: ['poetry', 'prose'] },
        { name: 'Bartek', tags: ['prose'] },
      ],
      list: [{ name: 'Ala' }],
    },
  },
  {
    name: 'order_by with nulls placement and several keys',
    query: `{ last: articles(order_by: [{price: desc_nulls_last}, {views: asc}]) { title }
              first: articles(order_by: [{price: desc}, {views: asc}]) { title } }`,
    data: {
      last: titles('czwarty', 'Pierwszy', 'Trzeci', 'Piąty', 'Drugi'),
      first: titles('Piąty', 'Drugi', 'czwarty', 'Pierwszy', 'Trzeci'),
    },
  },
  {
    name: 'order_by keys of one object keep their order (literal and variable)',
    query: `query ($ob: [articles_order_by!]) {
              literal: articles(order_by: {published: asc, views: desc}) { title }
              variable: articles(order_by: $ob) { title } }`,
    variables: { ob: { published: 'asc', views: 'desc' } },
    data: {
      literal: titles('Drugi', 'Piąty', 'Pierwszy', 'Trzeci', 'czwarty'),
      variable: titles('Drugi', 'Piąty', 'Pierwszy', 'Trzeci', 'czwarty'),
    },
  },
  {
    name: 'order_by an object relationship and array aggregates',
    query: `{ byAuthor: articles(order_by: [{author: {name: desc}}, {views: desc}]) { title }
              byCount: authors(order_by: [{articles_aggregate: {count: desc}}, {id: desc}]) { name }
              bySum: authors(order_by: {articles_aggregate: {sum: {views: asc}}}) { name } }`,
    data: {
      byAuthor: titles('Piąty', 'Trzeci', 'czwarty', 'Pierwszy', 'Drugi'),
      byCount: [{ name: 'Bartek' }, { name: 'Ala' }, { name: 'Celina' }],
      bySum: [{ name: 'Celina' }, { name: 'Bartek' }, { name: 'Ala' }],
    },
  },
  // A page past an offset is read as keys first (select.ts, `deferredRows`): the same rows as reading them whole.
  {
    name: 'offset without a limit, past the last row, and in an aggregate with nodes',
    query: `{ rest: articles(order_by: {views: desc}, offset: 3) { title }
              none: articles(order_by: {views: desc}, limit: 2, offset: 9) { title }
              page: articles_aggregate(order_by: {views: desc}, limit: 2, offset: 1) { aggregate { count } nodes { title } } }`,
    data: {
      rest: titles('Drugi', 'Piąty'),
      none: [],
      page: { aggregate: { count: 2 }, nodes: titles('Trzeci', 'czwarty') },
    },
  },
  {
    name: 'offset with distinct_on, and on an array relationship',
    query: `{ distinct: articles(distinct_on: [author_id], order_by: [{author_id: asc}, {views: desc}], limit: 1, offset: 1) { title }
              nested: authors(order_by: {name: asc}) { name articles(order_by: {views: desc}, limit: 1, offset: 1) { title } } }`,
    data: {
      distinct: titles('Trzeci'),
      nested: [
        { name: 'Ala', articles: titles('Drugi') },
        { name: 'Bartek', articles: titles('czwarty') },
        { name: 'Celina', articles: [] },
      ],
    },
  },
  {
    name: 'offset under a row filter, ordered by a relationship',
    headers: ala,
    query: `{ articles(order_by: [{author: {name: desc}}, {views: desc}], limit: 2, offset: 1) { title author { name } } }`,
    data: {
      articles: [
        { title: 'czwarty', author: { name: 'Bartek' } },
        { title: 'Pierwszy', author: { name: 'Ala' } },
      ],
    },
  },
  {
    name: 'distinct_on with a matching order_by',
    query: '{ articles(distinct_on: [author_id], order_by: [{author_id: asc}, {views: desc}]) { title } }',
    data: { articles: titles('Pierwszy', 'Trzeci', 'Piąty') },
  },
  {
    name: 'distinct_on must match the leading order_by',
    query: '{ articles(distinct_on: [author_id], order_by: {views: desc}) { title } }',
    error: {
      code: 'validation-failed',
      message: '"distinct_on" columns must match initial "order_by" columns',
    },
  },
  {
    name: '_by_pk: a row, or null',
    query: `{ found: articles_by_pk(id: "${A3}") { title body } missing: articles_by_pk(id: "a0000000-0000-0000-0000-00000000ffff") { title } }`,
    data: { found: { title: 'Trzeci', body: null }, missing: null },
  },
  // --- aggregates ---------------------------------------------------------------------------------
  {
    name: 'aggregate fields and nodes',
    query: `{ articles_aggregate(where: {author_id: {_eq: 2}}, order_by: {views: desc}) {
                aggregate { count distinctPrices: count(columns: [price], distinct: true) bodies: count(columns: [body])
                            sum { views price } avg { views } max { views price published_on } min { price } }
                nodes { title } } }`,
    data: {
      articles_aggregate: {
        aggregate: {
          count: 2,
          distinctPrices: 2,
          bodies: 1,
          sum: { views: 49, price: 102.99 },
          avg: { views: 24.5 },
          max: { views: 42, price: 99.99, published_on: '2024-05-20' },
          min: { price: 3 },
        },
        nodes: titles('Trzeci', 'czwarty'),
      },
    },
  },
  {
    name: 'relationship aggregates with arguments',
    query:
      '{ authors(order_by: {id: asc}) { name articles_aggregate(where: {published: {_eq: true}}) { aggregate { count } } } }',
    data: {
      authors: [
        { name: 'Ala', articles_aggregate: { aggregate: { count: 1 } } },
        { name: 'Bartek', articles_aggregate: { aggregate: { count: 2 } } },
        { name: 'Celina', articles_aggregate: { aggregate: { count: 0 } } },
      ],
    },
  },
  {
    name: 'aggregates over no rows: count 0, other aggregates null, nodes empty',
    query:
      '{ articles_aggregate(where: {views: {_gt: 100000}}) { aggregate { count sum { views } max { price } } nodes { id } } }',
    data: {
      articles_aggregate: { aggregate: { count: 0, sum: { views: null }, max: { price: null } }, nodes: [] },
    },
  },
  // --- GraphQL language ---------------------------------------------------------------------------
  {
    name: 'aliases, fragments, inline fragments, @include/@skip, __typename, variables',
    query: `query Q($id: uuid!, $withBody: Boolean!) {
              first: articles_by_pk(id: $id) { ...F body @include(if: $withBody) t: __typename }
              second: articles_by_pk(id: $id) { ... on articles { views } title @skip(if: true) }
              __typename }
            fragment F on articles { title author { __typename name } }`,
    variables: { id: A1, withBody: false },
    data: {
      first: { title: 'Pierwszy', author: { __typename: 'authors', name: 'Ala' }, t: 'articles' },
      second: { views: 100 },
      __typename: 'query_root',
    },
  },
  {
    name: 'operationName picks one of several operations',
    query: 'query A { __typename } query B { articles_by_pk(id: "' + A3 + '") { title } }',
    operationName: 'B',
    data: { articles_by_pk: { title: 'Trzeci' } },
  },
  {
    name: 'a JSON path on a jsonb column',
    query: `{ articles_by_pk(id: "${A1}") { info(path: "tags[1]") rank: info(path: "$.rank") } }`,
    data: { articles_by_pk: { info: 'b', rank: 1 } },
  },
  // --- names: Nhost tables, other schemas, views ----------------------------------------------------
  {
    name: 'Nhost tables under custom names and camelCase columns',
    query: `{ user(id: "${ALA}") { displayName defaultRole files(order_by: {size: desc}) { name bucketId mimeType uploadedBy { email } } }
              filesAggregate(where: {isUploaded: {_eq: true}}) { aggregate { count sum { size } } }
              file(id: "aaaaaaaa-0000-0000-0000-000000000003") { name isUploaded }
              usersAggregate { aggregate { count } } }`,
    data: {
      user: {
        displayName: 'Ala Nowak',
        defaultRole: 'user',
        files: [
          {
            name: 'faktura.pdf',
            bucketId: 'default',
            mimeType: 'application/pdf',
            uploadedBy: { email: 'ala@example.com' },
          },
          {
            name: 'ala.png',
            bucketId: 'avatars',
            mimeType: 'image/png',
            uploadedBy: { email: 'ala@example.com' },
          },
        ],
      },
      filesAggregate: { aggregate: { count: 2, sum: { size: 1500 } } },
      file: { name: 'umowa.pdf', isUploaded: false },
      usersAggregate: { aggregate: { count: 3 } },
    },
  },
  {
    name: 'a table outside public is prefixed with its schema; manual relationships',
    query: `{ sales_orders(order_by: {id: asc}) { number amount } sales_orders_by_pk(id: 2) { number }
              authors(where: {id: {_eq: 1}}) { orders { number } } }`,
    data: {
      sales_orders: [
        { number: 'ZAM/1', amount: 120 },
        { number: 'ZAM/2', amount: 80.5 },
      ],
      sales_orders_by_pk: { number: 'ZAM/2' },
      authors: [{ orders: [{ number: 'ZAM/1' }] }],
    },
  },
  {
    name: 'a tracked view with a manual relationship',
    query:
      '{ article_stats(order_by: {author_id: asc}) { author_id article_count total_views author { name } } }',
    data: {
      article_stats: [
        { author_id: 1, article_count: 2, total_views: 105, author: { name: 'Ala' } },
        { author_id: 2, article_count: 2, total_views: 49, author: { name: 'Bartek' } },
        { author_id: 3, article_count: 1, total_views: 0, author: { name: 'Celina' } },
      ],
    },
  },
  {
    name: 'a view has no _by_pk and no mutations',
    query: '{ article_stats_by_pk(author_id: 1) { author_id } }',
    error: {
      code: 'validation-failed',
      message: "field 'article_stats_by_pk' not found in type: 'query_root'",
    },
  },
  // --- introspection --------------------------------------------------------------------------------
  {
    name: 'introspection of the root types',
    query: '{ __schema { queryType { name } mutationType { name } subscriptionType { name } } }',
    data: {
      __schema: {
        queryType: { name: 'query_root' },
        mutationType: { name: 'mutation_root' },
        subscriptionType: { name: 'subscription_root' },
      },
    },
  },
  {
    name: 'introspection next to data',
    headers: ala,
    query: `{ __type(name: "authors") { name } authors(where: {id: {_eq: 1}}) { name } }`,
    data: { __type: { name: 'authors' }, authors: [{ name: 'Ala' }] },
  },
  {
    name: 'introspection can be disabled for a role',
    headers: asRole('anonymous_no_introspection'),
    query: '{ __schema { queryType { name } } }',
    error: { code: 'validation-failed' },
  },
  // --- errors ---------------------------------------------------------------------------------------
  {
    name: 'an unknown root field',
    query: '{ nope }',
    error: {
      code: 'validation-failed',
      message: "field 'nope' not found in type: 'query_root'",
      path: '$.selectionSet.nope',
    },
  },
  {
    name: 'an unknown argument',
    query: '{ articles(wrong: 1) { id } }',
    error: {
      code: 'validation-failed',
      message: "'articles' has no argument named 'wrong'",
      path: '$.selectionSet.articles',
    },
  },
  {
    name: 'a malformed uuid is a data-exception',
    query: '{ articles_by_pk(id: "nope") { id } }',
    error: { code: 'data-exception', message: 'invalid input syntax for type uuid: "nope"' },
  },
  {
    name: '_eq: null is refused',
    query: '{ articles(where: {title: {_eq: null}}) { id } }',
    error: { code: 'validation-failed', message: /null/ },
  },
  {
    name: 'a negative limit is refused',
    query: '{ articles(limit: -1) { id } }',
    error: { code: 'validation-failed', message: /negative/ },
  },
  {
    name: 'several operations without operationName',
    query: 'query A { __typename } query B { __typename }',
    error: { code: 'validation-failed' },
  },
  {
    name: 'an unknown operationName',
    query: 'query A { __typename }',
    operationName: 'C',
    error: { code: 'validation-failed' },
  },
  {
    name: 'a variable of the wrong type',
    query: 'query ($n: Int!) { articles(limit: $n) { id } }',
    variables: { n: 'x' },
    error: { code: 'validation-failed', path: '$.variableValues' },
  },
  {
    name: 'a missing required variable',
    query: 'query ($id: uuid!) { articles_by_pk(id: $id) { id } }',
    error: { code: 'validation-failed', path: '$.variableValues' },
  },
  // --- roles and permissions ----------------------------------------------------------------------
  {
    name: 'a role sees only the rows its filter allows (own unpublished + published)',
    headers: ala,
    query: '{ articles(order_by: {views: desc}) { title } }',
    data: { articles: titles('Pierwszy', 'Trzeci', 'czwarty', 'Drugi') },
  },
  {
    name: 'another user sees other rows',
    headers: bartek,
    query: '{ articles(order_by: {views: desc}) { title } }',
    data: { articles: titles('Pierwszy', 'Trzeci', 'czwarty') },
  },
  {
    name: 'the admin secret acting as a role with session variables from headers',
    headers: asRole('user', { 'x-hasura-user-id': BARTEK }),
    query: '{ articles(order_by: {views: desc}) { title } }',
    data: { articles: titles('Pierwszy', 'Trzeci', 'czwarty') },
  },
  {
    name: 'a column outside the role’s columns is not in its schema',
    headers: ala,
    query: '{ authors { email } }',
    error: {
      code: 'validation-failed',
      message: "field 'email' not found in type: 'authors'",
      path: '$.selectionSet.authors.selectionSet.email',
    },
  },
  {
    name: 'a table without select permission is not in the role’s schema',
    headers: ala,
    query: '{ sales_orders { id } }',
    error: {
      code: 'validation-failed',
      message: "field 'sales_orders' not found in type: 'query_root'",
      path: '$.selectionSet.sales_orders',
    },
  },
  {
    name: 'relationships to tables the role cannot read are absent',
    headers: ala,
    query: '{ authors { orders { id } } }',
    error: { code: 'validation-failed', message: "field 'orders' not found in type: 'authors'" },
  },
  {
    name: 'no aggregate root field without allow_aggregations',
    headers: ala,
    query: '{ authors_aggregate { aggregate { count } } }',
    error: {
      code: 'validation-failed',
      message: "field 'authors_aggregate' not found in type: 'query_root'",
    },
  },
  {
    name: 'nested rows and aggregates are filtered by the target’s permission',
    headers: bartek,
    query: '{ authors(order_by: {id: asc}) { name articles_aggregate { aggregate { count } } } }',
    data: {
      authors: [
        { name: 'Ala', articles_aggregate: { aggregate: { count: 1 } } },
        { name: 'Bartek', articles_aggregate: { aggregate: { count: 2 } } },
        { name: 'Celina', articles_aggregate: { aggregate: { count: 0 } } },
      ],
    },
  },
  {
    name: 'relationship filters respect the target’s permission',
    headers: bartek,
    query: '{ authors(where: {articles: {published: {_eq: false}}}) { name } }',
    data: { authors: [] },
  },
  {
    name: 'relationship filters respect the target’s permission (own rows visible)',
    headers: ala,
    query: '{ authors(where: {articles: {published: {_eq: false}}}) { name } }',
    data: { authors: [{ name: 'Ala' }] },
  },
  {
    name: 'Nhost users: a user sees only itself',
    headers: ala,
    query: `{ users { displayName } other: user(id: "${BARTEK}") { id } files(order_by: {size: asc}) { name } filesAggregate { aggregate { count } } }`,
    data: {
      users: [{ displayName: 'Ala Nowak' }],
      other: null,
      files: [{ name: 'ala.png' }, { name: 'faktura.pdf' }],
      filesAggregate: { aggregate: { count: 2 } },
    },
  },
  {
    name: 'the unauthorized role: rows, columns and its row limit',
    headers: {},
    query: '{ articles(order_by: {id: asc}) { title } }',
    data: { articles: titles('Pierwszy', 'Trzeci') },
  },
  {
    name: 'the unauthorized role cannot read other columns',
    headers: {},
    query: '{ articles { body } }',
    error: { code: 'validation-failed', message: "field 'body' not found in type: 'articles'" },
  },
  {
    name: 'the unauthorized role has no mutations',
    headers: {},
    query: 'mutation { insert_articles(objects: []) { affected_rows } }',
    error: { code: 'validation-failed', message: 'no mutations exist' },
  },
  {
    name: 'query_root_fields trims the root fields of a role',
    headers: asRole('editor'),
    query: `{ articles_by_pk(id: "${A1}") { id } }`,
    error: { code: 'validation-failed', message: "field 'articles_by_pk' not found in type: 'query_root'" },
  },
  {
    name: 'query_root_fields keeps the listed ones',
    headers: asRole('editor'),
    query: '{ articles(where: {id: {_eq: "' + A1 + '"}}) { title } }',
    data: { articles: titles('Pierwszy') },
  },
  {
    name: 'a filter needing an absent session variable',
    headers: asRole('critic'),
    query: '{ articles { id } }',
    error: { code: 'not-found', message: 'missing session variables: "x-hasura-author-id"', path: '$' },
  },
  {
    name: 'a session variable from headers fills the filter',
    headers: asRole('critic', { 'X-Hasura-Author-Id': '2' }),
    query: '{ articles(order_by: {id: asc}) { title } }',
    data: { articles: titles('Trzeci', 'czwarty') },
  },
  {
    name: 'a JWT role may pick x-hasura-role only among its allowed roles',
    headers: { ...ala, 'x-hasura-role': 'admin' },
    query: '{ __typename }',
    error: { code: 'access-denied', message: 'Your requested role is not in allowed roles' },
  },
  {
    name: 'an expired JWT',
    headers: { authorization: 'Bearer expired' },
    query: '{ __typename }',
    error: { code: 'invalid-jwt', message: 'Could not verify JWT: JWTExpired' },
  },
  {
    name: 'a JWT with a bad signature',
    headers: { authorization: 'Bearer forged' },
    query: '{ __typename }',
    error: { code: 'invalid-jwt' },
  },
  {
    name: 'a wrong admin secret',
    headers: { 'x-hasura-admin-secret': 'wrong' },
    query: '{ __typename }',
    error: { code: 'access-denied', message: 'invalid x-hasura-admin-secret/x-hasura-access-key', path: '$' },
  },
];

const A10 = 'a0000000-0000-0000-0000-000000000010';

export const mutationCases: ConformanceCase[] = [
  {
    name: 'insert_one returns the row with relationships and defaults',
    query: `mutation { insert_articles_one(object: {id: "${A10}", title: "Nowy", author_id: 3}) { title published views author { name } } }`,
    data: { insert_articles_one: { title: 'Nowy', published: false, views: 0, author: { name: 'Celina' } } },
  },
  {
    name: 'nested insert: array relationships, two levels deep',
    query: `mutation { insert_authors_one(object: {name: "Nested", articles: {data: [
                {title: "N1", comments: {data: [{text: "c1"}, {text: "c2"}]}}, {title: "N2"}]}}) {
              name articles(order_by: {title: asc}) { title comments(order_by: {text: asc}) { text } } } }`,
    data: {
      insert_authors_one: {
        name: 'Nested',
        articles: [
          { title: 'N1', comments: [{ text: 'c1' }, { text: 'c2' }] },
          { title: 'N2', comments: [] },
        ],
      },
    },
  },
  {
    name: 'nested insert: affected_rows counts every inserted row',
    query: `mutation { insert_authors(objects: [{name: "Nested2", articles: {data: [{title: "N3"}]}}]) {
              affected_rows returning { name articles { title } } } }`,
    data: {
      insert_authors: { affected_rows: 2, returning: [{ name: 'Nested2', articles: [{ title: 'N3' }] }] },
    },
  },
  {
    name: 'nested insert: an object relationship is inserted first and linked',
    query:
      'mutation { insert_articles_one(object: {title: "WithAuthor", author: {data: {name: "NewAuthor"}}}) { title author { name } } }',
    data: { insert_articles_one: { title: 'WithAuthor', author: { name: 'NewAuthor' } } },
  },
  {
    name: 'nested insert as a user: presets and checks apply to nested rows',
    headers: ala,
    query:
      'mutation { insert_articles_one(object: {title: "AlaNested", author_id: 1, comments: {data: [{text: "own"}]}}) { title comments { text user_id } } }',
    data: { insert_articles_one: { title: 'AlaNested', comments: [{ text: 'own', user_id: ALA }] } },
  },
  {
    name: 'nested insert into a table the role cannot insert into is not in its schema',
    headers: ala,
    query: 'mutation { insert_articles_one(object: {title: "X", author: {data: {name: "Y"}}}) { id } }',
    error: {
      code: 'validation-failed',
      message: "field 'author' not found in type: 'articles_insert_input'",
    },
  },
  {
    name: 'a failing nested row rolls back its parents',
    query: `mutation { insert_authors_one(object: {name: "Half", articles: {data: [{title: "Dup"}, {title: "Dup"}]}}) { id } }`,
    error: { code: 'constraint-violation', message: /^Uniqueness violation\./ },
  },
  {
    name: 'nothing of the failed nested insert remains',
    query: '{ authors(where: {name: {_eq: "Half"}}) { id } }',
    data: { authors: [] },
  },
  {
    name: 'insert as a user passing the check',
    headers: ala,
    query:
      'mutation { insert_articles(objects: [{title: "Ali", author_id: 1}]) { affected_rows returning { title author { name } } } }',
    data: { insert_articles: { affected_rows: 1, returning: [{ title: 'Ali', author: { name: 'Ala' } }] } },
  },
  {
    name: 'insert as a user failing the check is a permission-error',
    headers: ala,
    query: 'mutation { insert_articles(objects: [{title: "Zły", author_id: 2}]) { affected_rows } }',
    error: {
      code: 'permission-error',
      message: 'check constraint of an insert/update permission has failed',
      path: '$.selectionSet.insert_articles.args.objects',
    },
  },
  {
    name: 'a failed check leaves nothing behind',
    query: '{ articles_aggregate(where: {title: {_eq: "Zły"}}) { aggregate { count } } }',
    data: { articles_aggregate: { aggregate: { count: 0 } } },
  },
  {
    name: 'an insert preset comes from the session and its column is not in the input',
    headers: ala,
    query: `mutation { insert_comments_one(object: {article_id: "${A1}", text: "Od Ali"}) { user_id text } }`,
    data: { insert_comments_one: { user_id: ALA, text: 'Od Ali' } },
  },
  {
    name: 'a preset column cannot be given',
    headers: ala,
    query: `mutation { insert_comments_one(object: {article_id: "${A1}", text: "x", user_id: "${BARTEK}"}) { id } }`,
    error: {
      code: 'validation-failed',
      message: "field 'user_id' not found in type: 'comments_insert_input'",
    },
  },
  {
    name: 'a unique violation',
    query: 'mutation { insert_articles_one(object: {title: "Pierwszy", author_id: 1}) { id } }',
    error: {
      code: 'constraint-violation',
      message:
        /^Uniqueness violation\. duplicate key value violates unique constraint "articles_title_author_key"/,
      path: '$.selectionSet.insert_articles_one.args.object',
    },
  },
  {
    name: 'a foreign key violation',
    query: 'mutation { insert_articles(objects: [{title: "Sierota", author_id: 999}]) { affected_rows } }',
    error: {
      code: 'constraint-violation',
      message: /^Foreign key violation\./,
      path: '$.selectionSet.insert_articles.args.objects',
    },
  },
  {
    name: 'a check constraint violation',
    query: 'mutation { insert_articles_one(object: {title: "Ujemny", author_id: 1, views: -1}) { id } }',
    error: { code: 'constraint-violation', message: /^Check constraint violation\./ },
  },
  {
    name: 'a not-null violation',
    query: 'mutation { insert_authors_one(object: {email: "x@example.com"}) { id } }',
    error: { code: 'constraint-violation', message: /^Not-NULL violation\./ },
  },
  {
    name: 'upsert: on_conflict with update_columns updates',
    query:
      'mutation { insert_authors_one(object: {id: 1, name: "Ala N."}, on_conflict: {constraint: authors_pkey, update_columns: [name]}) { id name } }',
    data: { insert_authors_one: { id: 1, name: 'Ala N.' } },
  },
  {
    name: 'upsert: empty update_columns does nothing',
    query:
      'mutation { insert_authors(objects: [{id: 1, name: "X"}], on_conflict: {constraint: authors_pkey, update_columns: []}) { affected_rows returning { id } } }',
    data: { insert_authors: { affected_rows: 0, returning: [] } },
  },
  {
    name: 'upsert: on_conflict where limits the update',
    query:
      'mutation { insert_authors(objects: [{id: 3, name: "C."}], on_conflict: {constraint: authors_pkey, update_columns: [name], where: {is_active: {_eq: true}}}) { affected_rows } }',
    data: { insert_authors: { affected_rows: 0 } },
  },
  {
    name: 'update with _set and _inc',
    headers: ala,
    query: `mutation { update_articles(where: {id: {_eq: "${A2}"}}, _set: {title: "Drugi!"}, _inc: {views: 10}) { affected_rows returning { title views } } }`,
    data: { update_articles: { affected_rows: 1, returning: [{ title: 'Drugi!', views: 15 }] } },
  },
  {
    name: 'update outside the role’s filter affects no rows',
    headers: ala,
    query: `mutation { update_articles(where: {id: {_eq: "${A3}"}}, _set: {title: "Cudzy"}) { affected_rows } }`,
    data: { update_articles: { affected_rows: 0 } },
  },
  {
    name: 'update failing the post-update check',
    headers: ala,
    query: `mutation { update_articles_by_pk(pk_columns: {id: "${A1}"}, _set: {views: 5000}) { views } }`,
    error: {
      code: 'permission-error',
      message: 'check constraint of an insert/update permission has failed',
    },
  },
  {
    name: 'the failed update was rolled back',
    query: `{ articles_by_pk(id: "${A1}") { views } }`,
    data: { articles_by_pk: { views: 100 } },
  },
  {
    name: 'update_by_pk of a missing row is null',
    query:
      'mutation { update_articles_by_pk(pk_columns: {id: "a0000000-0000-0000-0000-00000000ffff"}, _set: {title: "x"}) { id } }',
    data: { update_articles_by_pk: null },
  },
  {
    name: 'jsonb update operators',
    query: `mutation {
              a: update_articles_by_pk(pk_columns: {id: "${A3}"}, _append: {info: {k: 1}}) { info }
              b: update_articles_by_pk(pk_columns: {id: "${A3}"}, _prepend: {info: {p: 2}}) { info }
              c: update_articles_by_pk(pk_columns: {id: "${A3}"}, _delete_key: {info: "k"}) { info }
              d: update_articles_by_pk(pk_columns: {id: "${A1}"}, _delete_at_path: {info: ["tags", "0"]}) { info } }`,
    data: {
      a: { info: { k: 1 } },
      b: { info: { k: 1, p: 2 } },
      c: { info: { p: 2 } },
      d: { info: { tags: ['b'], rank: 1 } },
    },
  },
  {
    name: 'update_many runs its updates in order',
    query: `mutation { update_articles_many(updates: [{where: {id: {_eq: "${A4}"}}, _inc: {views: 1}}, {where: {id: {_eq: "${A4}"}}, _inc: {views: 1}}]) { affected_rows returning { views } } }`,
    data: {
      update_articles_many: [
        { affected_rows: 1, returning: [{ views: 8 }] },
        { affected_rows: 1, returning: [{ views: 9 }] },
      ],
    },
  },
  {
    name: 'update needs at least one operator',
    query: 'mutation { update_articles(where: {}) { affected_rows } }',
    error: { code: 'validation-failed', message: /^at least any one of _set, _inc/ },
  },
  {
    name: 'delete outside the role’s filter affects no rows',
    headers: ala,
    query: 'mutation { delete_articles(where: {title: {_eq: "Trzeci"}}) { affected_rows } }',
    data: { delete_articles: { affected_rows: 0 } },
  },
  {
    name: 'delete with returning',
    headers: ala,
    query: 'mutation { delete_articles(where: {title: {_eq: "Ali"}}) { affected_rows returning { title } } }',
    data: { delete_articles: { affected_rows: 1, returning: [{ title: 'Ali' }] } },
  },
  {
    name: 'delete_by_pk returns the deleted row',
    query: `mutation { delete_articles_by_pk(id: "${A10}") { title } }`,
    data: { delete_articles_by_pk: { title: 'Nowy' } },
  },
  {
    name: 'mutation root fields run in order: a later one sees an earlier one',
    query: `mutation { a: insert_authors_one(object: {name: "Seq"}) { name }
                       b: update_authors(where: {name: {_eq: "Seq"}}, _set: {name: "Seq2"}) { affected_rows }
                       __typename }`,
    data: { a: { name: 'Seq' }, b: { affected_rows: 1 }, __typename: 'mutation_root' },
  },
  {
    name: 'one failing mutation field rolls back the whole request',
    query: `mutation { a: insert_authors_one(object: {name: "Rollback"}) { name }
                       b: insert_articles_one(object: {title: "x", author_id: 999}) { id } }`,
    error: { code: 'constraint-violation' },
  },
  {
    name: 'nothing of the failed request remains',
    query: '{ authors(where: {name: {_eq: "Rollback"}}) { id } }',
    data: { authors: [] },
  },
  {
    name: 'Nhost insertFile with the session preset',
    headers: ala,
    query:
      'mutation { insertFile(object: {name: "nowy.txt", bucketId: "default", size: 10}) { name uploadedByUserId bucketId } }',
    data: { insertFile: { name: 'nowy.txt', uploadedByUserId: ALA, bucketId: 'default' } },
  },
  {
    name: 'Nhost insertFile failing the bucket check',
    headers: ala,
    query: 'mutation { insertFile(object: {name: "x.png", bucketId: "avatars"}) { id } }',
    error: { code: 'permission-error', path: '$.selectionSet.insertFile.args.object' },
  },
  {
    name: 'backend-only permissions are not in a JWT role’s schema',
    headers: ala,
    query: 'mutation { delete_comments(where: {}) { affected_rows } }',
    error: {
      code: 'validation-failed',
      message: "field 'delete_comments' not found in type: 'mutation_root'",
    },
  },
  {
    name: 'backend-only permissions need x-hasura-use-backend-only-permissions with the admin secret',
    headers: asRole('user', { 'x-hasura-user-id': ALA }),
    query: 'mutation { delete_comments(where: {}) { affected_rows } }',
    error: {
      code: 'validation-failed',
      message: "field 'delete_comments' not found in type: 'mutation_root'",
    },
  },
  {
    name: 'backend-only permissions apply with the admin secret and the header',
    headers: asRole('user', { 'x-hasura-user-id': ALA, 'x-hasura-use-backend-only-permissions': 'true' }),
    query: 'mutation { delete_comments(where: {text: {_eq: "Hmm"}}) { affected_rows } }',
    data: { delete_comments: { affected_rows: 1 } },
  },
  {
    name: 'a user cannot update a column outside its update columns',
    headers: ala,
    query: `mutation { update_articles(where: {}, _set: {author_id: 2}) { affected_rows } }`,
    error: {
      code: 'validation-failed',
      message: "field 'author_id' not found in type: 'articles_set_input'",
    },
  },
];
