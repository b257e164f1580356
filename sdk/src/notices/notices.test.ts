import { readdirSync, readFileSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { GraphqlRequestError } from '../graphql/graphqlErrors';
import { createStorageHandlers } from '../storage/storage.handlers';
import { makeSdk, recordRequests, startMswServer } from '../test/harness';
import { TEST_BACKEND_URL } from '../testing';
import { createGraphqlHandlers } from '../testing/graphql.handlers';
import { AttachNoticeFileDocument } from './notices.documents';
import { createNoticeHandlers, noticeRefusal } from './notices.handlers';
import { FIXTURE_RAMPS, FIXTURE_WAREHOUSE, noticeId } from './notices.fixtures';
import { createNoticeMutations } from './notices.mutations';
import { createNoticeQueries, NOTICE_COUNT_CAP, noticeOrderBy, noticeWhere } from './notices.queries';
import { NOTICE_RULES, noticeRuleMessage, noticeRuleOf } from './notices.rules';

const server = startMswServer();

function setup() {
  const sdk = makeSdk();
  const handlers = createNoticeHandlers(sdk.urls.graphql);
  server.use(
    handlers.list(),
    handlers.byId(),
    handlers.slots(),
    handlers.products(),
    handlers.create(),
    handlers.updateWithItems(),
    handlers.changeStatus(),
    handlers.changeStatusMany(),
    handlers.complete(),
    handlers.attach(),
  );
  const calls = recordRequests(server, '/v1/graphql');
  return {
    sdk,
    calls,
    handlers,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    queries: createNoticeQueries(sdk.graphql, sdk.storage, () => 'handlowiec'),
    mutations: createNoticeMutations(sdk.graphql, sdk.storage, () => 'handlowiec'),
  };
}

describe('notice queries', () => {
  it('pages the list newest window first, with its total, as handlowiec', async () => {
    const { queryClient, queries, calls } = setup();
    const page = await queryClient.fetchQuery(queries.list({ page: 3, pageSize: 25 }));
    expect(page).toMatchObject({ total: 57, totalIsLowerBound: false, page: 3, pageSize: 25 });
    expect(page.rows).toHaveLength(7);
    expect(page.rows[0]).toMatchObject({ number: 'AW/2026/11/0051', client: { code: 'KL-000001' } });
    const request = calls.at(-1)!;
    expect(request.headers.get('x-hasura-role')).toBe('handlowiec');
    expect(request.body).toMatchObject({
      operationName: 'NoticeList',
      variables: {
        where: {},
        orderBy: [{ planned_start: 'desc' }, { id: 'asc' }],
        limit: 25,
        offset: 50,
        countLimit: NOTICE_COUNT_CAP + 1,
      },
    });
  });

  it('caps the count: past 10,000 the total is a lower bound', async () => {
    const { queryClient, queries, handlers } = setup();
    server.use(handlers.hugeList());
    const page = await queryClient.fetchQuery(queries.list());
    expect(page).toMatchObject({ total: NOTICE_COUNT_CAP, totalIsLowerBound: true });
  });

  it('builds filters: search in the notices’ search text (also as a plate), status, direction, ids, dates', () => {
    expect(
      noticeWhere({
        search: ' el 123 ',
        status: ['submitted', 'confirmed'],
        direction: 'inbound',
        warehouseId: 'w',
        rampId: 'r',
        clientId: 'c',
        from: '2026-11-23T00:00:00Z',
        to: '2026-11-24T00:00:00Z',
      }),
    ).toEqual({
      _and: [
        { _or: [{ search_text: { _like: '%el 123%' } }, { search_text: { _like: '%el123%' } }] },
        { status: { _in: ['submitted', 'confirmed'] } },
        { direction: { _eq: 'inbound' } },
        { client_id: { _eq: 'c' } },
        { warehouse_id: { _eq: 'w' } },
        { ramp_id: { _eq: 'r' } },
        { planned_start: { _gte: '2026-11-23T00:00:00Z' } },
        { planned_start: { _lt: '2026-11-24T00:00:00Z' } },
      ],
    });
    // One pattern when the plate form is the same text; LIKE's wildcards are escaped.
    expect(noticeWhere({ search: 'AW/2026/11_' })).toEqual({ search_text: { _like: '%aw/2026/11\\_%' } });
    // "Moje szkice": the drafts the signed-in user created.
    expect(noticeWhere({ status: ['draft'], createdBy: 'u' })).toEqual({
      _and: [{ status: { _in: ['draft'] } }, { created_by: { _eq: 'u' } }],
    });
    expect(noticeOrderBy({ sort: 'client', order: 'desc' })).toEqual([
      { client: { name: 'desc' } },
      { id: 'asc' },
    ]);
    expect(noticeOrderBy({ sort: 'number' })).toEqual([{ number: 'asc' }, { id: 'asc' }]);
  });

  it('finds a notice by id with lines, history and attachments, and null for an unknown id', async () => {
    const { queryClient, queries } = setup();
    const notice = await queryClient.fetchQuery(queries.byId(noticeId(2)));
    expect(notice).toMatchObject({
      number: 'AW/2026/11/0002',
      items: [{ quantity: 40 }, { quantity: 80 }],
      events: [{ to_status: 'draft' }, { to_status: 'submitted' }],
      attachments: [{ kind: 'cmr', file: { name: 'CMR-12345.pdf' } }],
    });
    expect(await queryClient.fetchQuery(queries.byId(noticeId(999)))).toBeNull();
  });

  it('computes free slots per ramp from opening hours and bookings, for the direction', async () => {
    const { queryClient, queries, calls } = setup();
    const inbound = await queryClient.fetchQuery(
      queries.slots({
        warehouseId: FIXTURE_WAREHOUSE.id,
        date: '2026-11-23',
        direction: 'inbound',
        durationMinutes: 60,
      }),
    );
    // R3 only loads; R1 is booked 08:00–09:30, R2 06:00–07:00 (Warsaw, UTC+1).
    expect(inbound!.map((r) => r.ramp.code)).toEqual(['R1', 'R2']);
    const r1 = inbound!.find((r) => r.ramp.code === 'R1')!;
    expect(r1.taken).toEqual([
      expect.objectContaining({ start: '2026-11-23T07:00:00.000Z', end: '2026-11-23T08:30:00.000Z' }),
    ]);
    const starts = r1.free.map((s) => s.start);
    expect(starts).toContain('2026-11-23T05:00:00.000Z');
    expect(starts).toContain('2026-11-23T06:00:00.000Z'); // 07:00–08:00 ends as the booking starts
    expect(starts).not.toContain('2026-11-23T06:30:00.000Z');
    expect(starts).not.toContain('2026-11-23T08:00:00.000Z');
    expect(starts).toContain('2026-11-23T08:30:00.000Z');
    expect(r1.free.at(-1)).toEqual({ start: '2026-11-23T20:00:00.000Z', end: '2026-11-23T21:00:00.000Z' });
    const r2 = inbound!.find((r) => r.ramp.code === 'R2')!;
    expect(r2.free[0]!.start).toBe('2026-11-23T06:00:00.000Z');
    expect(calls.at(-1)!.body).toMatchObject({
      operationName: 'NoticeSlots',
      variables: { warehouseId: FIXTURE_WAREHOUSE.id },
    });

    // The notice being moved does not block itself; Sunday is closed; an unknown warehouse is null.
    const moving = await queryClient.fetchQuery(
      queries.slots({
        warehouseId: FIXTURE_WAREHOUSE.id,
        date: '2026-11-23',
        direction: 'inbound',
        ignoreNoticeId: noticeId(901),
      }),
    );
    expect(moving!.find((r) => r.ramp.id === FIXTURE_RAMPS[0].id)!.taken).toEqual([]);
    const sunday = await queryClient.fetchQuery(
      queries.slots({ warehouseId: FIXTURE_WAREHOUSE.id, date: '2026-11-29', direction: 'outbound' }),
    );
    expect(sunday!.map((r) => [r.ramp.code, r.free.length])).toEqual([
      ['R2', 0],
      ['R3', 0],
    ]);
    expect(
      await queryClient.fetchQuery(
        queries.slots({ warehouseId: 'nope', date: '2026-11-23', direction: 'inbound' }),
      ),
    ).toBeNull();
  });

  it('searches active products by name, SKU or EAN', async () => {
    const { queryClient, queries, calls } = setup();
    const products = await queryClient.fetchQuery(queries.products(' cem '));
    expect(products[0]).toMatchObject({ sku: 'CEM-325-25' });
    expect(calls.at(-1)!.body).toMatchObject({
      variables: {
        where: {
          _and: [
            { active: { _eq: true } },
            { _or: [{ name: { _ilike: '%cem%' } }, { sku: { _ilike: '%cem%' } }, { ean: { _eq: 'cem' } }] },
          ],
        },
      },
    });
  });
});

describe('notice mutations', () => {
  it('creates a notice with goods lines and references as a Postgres array', async () => {
    const { mutations, calls } = setup();
    const create = mutations.create();
    expect(create.meta).toEqual({
      successMessage: 'Zapisano awizację',
      errorMessage: 'Nie udało się zapisać awizacji',
      invalidates: ['notices'],
    });
    const created = await create.mutationFn!(
      {
        client_id: 'c',
        warehouse_id: 'w',
        status: 'submitted',
        reference_numbers: ['ZAM/1', 'WZ 2'],
        items: [{ product_id: 'p', quantity: 10 }],
      },
      undefined as never,
    );
    expect(created).toMatchObject({ number: 'AW/2026/11/0058', status: 'submitted' });
    expect(calls.at(-1)!.body).toMatchObject({
      operationName: 'CreateNotice',
      variables: {
        object: {
          reference_numbers: '{"ZAM/1","WZ 2"}',
          items: { data: [{ product_id: 'p', quantity: 10 }] },
        },
      },
    });
  });

  it('replaces the goods lines together with the fields', async () => {
    const { mutations, calls } = setup();
    const updated = await mutations.update().mutationFn!(
      { id: noticeId(1), changes: { pallets: 20 }, items: [{ product_id: 'p', quantity: 5 }] },
      undefined as never,
    );
    expect(updated).toMatchObject({ pallets: 20 });
    expect(calls.at(-1)!.body).toMatchObject({
      operationName: 'UpdateNoticeWithItems',
      variables: { id: noticeId(1), items: [{ product_id: 'p', quantity: 5, notice_id: noticeId(1) }] },
    });
  });

  it('changes a status with a comment, and many at once', async () => {
    const { mutations, calls } = setup();
    const changed = await mutations.changeStatus().mutationFn!(
      { id: noticeId(1), status: 'confirmed', comment: 'OK', rampId: FIXTURE_RAMPS[1].id },
      undefined as never,
    );
    expect(changed).toMatchObject({ status: 'confirmed', ramp_id: FIXTURE_RAMPS[1].id });
    expect(calls.at(-1)!.body).toMatchObject({
      variables: { set: { status: 'confirmed', status_comment: 'OK', ramp_id: FIXTURE_RAMPS[1].id } },
    });
    expect(
      await mutations.changeStatusMany().mutationFn!(
        { ids: ['a', 'b'], status: 'cancelled' },
        undefined as never,
      ),
    ).toBe(2);
  });

  it('completes a notice with the received quantity of each of its lines in one request', async () => {
    const { mutations, calls } = setup();
    const done = await mutations.complete().mutationFn!(
      {
        id: noticeId(4),
        lines: [
          { id: 'line-1', receivedQuantity: 40 },
          { id: 'line-2', receivedQuantity: '75.5' },
        ],
      },
      undefined as never,
    );
    expect(done).toMatchObject({ id: noticeId(4), status: 'completed' });
    expect(calls.at(-1)!.body).toMatchObject({
      operationName: 'CompleteNotice',
      variables: {
        id: noticeId(4),
        // Each update is bound to the notice too: a line id of another notice changes nothing.
        lines: [
          {
            where: { id: { _eq: 'line-1' }, notice_id: { _eq: noticeId(4) } },
            _set: { received_quantity: 40 },
          },
          {
            where: { id: { _eq: 'line-2' }, notice_id: { _eq: noticeId(4) } },
            _set: { received_quantity: '75.5' },
          },
        ],
        set: { status: 'completed', status_comment: null },
      },
    });
  });

  it('names the rule of a refusal in Polish', async () => {
    const { mutations, handlers } = setup();
    server.use(handlers.changeStatusRefused('notice_ramp_overlap'));
    const error = await mutations.changeStatus().mutationFn!(
      { id: noticeId(1), status: 'confirmed' },
      undefined as never,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphqlRequestError);
    expect(noticeRuleOf(error)).toBe('notice_ramp_overlap');
    expect(noticeRuleMessage(error)).toBe(NOTICE_RULES.notice_ramp_overlap);
    // The exclusion constraint's own wording (two confirms at the same instant) maps to the same rule.
    expect(
      noticeRuleOf({
        message:
          'Exclusion violation. conflicting key value violates exclusion constraint "delivery_notices_ramp_overlap"',
      }),
    ).toBe('notice_ramp_overlap');
    expect(noticeRuleOf({ graphqlErrors: [noticeRefusal('notice_unknown_rule')] })).toBeNull();
    expect(noticeRuleOf(new Error('network'))).toBeNull();
  });

  it('uploads an attachment to the attachments bucket and attaches it, and removes the file when that fails', async () => {
    const { mutations, calls } = setup();
    const storage = createStorageHandlers(`${TEST_BACKEND_URL}/v1/storage`);
    server.use(...storage.memory());
    const progress: number[] = [];
    const attached = await mutations.attach().mutationFn!(
      {
        noticeId: noticeId(1),
        file: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
        name: 'CMR.pdf',
        kind: 'cmr',
        onProgress: (p) => progress.push(p.loaded),
      },
      undefined as never,
    );
    expect(attached).toMatchObject({ notice_id: noticeId(1), kind: 'cmr' });
    expect(progress.length).toBeGreaterThan(0);
    const attachCall = calls.at(-1)!;
    expect(attachCall.body).toMatchObject({ operationName: 'AttachNoticeFile' });

    let deleted = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE' && request.url.includes('/v1/storage/files/')) deleted += 1;
    });
    server.use(
      createGraphqlHandlers(`${TEST_BACKEND_URL}/v1/graphql`).errors(AttachNoticeFileDocument, [
        noticeRefusal('notice_attachment_bucket'),
      ]),
    );
    await expect(
      mutations.attach().mutationFn!(
        { noticeId: noticeId(1), file: new Blob(['x']), kind: 'other' },
        undefined as never,
      ),
    ).rejects.toThrow();
    expect(deleted).toBe(1);
  });

  it('detaches an attachment and removes its file, and still detaches when the file is not the caller’s', async () => {
    const { mutations, handlers } = setup();
    const storage = createStorageHandlers(`${TEST_BACKEND_URL}/v1/storage`);
    server.use(handlers.detach(), ...storage.memory());
    const deletes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE') deletes.push(new URL(request.url).pathname);
    });
    const fileId = 'f0000000-0000-4000-8000-000000000001';
    storage.files.set(fileId, {
      metadata: {
        id: fileId,
        name: 'CMR.pdf',
        size: 4,
        bucketId: 'attachments',
        etag: '"x"',
        createdAt: '2030-01-01T00:00:00Z',
        updatedAt: '2030-01-01T00:00:00Z',
        isUploaded: true,
        mimeType: 'application/pdf',
        uploadedByUserId: 'u',
      },
      content: new Blob(['%PDF']),
    });
    await expect(mutations.detach().mutationFn!('att-1', undefined as never)).resolves.toEqual({
      id: 'att-1',
      file_id: fileId,
    });
    expect(deletes).toEqual([`/v1/storage/files/${fileId}`]);
    expect(storage.files.has(fileId)).toBe(false);

    // Someone else's upload: storage refuses, the attachment is detached all the same.
    server.use(storage.error('delete', '/files/:id', { status: 403, message: 'you are not authorized' }));
    await expect(mutations.detach().mutationFn!('att-2', undefined as never)).resolves.toEqual({
      id: 'att-2',
      file_id: fileId,
    });
    expect(deletes).toHaveLength(2);
  });
});

describe('NOTICE_RULES', () => {
  it('has a Polish message for every notice, warehouse and ramp rule the migrations raise', () => {
    const migrations = new URL('../../../nhost/migrations/default/', import.meta.url);
    const raised = new Set<string>();
    for (const dir of readdirSync(migrations)) {
      const sql = readFileSync(new URL(`${dir}/up.sql`, migrations), 'utf8');
      for (const [, name] of sql.matchAll(/rule "([a-z_]+)"/g)) raised.add(name!);
    }
    const ours = [...raised].filter(
      (name) => /^(notice|warehouse|ramp)_/.test(name) || name === 'client_has_notices',
    );
    // The scan itself found the rules (a wrong path would pass with nothing to check).
    expect(ours).toEqual(expect.arrayContaining(['notice_transition', 'notice_proposal_needs_rejection']));
    expect(ours.filter((name) => !(name in NOTICE_RULES))).toEqual([]);
  });
});
