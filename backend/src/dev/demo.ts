import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OrganizationRole } from '@rampa/domain';
import { withoutStatementTimeout, type Database } from '../db/types';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { seedDemoClients } from './clients-seed';
import { seedDemoNotices } from './notices-seed';
import { seedDemoPriceLists } from './pricelists-seed';
import { seedDemoCampaigns } from './campaigns-seed';
import { seedDemoCatalogue } from './products-seed';
import { seedDemoProductImages } from './product-images-seed';
import type { StorageDriver } from '../storage/drivers';

export const DEMO_ORGANIZATION = {
  id: 'de000000-0000-4000-8000-000000000001',
  name: 'Rampa Demo Sp. z o.o.',
  nip: '5251234560',
} as const;

export interface DemoAccount {
  email: string;
  /** The Hasura role; the organization administrator is `org_admin`, as `admin` is Hasura's superuser. */
  role: OrganizationRole;
  displayName: string;
  phone?: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'handlowiec@demo.rampa.pl', role: 'handlowiec', displayName: 'Anna Nowak' },
  { email: 'magazynier@demo.rampa.pl', role: 'magazynier', displayName: 'Piotr Wiśniewski' },
  {
    email: 'kierowca@demo.rampa.pl',
    role: 'kierowca',
    displayName: 'Tomasz Kowalczyk',
    phone: '+48 601 234 567',
  },
  { email: 'klient@demo.rampa.pl', role: 'klient', displayName: 'Katarzyna Zielińska' },
  { email: 'admin@demo.rampa.pl', role: 'org_admin', displayName: 'Marek Lewandowski' },
];

/**
 * A few notifications per demo user, so the bell and the panel show something: two unread, one read. Added once
 * per user (a user who has any keeps what he has). Newest first: `minutesAgo` orders them.
 */
export const DEMO_NOTIFICATIONS: readonly {
  kind: string;
  title: string;
  body: string;
  link: string | null;
  minutesAgo: number;
  read: boolean;
  /** Only for these roles' accounts (the link leads into their area); all accounts when absent. */
  roles?: readonly OrganizationRole[];
}[] = [
  {
    kind: 'system',
    title: 'Witamy w Rampie',
    body: 'Tu zobaczysz powiadomienia o awizacjach, klientach i zmianach w organizacji.',
    link: null,
    minutesAgo: 60 * 24 * 3,
    read: true,
  },
  {
    kind: 'klient',
    title: 'Nowy klient w organizacji',
    body: 'Do listy klientów dodano nową firmę. Sprawdź jej dane i opiekuna.',
    link: '/handlowiec/klienci/lista',
    minutesAgo: 90,
    read: false,
    roles: ['handlowiec', 'org_admin'],
  },
  {
    kind: 'system',
    title: 'Uzupełnij profil',
    body: 'Dodaj numer telefonu i zdjęcie, aby współpracownicy łatwiej Cię rozpoznali.',
    link: '/profil',
    minutesAgo: 15,
    read: false,
  },
];

/** The spec's user profile reads first and last name from the user's metadata (`firstName`, `lastName`). */
function nameMetadata(account: DemoAccount): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = account.displayName.split(' ');
  return { firstName, lastName: rest.join(' ') };
}

/**
 * The demo seed's version, recorded when a run ensured all of it (rampa_backend.demo_seed.version). Raise it when
 * the seed gains data an already seeded database lacks: the next start runs the seed once more (each part adds
 * only what is missing) instead of taking the recorded one as complete.
 */
export const DEMO_SEED_VERSION = 1;

export interface SeedDemoOptions {
  /**
   * A server secret (the admin secret) keying the HMAC that tells an unchanged demo password at the next run
   * without an argon2 verification. Without it the stored hash is verified, as before.
   */
  passwordKey?: string;
}

/**
 * Ensures the demo organization and one verified user per role, each with a profile in it. Existing rows
 * are kept as they are, except that all demo users get `password` when it differs from the one last set.
 * The organization's 2,000 demo clients are added once (clients-seed.ts), and so are its products,
 * warehouses and about 1,500 awizacje (notices-seed.ts), three price lists (pricelists-seed.ts) and a dozen
 * campaigns (campaigns-seed.ts), then about 600 more products in a category tree (products-seed.ts). Given the
 * storage driver, a dozen of those products get a picture (product-images-seed.ts).
 *
 * A run that ensured all of it records DEMO_SEED_VERSION; while that version, the password and the five
 * accounts are still there, a later run (every start) reads one row and stops: it touches none of the demo
 * data, so a start neither spends the time nor grows the embedded database's memory on it.
 */
export async function seedDemo(
  database: Database,
  password: string,
  storage?: StorageDriver,
  options: SeedDemoOptions = {},
): Promise<void> {
  const check = (hash: string) =>
    options.passwordKey === undefined
      ? undefined
      : createHmac('sha256', options.passwordKey)
          .update(`rampa demo password\n${hash}\n${password}`)
          .digest();
  const { rows } = await database.query<{
    passwordHash: string;
    passwordCheck: string | null;
    version: number | null;
    accounts: number;
  }>(
    `SELECT d.password_hash AS "passwordHash", d.password_check AS "passwordCheck", d.version,
       (SELECT count(*)::int FROM auth.users WHERE email = ANY($1::text[]::public.citext[])) AS accounts
     FROM rampa_backend.demo_seed d`,
    [DEMO_ACCOUNTS.map((account) => account.email)],
  );
  const previous = rows[0];
  const previousHash = previous?.passwordHash;
  const known = previous && check(previous.passwordHash);
  const stored =
    previous?.passwordCheck != null ? Buffer.from(previous.passwordCheck, 'base64url') : undefined;
  const checked = known !== undefined && stored?.length === known.length && timingSafeEqual(known, stored);
  const passwordChanged =
    previousHash === undefined || (!checked && !(await verifyPassword(password, previousHash)));
  if (
    !passwordChanged &&
    previous?.version === DEMO_SEED_VERSION &&
    previous.accounts === DEMO_ACCOUNTS.length
  ) {
    if (known && !checked) {
      await database.query('UPDATE rampa_backend.demo_seed SET password_check = $1', [
        known.toString('base64url'),
      ]);
    }
    return;
  }
  // Set-up, not a request: a busy machine must not cancel it halfway (each statement lifts the bound itself).
  const db = withoutStatementTimeout(database);
  // One hash for all five: they share the password by design, so separate salts would hide nothing.
  const passwordHash =
    passwordChanged || previousHash === undefined ? await hashPassword(password) : previousHash;

  await db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO public.organizations (id, name, nip) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
      [DEMO_ORGANIZATION.id, DEMO_ORGANIZATION.name, DEMO_ORGANIZATION.nip],
    );
    for (const account of DEMO_ACCOUNTS) {
      await tx.query(
        `INSERT INTO auth.users (email, display_name, locale, default_role, email_verified, password_hash, metadata)
         VALUES ($1, $2, 'pl', $3, true, $4, $5)
         ON CONFLICT (email) DO UPDATE SET metadata = EXCLUDED.metadata || COALESCE(auth.users.metadata, '{}')
         WHERE NOT COALESCE(auth.users.metadata, '{}') ? 'firstName'`,
        [
          account.email,
          account.displayName,
          account.role,
          passwordHash,
          JSON.stringify(nameMetadata(account)),
        ],
      );
      await tx.query(
        `INSERT INTO auth.user_roles (user_id, role)
         SELECT id, $2 FROM auth.users WHERE email = $1::public.citext
         ON CONFLICT (user_id, role) DO NOTHING`,
        [account.email, account.role],
      );
      await tx.query(
        `INSERT INTO public.profiles (user_id, org_id, role, display_name, phone)
         SELECT id, $2, $3, $4, $5 FROM auth.users WHERE email = $1::public.citext
         ON CONFLICT (user_id, org_id, role) DO NOTHING`,
        [account.email, DEMO_ORGANIZATION.id, account.role, account.displayName, account.phone ?? null],
      );
      if (passwordChanged) {
        await tx.query('UPDATE auth.users SET password_hash = $2 WHERE email = $1::public.citext', [
          account.email,
          passwordHash,
        ]);
      }
    }
    for (const note of DEMO_NOTIFICATIONS) {
      await tx.query(
        `INSERT INTO public.notifications (user_id, org_id, kind, title, body, link, created_at, read_at)
         SELECT u.id, $2, $3, $4, $5, $6, now() - make_interval(mins => $7),
           CASE WHEN $8 THEN now() - make_interval(mins => $7) END
         FROM auth.users u
         WHERE u.email::text = ANY($1::text[])
           AND NOT EXISTS (SELECT 1 FROM public.notifications n WHERE n.user_id = u.id AND n.title = $4)`,
        [
          DEMO_ACCOUNTS.filter((account) => !note.roles || note.roles.includes(account.role)).map(
            (account) => account.email,
          ),
          DEMO_ORGANIZATION.id,
          note.kind,
          note.title,
          note.body,
          note.link,
          note.minutesAgo,
          note.read,
        ],
      );
    }
    if (passwordChanged) {
      await tx.query(
        `INSERT INTO rampa_backend.demo_seed (password_hash) VALUES ($1)
         ON CONFLICT (id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()`,
        [passwordHash],
      );
    }
  });
  await seedDemoClients(db, DEMO_ORGANIZATION.id);
  await seedDemoNotices(db, DEMO_ORGANIZATION.id);
  await seedDemoPriceLists(db, DEMO_ORGANIZATION.id);
  await seedDemoCampaigns(db, DEMO_ORGANIZATION.id);
  // Last, so the awizacje, price lists and campaigns above draw on the thirty products they always have.
  await seedDemoCatalogue(db, DEMO_ORGANIZATION.id);
  if (storage) await seedDemoProductImages(db, storage, DEMO_ORGANIZATION.id);
  // Complete only with the pictures: a run without storage leaves them to the next one that has it.
  await db.query('UPDATE rampa_backend.demo_seed SET version = $1, password_check = $2', [
    storage ? DEMO_SEED_VERSION : null,
    check(passwordHash)?.toString('base64url') ?? null,
  ]);
}
