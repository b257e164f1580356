import { join } from 'node:path';
import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_TRANSITIONS,
  canChangeCampaignStatus,
  ORGANIZATION_ROLES,
  type OrganizationRole,
} from '@rampa/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { migrate } from '../db/migrate';
import type { Database, Queryable } from '../db/types';
import { BACKENDS, buildTestApp, type TestDatabase } from '../graphql/testing';
import { insertForeignOrganization, roleGraphql } from '../../test/fixtures';
import { DEMO_CAMPAIGNS } from './campaigns-seed';
import { DEMO_ORGANIZATION, seedDemo } from './demo';
import { demoUsers } from './testing';

// Kampanie (migration 1795348000000_campaigns and its metadata) on the real engine: the consent rule, the
// opt-out on withdrawal, the transition table, the segment count and results views, and who sees what.
const PROJECT_DIR = join(repoRoot, 'nhost');
const ORG = DEMO_ORGANIZATION.id;
const OTHER_ORG = '0e000000-0000-4000-8000-000000000014';
const OTHER_USER = '0e000000-0000-4000-8000-0000000000ac';

type Role = OrganizationRole;
class Rollback extends Error {}

describe.each(BACKENDS)('campaigns on $name', ({ open }) => {
  let database: TestDatabase;
  let db: Database;
  let app: FastifyInstance;
  let users = new Map<Role, string>();
  let foreignClient: string;
  let foreignCampaign: string;

  const { gql, data } = roleGraphql(
    () => app,
    () => users,
  );
  const one = async <T>(q: Queryable, sql: string, params: unknown[] = []) =>
    (await q.query<T>(sql, params)).rows[0]!;
  const asRole = (q: Queryable, role: Role) =>
    q.query("SELECT set_config('hasura.user', $1, true)", [
      JSON.stringify({ 'x-hasura-role': role, 'x-hasura-user-id': users.get(role) }),
    ]);
  const insertCampaign = (q: Queryable, values: Record<string, unknown> = {}) => {
    const row: Record<string, unknown> = { org_id: ORG, name: 'Testowa', channel: 'email', ...values };
    const columns = Object.keys(row);
    return one<{ id: string }>(
      q,
      `INSERT INTO public.campaigns (${columns.join(', ')})
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      Object.values(row),
    );
  };
  /** A fresh client of the demo organization with the given consents (channel → granted). */
  const newClient = async (consents: Record<string, boolean> = {}, email = 'biuro@test.pl') => {
    const client = await one<{ id: string }>(
      db,
      `INSERT INTO public.clients (org_id, kind, name, email, phone, status, voivodeship)
       VALUES ($1, 'company', 'Klient testowy', $2, '+48 600 100 200', 'active', 'opolskie') RETURNING id`,
      [ORG, email],
    );
    for (const [channel, granted] of Object.entries(consents)) {
      await db.query(
        `INSERT INTO public.client_consents (client_id, channel, granted, source) VALUES ($1, $2, $3, 'form')`,
        [client.id, channel, granted],
      );
    }
    return client.id;
  };

  beforeAll(async () => {
    database = await open();
    db = database.db;
    await migrate(db, PROJECT_DIR);
    await seedDemo(db, 'demo-password-for-tests');
    users = await demoUsers(db);

    foreignClient = (
      await insertForeignOrganization(db, {
        id: OTHER_ORG,
        name: 'Obca Kampania',
        user: { id: OTHER_USER, email: 'obcy-kampanie@x.pl' },
        client: 'Obcy Klient',
      })
    ).client;
    foreignCampaign = (await insertCampaign(db, { org_id: OTHER_ORG, name: 'Obca', channel: 'meeting' })).id;
    await db.query('INSERT INTO public.campaign_members (campaign_id, client_id) VALUES ($1, $2)', [
      foreignCampaign,
      foreignClient,
    ]);
    app = await buildTestApp(db, { projectDir: PROJECT_DIR });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  }, 60_000);

  it('seeds a dozen campaigns in every status, with members who all may be contacted, once', async () => {
    const counts = await one<Record<string, string>>(
      db,
      `SELECT (SELECT count(*) FROM public.campaigns WHERE org_id = $1) AS campaigns,
              (SELECT count(DISTINCT status) FROM public.campaigns WHERE org_id = $1) AS statuses,
              (SELECT count(DISTINCT channel) FROM public.campaigns WHERE org_id = $1) AS channels,
              (SELECT count(*) FROM public.campaigns c WHERE c.org_id = $1
                 AND NOT EXISTS (SELECT 1 FROM public.campaign_members m WHERE m.campaign_id = c.id)) AS empty,
              (SELECT count(*) FROM public.campaign_members m JOIN public.campaigns c ON c.id = m.campaign_id
                WHERE c.org_id = $1 AND c.channel IN ('email', 'sms', 'phone') AND m.status <> 'opted_out'
                  AND NOT public.client_has_consent(m.client_id, c.channel)) AS without_consent,
              (SELECT count(*) FROM public.campaign_members m JOIN public.campaigns c ON c.id = m.campaign_id
                WHERE c.org_id = $1 AND c.status = 'finished' AND m.status = 'ordered') AS ordered`,
      [ORG],
    );
    expect(Number(counts.campaigns)).toBe(DEMO_CAMPAIGNS.length);
    expect(Number(counts.statuses)).toBe(CAMPAIGN_STATUSES.length);
    expect(Number(counts.channels)).toBe(5);
    expect(Number(counts.empty)).toBe(0);
    expect(Number(counts.without_consent)).toBe(0);
    expect(Number(counts.ordered)).toBeGreaterThan(0);
    await seedDemo(db, 'demo-password-for-tests');
    const again = await one<{ n: string }>(
      db,
      'SELECT count(*) AS n FROM public.campaigns WHERE org_id = $1',
      [ORG],
    );
    expect(Number(again.n)).toBe(DEMO_CAMPAIGNS.length);
  });

  it('holds what the campaigns e2e needs: active clients in lubelskie with and without e-mail consent', async () => {
    // app/e2e/campaigns.e2e.test.ts builds its segment there: some to add, some left out for want of consent,
    // within one page of members (50).
    const reasons = await db.query<{ reason: string; n: string }>(
      `SELECT s.reason, count(*) AS n FROM public.clients c
         JOIN public.client_channel_status s ON s.client_id = c.id AND s.channel = 'email'
        WHERE c.org_id = $1 AND c.status = 'active' AND c.voivodeship = 'lubelskie'
        GROUP BY s.reason`,
      [ORG],
    );
    const by = Object.fromEntries(reasons.rows.map((row) => [row.reason, Number(row.n)]));
    expect(by['ok']).toBeGreaterThan(3);
    expect(by['ok']).toBeLessThanOrEqual(50);
    expect(by['no_consent']).toBeGreaterThan(0);
  });

  it('keeps the database transition table equal to @rampa/domain’s', async () => {
    const { rows } = await db.query<{ from_status: string; to_status: string }>(
      'SELECT from_status, to_status FROM public.campaign_status_transitions ORDER BY 1, 2',
    );
    const expected = Object.entries(CAMPAIGN_TRANSITIONS)
      .flatMap(([from, tos]) => tos.map((to) => ({ from_status: from, to_status: to })))
      .sort((a, b) => `${a.from_status} ${a.to_status}`.localeCompare(`${b.from_status} ${b.to_status}`));
    expect(rows).toEqual(expected);
  });

  it('lets handlowiec and org_admin make exactly the status changes of the transition table', async () => {
    const mismatches: string[] = [];
    for (const role of ['handlowiec', 'org_admin'] as const) {
      for (const from of CAMPAIGN_STATUSES) {
        for (const to of CAMPAIGN_STATUSES) {
          if (from === to) continue;
          let outcome: string;
          try {
            await db.transaction(async (tx) => {
              const campaign = await insertCampaign(tx, { status: from });
              await asRole(tx, role);
              await tx.query('UPDATE public.campaigns SET status = $2 WHERE id = $1', [campaign.id, to]);
              throw new Rollback();
            });
            outcome = 'committed';
          } catch (error) {
            outcome = error instanceof Rollback ? 'allowed' : (error as Error).message;
          }
          const ok = canChangeCampaignStatus(from, to)
            ? outcome === 'allowed'
            : outcome.startsWith('rule "campaign_transition"');
          if (!ok) mismatches.push(`${role} ${from} → ${to}: ${outcome}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Through GraphQL: a new campaign is planned; planned → finished is refused with the rule's name.
    const created = await data(
      'handlowiec',
      `mutation { insert_campaigns_one(object: {name: "Przez API", channel: "sms"}) { id status org_id created_by } }`,
    );
    const campaign = created.insert_campaigns_one as {
      id: string;
      status: string;
      org_id: string;
      created_by: string;
    };
    expect(campaign).toMatchObject({ status: 'planned', org_id: ORG, created_by: users.get('handlowiec') });
    const refused = await gql(
      'handlowiec',
      `mutation ($id: uuid!) { update_campaigns_by_pk(pk_columns: {id: $id}, _set: {status: "finished"}) { id } }`,
      { id: campaign.id },
    );
    expect(refused.errors?.[0]?.message).toMatch(/rule "campaign_transition"/);
    const started = await gql(
      'handlowiec',
      `mutation { insert_campaigns_one(object: {name: "Od razu aktywna", channel: "sms", status: "active"}) { id } }`,
    );
    expect(started.errors?.[0]?.message).toMatch(/rule "campaign_transition"/);
  });

  it('gives a new campaign without an owner its creator’s profile as owner, whoever inserts it', async () => {
    const created = await data(
      'handlowiec',
      `mutation { insert_campaigns_one(object: {name: "Bez opiekuna", channel: "meeting"}) { id owner { user_id role } } }`,
    );
    expect(created.insert_campaigns_one).toMatchObject({
      owner: { user_id: users.get('handlowiec'), role: 'handlowiec' },
    });
    // The administrator's own profile when he creates one; a chosen owner is kept.
    const handlowiecProfile = await one<{ id: string }>(
      db,
      `SELECT id FROM public.profiles WHERE org_id = $1 AND role = 'handlowiec' AND user_id = $2`,
      [ORG, users.get('handlowiec')],
    );
    const byAdmin = await data(
      'org_admin',
      `mutation ($owner: uuid) {
         mine: insert_campaigns_one(object: {name: "Administratora", channel: "print"}) { owner { user_id } }
         chosen: insert_campaigns_one(object: {name: "Dla Anny", channel: "print", owner_id: $owner}) { owner_id }
       }`,
      { owner: handlowiecProfile.id },
    );
    expect(byAdmin).toEqual({
      mine: { owner: { user_id: users.get('org_admin') } },
      chosen: { owner_id: handlowiecProfile.id },
    });
    // Sessionless scripts (seeds, imports) leave it empty.
    const script = await insertCampaign(db, { name: 'Ze skryptu' });
    expect(
      (
        await one<{ owner_id: string | null }>(db, 'SELECT owner_id FROM public.campaigns WHERE id = $1', [
          script.id,
        ])
      ).owner_id,
    ).toBeNull();
  });

  it('adds a client to an e-mail, SMS or phone campaign only with that channel’s consent, whoever writes', async () => {
    const consenting = await newClient({ email: true, sms: false });
    const never = await newClient({});
    const withdrawn = await newClient({ email: false });
    const email = (await insertCampaign(db, { channel: 'email' })).id;
    const sms = (await insertCampaign(db, { channel: 'sms' })).id;
    const meeting = (await insertCampaign(db, { channel: 'meeting' })).id;
    const add = (campaign: string, client: string) =>
      gql(
        'handlowiec',
        `mutation ($c: uuid!, $k: uuid!) { insert_campaign_members_one(object: {campaign_id: $c, client_id: $k}) { id status org_id } }`,
        { c: campaign, k: client },
      );
    expect((await add(email, consenting)).data?.insert_campaign_members_one).toMatchObject({
      status: 'selected',
      org_id: ORG,
    });
    for (const [campaign, client] of [
      [email, never],
      [email, withdrawn],
      [sms, consenting],
    ] as const) {
      const body = await add(campaign, client);
      expect(body.errors?.[0]?.message).toMatch(/rule "campaign_member_consent"/);
    }
    // Meetings need no consent.
    expect((await add(meeting, never)).errors).toBeUndefined();
    // Sessionless scripts are held to it too.
    await expect(
      db.query('INSERT INTO public.campaign_members (campaign_id, client_id) VALUES ($1, $2)', [
        email,
        never,
      ]),
    ).rejects.toThrow(/rule "campaign_member_consent"/);
    // An opted-out member may stay on the list, but not come back without the consent.
    const row = await one<{ id: string }>(
      db,
      `INSERT INTO public.campaign_members (campaign_id, client_id, status) VALUES ($1, $2, 'opted_out') RETURNING id`,
      [sms, consenting],
    );
    await expect(
      db.query(`UPDATE public.campaign_members SET status = 'contacted' WHERE id = $1`, [row.id]),
    ).rejects.toThrow(/rule "campaign_member_consent"/);
  });

  it('opts a client out of his open memberships on a channel when he withdraws its consent', async () => {
    const client = await newClient({ email: true, sms: true });
    const open1 = (await insertCampaign(db, { channel: 'email', status: 'active' })).id;
    const finished = (await insertCampaign(db, { channel: 'email', status: 'active' })).id;
    const smsCampaign = (await insertCampaign(db, { channel: 'sms' })).id;
    for (const [campaign, status] of [
      [open1, 'contacted'],
      [finished, 'responded'],
      [smsCampaign, 'selected'],
    ] as const) {
      await db.query(
        'INSERT INTO public.campaign_members (campaign_id, client_id, status) VALUES ($1, $2, $3)',
        [campaign, client, status],
      );
    }
    await db.query(`UPDATE public.campaigns SET status = 'finished' WHERE id = $1`, [finished]);
    // Withdrawn on the client page, as handlowiec.
    await data(
      'handlowiec',
      `mutation ($k: uuid!) { insert_client_consents_one(object: {client_id: $k, channel: "email", granted: false, source: "phone"}) { id } }`,
      { k: client },
    );
    const { rows } = await db.query<{
      campaign_id: string;
      status: string;
      contacted_at: string | null;
      note: string;
    }>('SELECT campaign_id, status, contacted_at, note FROM public.campaign_members WHERE client_id = $1', [
      client,
    ]);
    const by = new Map(rows.map((r) => [r.campaign_id, r]));
    expect(by.get(open1)).toMatchObject({ status: 'opted_out' });
    expect(by.get(open1)!.contacted_at).not.toBeNull();
    expect(by.get(open1)!.note).toMatch(/Zgoda wycofana/);
    expect(by.get(finished)!.status).toBe('responded');
    expect(by.get(smsCampaign)!.status).toBe('selected');
    // The audit log keeps the change (outside the client's history, like a notice's).
    const audit = await one<{ n: string }>(
      db,
      `SELECT count(*) AS n FROM public.audit_log a JOIN public.campaign_members m ON m.id = a.row_id
        WHERE a.table_name = 'campaign_members' AND m.client_id = $1 AND a.action = 'UPDATE'
          AND a.new_data ->> 'status' = 'opted_out'`,
      [client],
    );
    expect(Number(audit.n)).toBe(1);
    // The funnel still counts him as contacted.
    const results = await data(
      'handlowiec',
      `query ($id: uuid!) { campaign_results(where: {campaign_id: {_eq: $id}}) { selected contacted responded opted_out } }`,
      { id: open1 },
    );
    expect(results.campaign_results).toEqual([{ selected: 1, contacted: 1, responded: 0, opted_out: 1 }]);
  });

  it('counts a segment: matching clients, those who may be contacted, and why the others may not', async () => {
    const where = { _and: [{ status: { _eq: 'active' } }, { voivodeship: { _eq: 'mazowieckie' } }] };
    const reason = (r: string) => ({
      _and: [where, { channel_status: { channel: { _eq: 'email' }, reason: { _eq: r } } }],
    });
    const result = await data(
      'handlowiec',
      `query ($all: clients_bool_exp!, $ok: clients_bool_exp!, $no: clients_bool_exp!, $wd: clients_bool_exp!, $addr: clients_bool_exp!) {
         all: clients_aggregate(where: $all) { aggregate { count } }
         ok: clients_aggregate(where: $ok) { aggregate { count } }
         no: clients_aggregate(where: $no) { aggregate { count } }
         wd: clients_aggregate(where: $wd) { aggregate { count } }
         addr: clients_aggregate(where: $addr) { aggregate { count } }
       }`,
      {
        all: where,
        ok: reason('ok'),
        no: reason('no_consent'),
        wd: reason('withdrawn'),
        addr: reason('no_address'),
      },
    );
    const count = (key: string) => (result[key] as { aggregate: { count: number } }).aggregate.count;
    const expected = await one<Record<string, string>>(
      db,
      `SELECT count(*) AS all,
              count(*) FILTER (WHERE public.client_has_consent(c.id, 'email') AND c.email IS NOT NULL) AS ok,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM public.client_consents s WHERE s.client_id = c.id AND s.channel = 'email')) AS no,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM public.client_consents s WHERE s.client_id = c.id AND s.channel = 'email')
                AND NOT public.client_has_consent(c.id, 'email')) AS wd
         FROM public.clients c WHERE c.org_id = $1 AND c.status = 'active' AND c.voivodeship = 'mazowieckie'`,
      [ORG],
    );
    expect(count('all')).toBe(Number(expected.all));
    expect(count('all')).toBeGreaterThan(10);
    expect(count('ok')).toBe(Number(expected.ok));
    expect(count('ok')).toBeGreaterThan(0);
    expect(count('no')).toBe(Number(expected.no));
    expect(count('wd')).toBe(Number(expected.wd));
    expect(count('ok') + count('no') + count('wd') + count('addr')).toBe(count('all'));
  });

  describe('permissions', () => {
    it('shows campaigns, members and their views only to handlowiec and org_admin, of their organization', async () => {
      for (const role of ORGANIZATION_ROLES) {
        const body = await gql(
          role,
          '{ campaigns { org_id } campaign_members { org_id } campaign_results { org_id } }',
        );
        if (role === 'handlowiec' || role === 'org_admin') {
          expect(body.errors, role).toBeUndefined();
          const d = body.data as Record<string, { org_id: string }[]>;
          expect(d.campaigns!.length, role).toBeGreaterThanOrEqual(DEMO_CAMPAIGNS.length);
          for (const table of ['campaigns', 'campaign_members', 'campaign_results']) {
            expect(
              d[table]!.every((r) => r.org_id === ORG),
              `${role} ${table}`,
            ).toBe(true);
          }
        } else {
          expect(body.errors?.[0]?.extensions.code, role).toBe('validation-failed');
        }
      }
      const other = await gql(
        'handlowiec',
        '{ campaigns { id } campaign_members { client_id } }',
        undefined,
        OTHER_USER,
      );
      expect(other.data).toEqual({
        campaigns: [{ id: foreignCampaign }],
        campaign_members: [{ client_id: foreignClient }],
      });
    });

    it('refuses members from another organization and changes to another organization’s campaigns', async () => {
      const ours = (await insertCampaign(db, { channel: 'meeting' })).id;
      const foreignMember = await gql(
        'handlowiec',
        `mutation ($c: uuid!, $k: uuid!) { insert_campaign_members_one(object: {campaign_id: $c, client_id: $k}) { id } }`,
        { c: ours, k: foreignClient },
      );
      expect(foreignMember.errors?.[0]?.message).toMatch(/rule "campaign_member_other_org"|permission/i);
      const intoForeign = await gql(
        'handlowiec',
        `mutation ($c: uuid!) { insert_campaigns_one(object: {name: "Cudza", channel: "print", org_id: $c}) { id } }`,
        { c: OTHER_ORG },
      );
      expect(intoForeign.errors?.[0]?.extensions.code).toBe('permission-error');
      const update = await data(
        'org_admin',
        `mutation ($id: uuid!) { update_campaigns(where: {id: {_eq: $id}}, _set: {name: "Przejęta"}) { affected_rows } }`,
        { id: foreignCampaign },
      );
      expect(update.update_campaigns).toEqual({ affected_rows: 0 });
      const removed = await data(
        'handlowiec',
        `mutation ($id: uuid!) { delete_campaign_members(where: {campaign_id: {_eq: $id}}) { affected_rows } }`,
        { id: foreignCampaign },
      );
      expect(removed.delete_campaign_members).toEqual({ affected_rows: 0 });
    });

    it('gives the dashboards their figures: notice days to the office roles, warehouses to org_admin', async () => {
      const days = await data(
        'handlowiec',
        '{ delivery_notice_days(limit: 1) { org_id day status notices } }',
      );
      expect((days.delivery_notice_days as { org_id: string }[])[0]?.org_id).toBe(ORG);
      const summary = await data('org_admin', '{ warehouse_notice_summary { org_id code today this_week } }');
      const codes = (summary.warehouse_notice_summary as { org_id: string; code: string }[]).map(
        (w) => w.code,
      );
      expect(codes).toEqual(expect.arrayContaining(['STR', 'GDA']));
      expect(
        (await gql('handlowiec', '{ warehouse_notice_summary { code } }')).errors?.[0]?.extensions.code,
      ).toBe('validation-failed');
      const foreignDays = await gql(
        'handlowiec',
        '{ delivery_notice_days { org_id } }',
        undefined,
        OTHER_USER,
      );
      expect(foreignDays.data).toEqual({ delivery_notice_days: [] });
    });
  });
});
