import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, DEMO_PASSWORD, useTestServer } from '../../test/support';
import { loadConfig } from '../config';
import { createDriver } from '../storage/drivers';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION, DEMO_SEED_VERSION, seedDemo } from './demo';
import { generateReadablePassword, resolveDemoPassword } from './demo-password';

describe.each(DATABASE_KINDS)('demo seed on %s', (kind) => {
  const server = useTestServer(kind);
  const signIn = (email: string, password: string) =>
    server.app.inject({
      method: 'POST',
      url: '/v1/auth/signin/email-password',
      payload: { email, password },
    });
  const snapshot = async () =>
    (
      await server.app.rampa.db.query(
        `SELECT u.email::text, u.display_name, u.locale, u.email_verified, u.default_role,
           array_agg(DISTINCT r.role) AS roles, p.role AS profile_role, p.display_name AS profile_name, p.phone, o.name AS org
         FROM auth.users u
         JOIN auth.user_roles r ON r.user_id = u.id
         JOIN profiles p ON p.user_id = u.id
         JOIN organizations o ON o.id = p.org_id
         GROUP BY u.id, p.id, o.id ORDER BY u.email`,
      )
    ).rows;

  it('ensures the demo organization and one verified user per role, with a profile in it', async () => {
    expect(await snapshot()).toEqual(
      [...DEMO_ACCOUNTS]
        .sort((a, b) => a.email.localeCompare(b.email))
        .map((account) => ({
          email: account.email,
          display_name: account.displayName,
          locale: 'pl',
          email_verified: true,
          default_role: account.role,
          roles: [account.role],
          profile_role: account.role,
          profile_name: account.displayName,
          phone: account.phone ?? null,
          org: DEMO_ORGANIZATION.name,
        })),
    );
    expect(DEMO_ACCOUNTS.map((account) => account.email)).toEqual([
      'handlowiec@demo.rampa.pl',
      'magazynier@demo.rampa.pl',
      'kierowca@demo.rampa.pl',
      'klient@demo.rampa.pl',
      'admin@demo.rampa.pl',
    ]);
  });

  it('lets every demo user sign in with the demo password, acting in their role', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const response = await signIn(account.email, DEMO_PASSWORD);
      expect(response.statusCode, account.email).toBe(200);
      expect(response.json().session.user).toMatchObject({
        defaultRole: account.role,
        roles: [account.role],
      });
    }
  });

  it('is idempotent', async () => {
    const before = await snapshot();
    await seedDemo(server.app.rampa.db, DEMO_PASSWORD);
    expect(await snapshot()).toEqual(before);
    const { rows } = await server.app.rampa.db.query('SELECT count(*)::int AS n FROM organizations');
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('records a complete seed: a later start reads the marker and looks at none of the demo data', async () => {
    const { db, secrets } = server.app.rampa;
    const passwordKey = secrets.adminSecret;
    const marker = async () =>
      (
        await db.query<{ version: number | null; checked: boolean }>(
          'SELECT version, password_check IS NOT NULL AS checked FROM rampa_backend.demo_seed',
        )
      ).rows;
    const welcome = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM public.notifications n JOIN auth.users u ON u.id = n.user_id
            WHERE u.email = 'magazynier@demo.rampa.pl' AND n.title = 'Witamy w Rampie'`,
        )
      ).rows[0]!.n;
    const storage = await createDriver(server.config.storage.driver, server.config.dataDir);
    try {
      // The server's own start recorded it (with the storage driver and the admin secret).
      await seedDemo(db, DEMO_PASSWORD, storage, { passwordKey });
      expect(await marker()).toEqual([{ version: DEMO_SEED_VERSION, checked: true }]);

      await db.query(
        `DELETE FROM public.notifications WHERE title = 'Witamy w Rampie'
            AND user_id = (SELECT id FROM auth.users WHERE email = 'magazynier@demo.rampa.pl')`,
      );
      await seedDemo(db, DEMO_PASSWORD, storage, { passwordKey });
      expect(await welcome()).toBe(0);

      // A seed of another version ensures everything once more, and records this one.
      await db.query('UPDATE rampa_backend.demo_seed SET version = $1', [DEMO_SEED_VERSION - 1]);
      await seedDemo(db, DEMO_PASSWORD, storage, { passwordKey });
      expect(await welcome()).toBe(1);
      expect(await marker()).toEqual([{ version: DEMO_SEED_VERSION, checked: true }]);

      // So does a missing demo account, and a new password is given to all of them.
      await db.query("DELETE FROM auth.users WHERE email = 'kierowca@demo.rampa.pl'");
      await seedDemo(db, 'another demo password', storage, { passwordKey });
      for (const account of DEMO_ACCOUNTS) {
        expect((await signIn(account.email, 'another demo password')).statusCode, account.email).toBe(200);
      }
      await seedDemo(db, DEMO_PASSWORD, storage, { passwordKey });
      expect((await signIn('kierowca@demo.rampa.pl', DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      await storage.close();
    }
  });

  it('gives all demo users a new password when it changes, and keeps what users changed', async () => {
    await server.app.rampa.db.query(
      "UPDATE auth.users SET display_name = 'Anna N.' WHERE email = 'handlowiec@demo.rampa.pl'",
    );
    await seedDemo(server.app.rampa.db, 'a brand new password');
    for (const account of DEMO_ACCOUNTS) {
      expect((await signIn(account.email, DEMO_PASSWORD)).statusCode).toBe(401);
      expect((await signIn(account.email, 'a brand new password')).statusCode).toBe(200);
    }
    const { rows } = await server.app.rampa.db.query(
      "SELECT display_name FROM auth.users WHERE email = 'handlowiec@demo.rampa.pl'",
    );
    expect(rows).toEqual([{ display_name: 'Anna N.' }]);
  });
});

describe('demo password', () => {
  it('is generated once, readable and strong, and kept in the data folder', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rampa-demo-'));
    try {
      const config = loadConfig({ RAMPA_DATA_DIR: dataDir });
      const first = await resolveDemoPassword(config);
      expect(first.password).toMatch(/^[a-hjkmnp-z2-9]{5}(-[a-hjkmnp-z2-9]{5}){3}$/);
      expect(first.source).toBe(join(dataDir, 'secrets', 'demo-password'));
      expect((await readFile(first.source, 'utf8')).trim()).toBe(first.password);
      expect(await resolveDemoPassword(config)).toEqual(first);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('comes from RAMPA_DEMO_PASSWORD when set', async () => {
    expect(await resolveDemoPassword(loadConfig({ RAMPA_DEMO_PASSWORD: 'from the env' }))).toEqual({
      password: 'from the env',
      source: 'RAMPA_DEMO_PASSWORD',
    });
  });

  it('differs every time it is generated', () => {
    expect(new Set(Array.from({ length: 50 }, generateReadablePassword)).size).toBe(50);
  });
});
