import { randomUUID } from 'node:crypto';
import {
  encodePeselBirthDate,
  nipCheckDigit,
  peselCheckDigit,
  regonCheckDigit,
  type ClientKind,
  type ClientStatus,
} from '@rampa/domain';
import type { Database, Queryable } from '../db/types';

/**
 * Realistic Polish clients for the demo organization and for measurements: valid NIP, REGON and PESEL
 * checksums, real cities with their voivodeship and postal code range, contacts and consents. Everything is
 * drawn from a seeded PRNG, so the same seed gives the same clients.
 */

export const DEMO_CLIENT_COUNT = 2000;
const DEMO_SEED = 20_260_101;
/** Demo clients have ids `de000001-0000-4000-8000-<index>`, so a second start sees they are there. */
const DEMO_ID_PREFIX = 'de000001-0000-4000-8000-';
const DEMO_HANDLOWIEC_EMAIL = 'handlowiec@demo.rampa.pl';
const DEMO_KLIENT_EMAIL = 'klient@demo.rampa.pl';
const BATCH = 2000;

/** mulberry32: small, fast and good enough for test data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const digits = (count: number) => Array.from({ length: count }, () => int(0, 9)).join('');
  return { next, int, pick, digits, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof createRandom>;

export function makeNip(random: Random): string {
  for (;;) {
    const body = `${random.int(1, 9)}${random.digits(8)}`;
    const check = nipCheckDigit(body);
    if (check !== null) return `${body}${check}`;
  }
}

export function makeRegon(random: Random): string {
  const body = `${random.int(1, 9)}${random.digits(7)}`;
  return `${body}${regonCheckDigit(body)}`;
}

export function makePesel(random: Random, female: boolean): string {
  const year = random.int(1950, 2004);
  const month = random.int(1, 12);
  const day = random.int(1, new Date(Date.UTC(year, month, 0)).getUTCDate());
  const sex = random.int(0, 4) * 2 + (female ? 0 : 1);
  const body = encodePeselBirthDate(year, month, day) + random.digits(3) + sex;
  return `${body}${peselCheckDigit(body)}`;
}

/** Real cities with their voivodeship and (part of) their postal code range. */
const CITIES: readonly { city: string; voivodeship: string; from: number; to: number }[] = [
  { city: 'Warszawa', voivodeship: 'mazowieckie', from: 1, to: 4999 },
  { city: 'Kraków', voivodeship: 'małopolskie', from: 30001, to: 31999 },
  { city: 'Łódź', voivodeship: 'łódzkie', from: 90001, to: 94999 },
  { city: 'Wrocław', voivodeship: 'dolnośląskie', from: 50001, to: 54999 },
  { city: 'Poznań', voivodeship: 'wielkopolskie', from: 60001, to: 61999 },
  { city: 'Gdańsk', voivodeship: 'pomorskie', from: 80001, to: 80999 },
  { city: 'Szczecin', voivodeship: 'zachodniopomorskie', from: 70001, to: 71999 },
  { city: 'Bydgoszcz', voivodeship: 'kujawsko-pomorskie', from: 85001, to: 85999 },
  { city: 'Lublin', voivodeship: 'lubelskie', from: 20001, to: 20999 },
  { city: 'Białystok', voivodeship: 'podlaskie', from: 15001, to: 15999 },
  { city: 'Katowice', voivodeship: 'śląskie', from: 40001, to: 40999 },
  { city: 'Gdynia', voivodeship: 'pomorskie', from: 81001, to: 81999 },
  { city: 'Częstochowa', voivodeship: 'śląskie', from: 42200, to: 42229 },
  { city: 'Radom', voivodeship: 'mazowieckie', from: 26600, to: 26699 },
  { city: 'Toruń', voivodeship: 'kujawsko-pomorskie', from: 87100, to: 87199 },
  { city: 'Kielce', voivodeship: 'świętokrzyskie', from: 25001, to: 25999 },
  { city: 'Rzeszów', voivodeship: 'podkarpackie', from: 35001, to: 35999 },
  { city: 'Gliwice', voivodeship: 'śląskie', from: 44100, to: 44199 },
  { city: 'Olsztyn', voivodeship: 'warmińsko-mazurskie', from: 10001, to: 10999 },
  { city: 'Bielsko-Biała', voivodeship: 'śląskie', from: 43300, to: 43399 },
  { city: 'Zielona Góra', voivodeship: 'lubuskie', from: 65001, to: 65999 },
  { city: 'Opole', voivodeship: 'opolskie', from: 45001, to: 45999 },
  { city: 'Gorzów Wielkopolski', voivodeship: 'lubuskie', from: 66400, to: 66499 },
  { city: 'Elbląg', voivodeship: 'warmińsko-mazurskie', from: 82300, to: 82399 },
  { city: 'Płock', voivodeship: 'mazowieckie', from: 9400, to: 9499 },
  { city: 'Wałbrzych', voivodeship: 'dolnośląskie', from: 58300, to: 58399 },
  { city: 'Włocławek', voivodeship: 'kujawsko-pomorskie', from: 87800, to: 87899 },
  { city: 'Tarnów', voivodeship: 'małopolskie', from: 33100, to: 33199 },
  { city: 'Koszalin', voivodeship: 'zachodniopomorskie', from: 75001, to: 75999 },
  { city: 'Kalisz', voivodeship: 'wielkopolskie', from: 62800, to: 62899 },
  { city: 'Legnica', voivodeship: 'dolnośląskie', from: 59200, to: 59299 },
  { city: 'Słupsk', voivodeship: 'pomorskie', from: 76200, to: 76299 },
  { city: 'Nowy Sącz', voivodeship: 'małopolskie', from: 33300, to: 33399 },
  { city: 'Siedlce', voivodeship: 'mazowieckie', from: 8100, to: 8199 },
  { city: 'Zamość', voivodeship: 'lubelskie', from: 22400, to: 22499 },
  { city: 'Suwałki', voivodeship: 'podlaskie', from: 16400, to: 16499 },
  { city: 'Przemyśl', voivodeship: 'podkarpackie', from: 37700, to: 37799 },
  { city: 'Ostrowiec Świętokrzyski', voivodeship: 'świętokrzyskie', from: 27400, to: 27499 },
  { city: 'Piotrków Trybunalski', voivodeship: 'łódzkie', from: 97300, to: 97399 },
];

const STREETS = [
  'Marszałkowska',
  'Długa',
  'Tadeusza Kościuszki',
  'Adama Mickiewicza',
  'Juliusza Słowackiego',
  'Józefa Piłsudskiego',
  'Henryka Sienkiewicza',
  'Polna',
  'Leśna',
  'Ogrodowa',
  'Lipowa',
  'Kwiatowa',
  'Szkolna',
  'Kolejowa',
  'Przemysłowa',
  'Fabryczna',
  'Składowa',
  'Magazynowa',
  'Handlowa',
  '3 Maja',
  'Armii Krajowej',
  'Jana Pawła II',
  'Wojska Polskiego',
  'Logistyczna',
  'Portowa',
  'Spedycyjna',
  'Transportowa',
  'Hutnicza',
  'Rolnicza',
  'Graniczna',
];
const MALE_FIRST = [
  'Jan',
  'Piotr',
  'Andrzej',
  'Krzysztof',
  'Tomasz',
  'Paweł',
  'Michał',
  'Marcin',
  'Jakub',
  'Łukasz',
  'Grzegorz',
  'Wojciech',
  'Mateusz',
  'Rafał',
  'Zbigniew',
];
const FEMALE_FIRST = [
  'Anna',
  'Maria',
  'Katarzyna',
  'Małgorzata',
  'Agnieszka',
  'Barbara',
  'Ewa',
  'Magdalena',
  'Joanna',
  'Aleksandra',
  'Monika',
  'Zofia',
  'Dorota',
  'Beata',
  'Żaneta',
];
/** Surnames as [male, female]. */
const LAST = [
  ['Nowak', 'Nowak'],
  ['Kowalski', 'Kowalska'],
  ['Wiśniewski', 'Wiśniewska'],
  ['Wójcik', 'Wójcik'],
  ['Kowalczyk', 'Kowalczyk'],
  ['Kamiński', 'Kamińska'],
  ['Lewandowski', 'Lewandowska'],
  ['Zieliński', 'Zielińska'],
  ['Szymański', 'Szymańska'],
  ['Woźniak', 'Woźniak'],
  ['Dąbrowski', 'Dąbrowska'],
  ['Kozłowski', 'Kozłowska'],
  ['Jankowski', 'Jankowska'],
  ['Mazur', 'Mazur'],
  ['Kwiatkowski', 'Kwiatkowska'],
  ['Krawczyk', 'Krawczyk'],
  ['Piotrowski', 'Piotrowska'],
  ['Grabowski', 'Grabowska'],
  ['Nowakowski', 'Nowakowska'],
  ['Pawłowski', 'Pawłowska'],
  ['Michalski', 'Michalska'],
  ['Król', 'Król'],
  ['Wieczorek', 'Wieczorek'],
  ['Jabłoński', 'Jabłońska'],
  ['Wróbel', 'Wróbel'],
  ['Majewski', 'Majewska'],
  ['Olszewski', 'Olszewska'],
  ['Stępień', 'Stępień'],
] as const;
const NAME_STEMS = [
  'Trans',
  'Hurt',
  'Bud',
  'Pol',
  'Agro',
  'Meb',
  'Stal',
  'Drew',
  'Euro',
  'Eko',
  'Inter',
  'Mar',
  'Spo',
  'Tech',
  'Kom',
  'Lux',
  'Vista',
  'Nord',
  'Bał',
  'Karp',
];
const NAME_ENDS = [
  'ex',
  'pol',
  'mar',
  'bud',
  'trans',
  'tech',
  'max',
  'san',
  'met',
  'lit',
  'plast',
  'com',
  'net',
  'rol',
];
const TRADES = [
  'Logistyka',
  'Hurtownia',
  'Transport',
  'Materiały Budowlane',
  'Dystrybucja',
  'Handel',
  'Produkcja',
  'Spedycja',
  'Opakowania',
  'Artykuły Spożywcze',
];
const SOLE_TRADES = [
  'Usługi Transportowe',
  'Handel Hurtowy',
  'Sklep Wielobranżowy',
  'Zakład Stolarski',
  'Usługi Budowlane',
  'Przewóz Osób i Towarów',
];
const POSITIONS = [
  'Prezes Zarządu',
  'Kierownik Zakupów',
  'Specjalista ds. Zakupów',
  'Kierownik Magazynu',
  'Księgowa',
  'Dyrektor Handlowy',
  'Logistyk',
  'Właściciel',
];
const TAGS = [
  'VIP',
  'hurt',
  'detal',
  'eksport',
  'stały',
  'nowy',
  'budowlanka',
  'spożywka',
  'transport',
  'przetarg',
];
const DOMAINS = ['gmail.com', 'wp.pl', 'onet.pl', 'o2.pl', 'interia.pl'];
/** Weighted: most demo clients are active. */
const STATUSES: readonly ClientStatus[] = [
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'lead',
  'lead',
  'inactive',
  'blocked',
];

const ascii = (text: string) =>
  text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '');

const phone = (random: Random) =>
  `+48 ${random.pick(['5', '6', '7', '8'])}${random.digits(2)} ${random.digits(3)} ${random.digits(3)}`;

export interface SeedClient {
  id: string;
  org_id: string;
  kind: ClientKind;
  name: string;
  first_name: string | null;
  last_name: string | null;
  nip: string | null;
  regon: string | null;
  krs: string | null;
  pesel: string | null;
  email: string | null;
  phone: string | null;
  street: string;
  building_no: string;
  apartment_no: string | null;
  postal_code: string;
  city: string;
  voivodeship: string;
  status: ClientStatus;
  owner_id: string | null;
  payment_term_days: number;
  credit_limit: string | null;
  tags: string[];
  notes: string | null;
  created_at: string;
  contacts: SeedContact[];
  consents: SeedConsent[];
}
interface SeedContact {
  first_name: string;
  last_name: string;
  position: string;
  phone: string;
  email: string;
  is_primary: boolean;
}
interface SeedConsent {
  channel: 'email' | 'sms' | 'phone';
  granted: boolean;
  recorded_at: string;
  source: string;
  text_version: string;
}

export interface GenerateOptions {
  count: number;
  seed: number;
  orgId: string;
  ownerId: string | null;
  /** 24 hex digits; ids become `<prefix><12-digit index>`. Without it ids are random. */
  idPrefix?: string;
  /** Creation times are spread over the year before this instant. */
  now?: Date;
}

function person(random: Random) {
  const female = random.chance(0.5);
  const last = random.pick(LAST);
  return {
    female,
    first: random.pick(female ? FEMALE_FIRST : MALE_FIRST),
    last: female ? last[1] : last[0],
  };
}

export function generateClients(options: GenerateOptions): SeedClient[] {
  const random = createRandom(options.seed);
  const now = (options.now ?? new Date('2026-11-01T08:00:00Z')).getTime();
  const clients: SeedClient[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const place = random.pick(CITIES);
    const postal = String(random.int(place.from, place.to)).padStart(5, '0');
    const isCompany = random.chance(0.7);
    const owner = person(random);
    let name: string;
    let kind: SeedClient['kind'] = 'company';
    let krs: string | null = null;
    let domain: string;
    if (isCompany) {
      const stem = `${random.pick(NAME_STEMS)}${random.pick(NAME_ENDS)}`;
      const form = random.int(0, 9);
      if (form < 5) {
        name = `${stem} ${random.pick(TRADES)} Sp. z o.o.`;
        krs = `0000${random.digits(6)}`;
      } else if (form < 6) {
        name = `${stem} S.A.`;
        krs = `0000${random.digits(6)}`;
      } else if (form < 8) {
        name = `${stem} ${owner.last} Sp.j.`;
        krs = `0000${random.digits(6)}`;
      } else {
        // A sole trader: no KRS.
        name = `${owner.first} ${owner.last} ${random.pick(SOLE_TRADES)}`;
      }
      domain = `${ascii(stem)}.pl`;
    } else {
      kind = 'person';
      name = `${owner.first} ${owner.last}`;
      domain = random.pick(DOMAINS);
    }
    const createdAt = new Date(now - random.int(0, 365 * 24 * 3600) * 1000).toISOString();
    const contacts: SeedContact[] = [];
    if (isCompany) {
      const count = random.int(1, 3);
      for (let c = 0; c < count; c += 1) {
        const contact = c === 0 ? owner : person(random);
        contacts.push({
          first_name: contact.first,
          last_name: contact.last,
          position:
            c === 0
              ? random.pick(['Właściciel', 'Prezes Zarządu', 'Dyrektor Handlowy'])
              : random.pick(POSITIONS),
          phone: phone(random),
          email: `${ascii(contact.first)}.${ascii(contact.last)}@${domain}`,
          is_primary: c === 0,
        });
      }
    }
    const consents: SeedConsent[] = [];
    for (const channel of ['email', 'sms', 'phone'] as const) {
      if (!random.chance(0.6)) continue;
      const recordedAt = new Date(Date.parse(createdAt) + random.int(0, 30 * 24 * 3600) * 1000).toISOString();
      consents.push({
        channel,
        granted: random.chance(0.85),
        recorded_at: recordedAt,
        source: random.pick(['form', 'phone', 'paper', 'email', 'meeting']),
        text_version: random.pick(['2024-01', '2025-03']),
      });
    }
    const tags = [...new Set(Array.from({ length: random.int(0, 2) }, () => random.pick(TAGS)))];
    clients.push({
      id: options.idPrefix ? `${options.idPrefix}${String(i + 1).padStart(12, '0')}` : randomUUID(),
      org_id: options.orgId,
      kind,
      name,
      first_name: isCompany ? null : owner.first,
      last_name: isCompany ? null : owner.last,
      nip: isCompany ? makeNip(random) : null,
      regon: isCompany ? makeRegon(random) : random.chance(0.1) ? makeRegon(random) : null,
      krs,
      pesel: !isCompany && random.chance(0.6) ? makePesel(random, owner.female) : null,
      email: isCompany
        ? `biuro@${domain}`
        : `${ascii(owner.first)}.${ascii(owner.last)}${random.int(1, 99)}@${domain}`,
      phone: phone(random),
      street: random.pick(STREETS),
      building_no: `${random.int(1, 150)}${random.chance(0.15) ? random.pick(['A', 'B', 'C']) : ''}`,
      apartment_no: !isCompany && random.chance(0.5) ? String(random.int(1, 80)) : null,
      postal_code: `${postal.slice(0, 2)}-${postal.slice(2)}`,
      city: place.city,
      voivodeship: place.voivodeship,
      status: random.pick(STATUSES),
      owner_id: options.ownerId,
      payment_term_days: random.pick([7, 14, 14, 21, 30, 30, 45, 60]),
      credit_limit: isCompany
        ? String(random.pick([0, 5000, 10000, 25000, 50000, 100000, 250000])) + '.00'
        : null,
      tags,
      notes: random.chance(0.1) ? 'Dostawy tylko w dni robocze do 14:00.' : null,
      created_at: createdAt,
      contacts,
      consents,
    });
  }
  return clients;
}

const CLIENT_COLUMNS = `id uuid, org_id uuid, code text, kind text, name text, first_name text, last_name text,
  nip text, regon text, krs text, pesel text, email text, phone text, street text, building_no text,
  apartment_no text, postal_code text, city text, voivodeship text, status text, owner_id uuid,
  payment_term_days integer, credit_limit numeric, tags text[], notes text, created_at timestamptz`;
const CLIENT_NAMES = `id, org_id, code, kind, name, first_name, last_name, nip, regon, krs, pesel, email, phone, street,
  building_no, apartment_no, postal_code, city, voivodeship, status, owner_id, payment_term_days, credit_limit, tags,
  notes, created_at, updated_at`;
const CLIENT_TABLES = ['clients', 'client_contacts', 'client_consents'] as const;

/**
 * Inserts one organization's clients with their contacts and consents, in batches of one statement per table
 * (rows as one JSON parameter). Row triggers cost PGlite about 3 ms a row, so they are switched off inside this
 * transaction (and the foreign key checks too, for a superuser) and their work is done set-wise: codes continue the organization's counter, contacts and consents
 * get the organization, and every row gets its audit entry (changed_by NULL: the system).
 */
export async function insertClients(
  tx: Queryable,
  orgId: string,
  clients: readonly SeedClient[],
): Promise<void> {
  if (clients.length === 0) return;
  // A superuser (PGlite, a local server) skips the foreign key checks too: the rows are generated valid.
  const { rows: roles } = await tx.query<{ super: boolean }>(
    'SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user',
  );
  const replica = roles[0]?.super === true;
  if (replica) await tx.query('SET LOCAL session_replication_role = replica');
  else for (const table of CLIENT_TABLES) await tx.query(`ALTER TABLE public.${table} DISABLE TRIGGER USER`);
  const { rows } = await tx.query<{ last: string }>(
    `INSERT INTO public.client_code_counters AS c (org_id, last_value) VALUES ($1, $2)
     ON CONFLICT (org_id) DO UPDATE SET last_value = c.last_value + $2
     RETURNING last_value - $2 AS last`,
    [orgId, clients.length],
  );
  const first = Number(rows[0]!.last) + 1;
  for (let start = 0; start < clients.length; start += BATCH) {
    const batch = clients.slice(start, start + BATCH);
    const rows = batch.map(({ contacts: _contacts, consents: _consents, ...client }, i) => ({
      ...client,
      org_id: orgId,
      code: `KL-${String(first + start + i).padStart(6, '0')}`,
    }));
    const ids = batch.map((client) => client.id);
    await tx.query(
      `INSERT INTO public.clients (${CLIENT_NAMES})
       SELECT ${CLIENT_NAMES.replace('updated_at', 'created_at')}
       FROM jsonb_to_recordset($1::jsonb) AS r(${CLIENT_COLUMNS})`,
      [JSON.stringify(rows)],
    );
    const contacts = batch.flatMap((client) => client.contacts.map((c) => ({ ...c, client_id: client.id })));
    const consents = batch.flatMap((client) => client.consents.map((c) => ({ ...c, client_id: client.id })));
    await tx.query(
      `INSERT INTO public.client_contacts (client_id, org_id, first_name, last_name, position, phone, email, is_primary)
       SELECT client_id, $2, first_name, last_name, position, phone, email, is_primary
       FROM jsonb_to_recordset($1::jsonb) AS r(client_id uuid, first_name text, last_name text, position text,
         phone text, email text, is_primary boolean)`,
      [JSON.stringify(contacts), orgId],
    );
    await tx.query(
      `INSERT INTO public.client_consents (client_id, org_id, channel, granted, recorded_at, source, text_version)
       SELECT client_id, $2, channel, granted, recorded_at, source, text_version
       FROM jsonb_to_recordset($1::jsonb) AS r(client_id uuid, channel text, granted boolean,
         recorded_at timestamptz, source text, text_version text)`,
      [JSON.stringify(consents), orgId],
    );
    await tx.query(
      `INSERT INTO public.audit_log (table_name, row_id, org_id, client_id, action, new_data, changed_at)
       SELECT 'clients', c.id, c.org_id, c.id, 'INSERT', to_jsonb(c), c.created_at
         FROM public.clients c WHERE c.id = ANY($1::uuid[])
       UNION ALL
       SELECT 'client_contacts', k.id, k.org_id, k.client_id, 'INSERT', to_jsonb(k), k.created_at
         FROM public.client_contacts k WHERE k.client_id = ANY($1::uuid[])
       UNION ALL
       SELECT 'client_consents', s.id, s.org_id, s.client_id, 'INSERT', to_jsonb(s), s.recorded_at
         FROM public.client_consents s WHERE s.client_id = ANY($1::uuid[])`,
      [ids],
    );
  }
  if (replica) await tx.query('SET LOCAL session_replication_role = DEFAULT');
  else for (const table of CLIENT_TABLES) await tx.query(`ALTER TABLE public.${table} ENABLE TRIGGER USER`);
}

/** The demo handlowiec's profile in an organization, the owner of seeded clients; null without one. */
export async function findHandlowiecProfile(db: Queryable, orgId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT p.id FROM public.profiles p JOIN auth.users u ON u.id = p.user_id
     WHERE p.org_id = $1 AND p.role = 'handlowiec'
     ORDER BY (u.email = $2::public.citext) DESC, p.created_at LIMIT 1`,
    [orgId, DEMO_HANDLOWIEC_EMAIL],
  );
  return rows[0]?.id ?? null;
}

/**
 * Gives the demo organization its 2,000 clients once; a later start finds them (by their id range) and
 * leaves the data alone, including clients users have changed or deleted since. The demo klient user is
 * linked to the first company. Returns how many clients were added.
 */
export async function seedDemoClients(db: Database, orgId: string): Promise<number> {
  const { rows } = await db.query<{ present: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM public.clients
       WHERE id BETWEEN $1::uuid AND $2::uuid
     ) AS present`,
    [`${DEMO_ID_PREFIX}000000000000`, `${DEMO_ID_PREFIX}ffffffffffff`],
  );
  if (rows[0]?.present) return 0;
  return db.transaction(async (tx) => {
    const ownerId = await findHandlowiecProfile(tx, orgId);
    const clients = generateClients({
      count: DEMO_CLIENT_COUNT,
      seed: DEMO_SEED,
      orgId,
      ownerId,
      idPrefix: DEMO_ID_PREFIX,
    });
    // The demo klient's company is an active client: a blocked one is offered nowhere (price lists, requests).
    const firstCompany = clients.find((client) => client.kind === 'company')!;
    firstCompany.status = 'active';
    await insertClients(tx, orgId, clients);
    await tx.query(
      `UPDATE public.profiles p SET client_id = $2
       FROM auth.users u
       WHERE u.id = p.user_id AND u.email = $3::public.citext AND p.org_id = $1 AND p.role = 'klient'
         AND p.client_id IS NULL`,
      [orgId, firstCompany.id, DEMO_KLIENT_EMAIL],
    );
    return clients.length;
  });
}

/**
 * Adds `count` more clients to an organization, in transactions of 10,000 (measurements: `npm run seed:large`,
 * `npm run bench:clients`). The seed follows the clients already there, so repeated runs add different clients.
 */
export async function seedManyClients(
  db: Database,
  orgId: string,
  count: number,
  onProgress?: (done: number) => void,
): Promise<void> {
  const ownerId = await findHandlowiecProfile(db, orgId);
  const { rows } = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM public.clients WHERE org_id = $1',
    [orgId],
  );
  const already = Number(rows[0]!.n);
  const chunk = 10_000;
  for (let done = 0; done < count; done += chunk) {
    const clients = generateClients({
      count: Math.min(chunk, count - done),
      seed: DEMO_SEED + already + done + 1,
      orgId,
      ownerId,
    });
    await db.transaction((tx) => insertClients(tx, orgId, clients));
    onProgress?.(done + clients.length);
  }
}
