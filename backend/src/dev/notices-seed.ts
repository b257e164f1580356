import { ean13CheckDigit, zonedInstant, type DeliveryNoticeStatus } from '@rampa/domain';
import type { Database, Queryable } from '../db/types';
import { createRandom } from './clients-seed';

/**
 * The demo organization's logistics: ten product categories with about thirty products (valid EANs), the
 * warehouses Stryków (4 ramps) and Gdańsk (3 ramps), and about 1,500 delivery notices over the past eight
 * weeks and the next two, in every status, with goods lines and the history of their status changes. Slots
 * are laid out ramp by ramp inside the opening hours, so no two ramp-holding notices overlap and every
 * database rule holds. A seeded PRNG makes each run the same, relative to the day it runs.
 */

const DEMO_SEED = 20_261_124;
const TIME_ZONE = 'Europe/Warsaw';
const WEEKDAY_HOURS = { open: '06:00', close: '22:00' };
const SATURDAY_HOURS = { open: '07:00', close: '15:00' };
const OPENING_HOURS = {
  '1': WEEKDAY_HOURS,
  '2': WEEKDAY_HOURS,
  '3': WEEKDAY_HOURS,
  '4': WEEKDAY_HOURS,
  '5': WEEKDAY_HOURS,
  '6': SATURDAY_HOURS,
  '7': null,
};

export const DEMO_WAREHOUSES = [
  {
    code: 'STR',
    name: 'Centrum Dystrybucyjne Stryków',
    address: 'ul. Magazynowa 4, 95-010 Stryków',
    ramps: [
      { code: 'R1', name: 'Rampa 1', kind: 'unloading' },
      { code: 'R2', name: 'Rampa 2', kind: 'unloading' },
      { code: 'R3', name: 'Rampa 3', kind: 'both' },
      { code: 'R4', name: 'Rampa 4', kind: 'loading' },
    ],
  },
  {
    code: 'GDA',
    name: 'Magazyn Gdańsk Port',
    address: 'ul. Kontenerowa 12, 80-601 Gdańsk',
    ramps: [
      { code: 'G1', name: 'Brama 1', kind: 'unloading' },
      { code: 'G2', name: 'Brama 2', kind: 'both' },
      { code: 'G3', name: 'Brama 3', kind: 'loading' },
    ],
  },
] as const;

/** Category → products: [SKU, name, unit, net price, VAT]. */
const CATALOGUE: Record<string, [string, string, string, number, string][]> = {
  'Cement i zaprawy': [
    ['CEM-325-25', 'Cement portlandzki CEM I 32,5R 25 kg', 'opak.', 18.99, '23'],
    ['CEM-425-25', 'Cement CEM II/B-S 42,5N 25 kg', 'opak.', 21.49, '23'],
    ['ZAP-MUR-25', 'Zaprawa murarska M10 25 kg', 'opak.', 14.2, '23'],
  ],
  'Ściany i bloczki': [
    ['BLK-SIL-24', 'Bloczek silikatowy 24 cm', 'szt.', 9.85, '23'],
    ['BLK-BK-12', 'Bloczek betonu komórkowego 12 cm', 'szt.', 7.4, '23'],
    ['CEG-PEL-65', 'Cegła pełna ceramiczna 65 mm', 'szt.', 1.95, '23'],
  ],
  Izolacje: [
    ['STY-EPS-10', 'Styropian fasadowy EPS 040 10 cm', 'm3', 245.0, '23'],
    ['WEL-MIN-15', 'Wełna mineralna 15 cm (rolka)', 'm2', 19.6, '23'],
    ['FOL-PAR-02', 'Folia paroizolacyjna 0,2 mm', 'm2', 1.35, '23'],
  ],
  'Stal zbrojeniowa': [
    ['PRE-12-B', 'Pręt żebrowany fi 12 B500SP', 't', 3890.0, '23'],
    ['SIA-ZGR-6', 'Siatka zgrzewana fi 6 oczko 15 cm', 'szt.', 64.9, '23'],
    ['DRU-WIA-1', 'Drut wiązałkowy 1,2 mm', 'kg', 8.7, '23'],
  ],
  'Drewno i płyty': [
    ['OSB-18-3', 'Płyta OSB/3 18 mm 2500×1250', 'szt.', 109.0, '23'],
    ['KAN-KVH-16', 'Kantówka KVH 60×160 mm', 'm', 34.5, '23'],
    ['GK-125-BL', 'Płyta gipsowo-kartonowa 12,5 mm', 'szt.', 27.9, '23'],
  ],
  'Chemia budowlana': [
    ['KLE-PLY-25', 'Klej do płytek C2TE 25 kg', 'opak.', 39.9, '23'],
    ['GRU-UNI-5', 'Grunt uniwersalny 5 l', 'opak.', 29.5, '23'],
    ['PIA-MON-750', 'Pianka montażowa 750 ml', 'szt.', 22.4, '23'],
  ],
  'Opakowania kartonowe': [
    ['KAR-3W-600', 'Karton klapowy 3W 600×400×400', 'szt.', 3.1, '23'],
    ['KAR-5W-800', 'Karton klapowy 5W 800×600×600', 'szt.', 6.75, '23'],
  ],
  'Folie i taśmy': [
    ['STR-23-15', 'Folia stretch 23 µm 1,5 kg', 'szt.', 19.9, '23'],
    ['TAS-PP-48', 'Taśma pakowa PP 48 mm × 66 m', 'opak.', 32.0, '23'],
    ['TAS-PET-16', 'Taśma PET do spinania 16 mm', 'kg', 12.8, '23'],
  ],
  'Palety i nośniki': [
    ['PAL-EUR-1', 'Paleta EUR EPAL 1200×800', 'paleta', 62.0, '23'],
    ['PAL-JED-1', 'Paleta jednorazowa 1200×1000', 'paleta', 28.5, '23'],
    ['SKR-KOM-1', 'Skrzynia paletowa składana', 'szt.', 410.0, '23'],
  ],
  'Artykuły spożywcze (hurt)': [
    ['CUK-BIA-25', 'Cukier biały 25 kg', 'opak.', 78.0, '5'],
    ['MAK-TOR-5', 'Mąka pszenna typ 650 5 kg', 'opak.', 11.9, '5'],
    ['WOD-MIN-15', 'Woda mineralna 1,5 l (zgrzewka 6 szt.)', 'opak.', 9.6, '8'],
  ],
};

const CARRIERS = [
  'Raben Logistics Polska Sp. z o.o.',
  'Pekaes Sp. z o.o.',
  'DSV Road Sp. z o.o.',
  'Dachser Sp. z o.o.',
  'Trans-Pol Kowalski i Wspólnicy Sp.j.',
  'Rohlig Suus Logistics S.A.',
  'JAS-FBG S.A.',
  'Transport Ciężarowy Adam Nowicki',
  'Cargo-Trans Gdańsk Sp. z o.o.',
  'Fiege Sp. z o.o.',
];
const PLATE_PREFIXES = [
  'WA',
  'WE',
  'WX',
  'EL',
  'ELW',
  'EZG',
  'ESK',
  'PO',
  'PZ',
  'KR',
  'GD',
  'GA',
  'GDA',
  'DW',
  'SK',
  'CB',
  'LU',
  'BI',
  'ZS',
  'TK',
];
const FIRST_NAMES = [
  'Marek',
  'Paweł',
  'Krzysztof',
  'Tomasz',
  'Grzegorz',
  'Andrzej',
  'Michał',
  'Łukasz',
  'Wojciech',
  'Jarosław',
  'Zbigniew',
  'Dariusz',
];
const LAST_NAMES = [
  'Kowalski',
  'Wiśniewski',
  'Wójcik',
  'Kamiński',
  'Lewandowski',
  'Zieliński',
  'Szymański',
  'Woźniak',
  'Dąbrowski',
  'Kozłowski',
  'Jankowski',
  'Mazur',
];
const LETTERS = 'ACEFHJKLMNPRSTUVWXY';

type Random = ReturnType<typeof createRandom>;

function plate(random: Random): string {
  const prefix = random.pick(PLATE_PREFIXES);
  const rest = prefix.length === 2 ? 5 : 4;
  let tail = random.digits(rest - 2);
  tail += random.chance(0.5)
    ? random.digits(2)
    : `${LETTERS[random.int(0, LETTERS.length - 1)]}${random.digits(1)}`;
  return `${prefix}${tail}`;
}

function ean(random: Random): string {
  const body = `590${random.digits(9)}`;
  return `${body}${ean13CheckDigit(body)}`;
}

function phone(random: Random): string {
  return `+48 ${random.pick(['501', '502', '601', '604', '691', '722', '783', '880'])} ${random.digits(3)} ${random.digits(3)}`;
}

/** Calendar date "YYYY-MM-DD" in Warsaw of `instant` shifted by `days`. */
function warsawDate(instant: Date, days: number): string {
  const shifted = new Date(instant.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE }).format(shifted);
}

interface SeedNotice {
  id: string;
  warehouse_id: string;
  ramp_id: string | null;
  client_id: string;
  direction: 'inbound' | 'outbound';
  status: DeliveryNoticeStatus;
  planned_start: string;
  planned_end: string;
  carrier_name: string;
  truck_plate: string;
  trailer_plate: string | null;
  driver_profile_id: string | null;
  driver_name: string | null;
  driver_phone: string | null;
  pallets: number;
  weight_kg: number;
  adr: boolean;
  reference_numbers: string[];
  notes: string | null;
  arrived_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  rejection_reason: string | null;
  created_at: string;
  created_by: string | null;
}

const PATHS: Record<DeliveryNoticeStatus, DeliveryNoticeStatus[]> = {
  draft: ['draft'],
  submitted: ['draft', 'submitted'],
  confirmed: ['draft', 'submitted', 'confirmed'],
  arrived: ['draft', 'submitted', 'confirmed', 'arrived'],
  in_progress: ['draft', 'submitted', 'confirmed', 'arrived', 'in_progress'],
  completed: ['draft', 'submitted', 'confirmed', 'arrived', 'in_progress', 'completed'],
  rejected: ['draft', 'submitted', 'rejected'],
  cancelled: ['draft', 'submitted', 'cancelled'],
  no_show: ['draft', 'submitted', 'confirmed', 'no_show'],
};

const REJECTIONS = [
  'Brak wolnej rampy w tym oknie, proszę o termin po 14:00',
  'Magazyn nie przyjmuje towaru ADR w tym dniu',
  'Niekompletne dane awizacji (brak nr WZ)',
];
const CANCEL_COMMENTS = ['Klient przesunął zamówienie', 'Zmiana przewoźnika', 'Towar niegotowy do wysyłki'];

/**
 * Which trucks of the last few days are still on the yard: the first past notices of those days always are (one
 * arrived, one being unloaded), so the demo has every status whatever the day and hour it is seeded at.
 */
interface Yard {
  arrived: boolean;
  in_progress: boolean;
}

function statusOf(
  random: Random,
  dayOffset: number,
  endsBeforeNow: boolean,
  startsBeforeNow: boolean,
  yard: Yard,
) {
  const r = random.next();
  if (dayOffset < 0 || endsBeforeNow) {
    // In the last few days some trucks are still on the yard: the warehouse has not closed them yet.
    if (dayOffset >= -3) {
      const onYard = !yard.arrived ? 'arrived' : !yard.in_progress ? 'in_progress' : null;
      if (onYard) {
        yard[onYard] = true;
        return onYard;
      }
      if (r > 0.9) return r > 0.95 ? 'in_progress' : 'arrived';
    }
    if (r < 0.78) return 'completed';
    if (r < 0.84) return 'cancelled';
    if (r < 0.9) return 'rejected';
    return 'no_show';
  }
  if (startsBeforeNow) return r < 0.5 ? 'in_progress' : 'arrived';
  if (dayOffset === 0) return r < 0.8 ? 'confirmed' : r < 0.9 ? 'submitted' : 'cancelled';
  if (dayOffset <= 3)
    return r < 0.65 ? 'confirmed' : r < 0.85 ? 'submitted' : r < 0.93 ? 'draft' : 'rejected';
  return r < 0.35 ? 'confirmed' : r < 0.7 ? 'submitted' : r < 0.9 ? 'draft' : 'cancelled';
}

export interface NoticeSeedContext {
  orgId: string;
  warehouses: { id: string; ramps: { id: string; kind: string }[] }[];
  clientIds: string[];
  productIds: string[];
  driverProfileId: string | null;
  createdBy: string | null;
}

/**
 * Notices on the slot grid of every open day from `fromDay` to `toDay` (days relative to `now`), about
 * `perRampDay` a ramp a day, plus lines and events.
 */
export function generateNotices(
  context: NoticeSeedContext,
  options: { now: Date; fromDay: number; toDay: number; perRampDay: number; seed: number },
) {
  const random = createRandom(options.seed);
  const yard: Yard = { arrived: false, in_progress: false };
  const notices: SeedNotice[] = [];
  const items: {
    notice_id: string;
    product_id: string;
    quantity: number;
    received_quantity: number | null;
  }[] = [];
  const events: {
    notice_id: string;
    from_status: string | null;
    to_status: string;
    comment: string | null;
    created_at: string;
  }[] = [];
  let serial = 0;
  for (let day = options.fromDay; day <= options.toDay; day++) {
    const date = warsawDate(options.now, day);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const hours = weekday === 0 ? null : weekday === 6 ? SATURDAY_HOURS : WEEKDAY_HOURS;
    if (!hours) continue;
    const open = Number(hours.open.slice(0, 2)) * 60;
    const close = Number(hours.close.slice(0, 2)) * 60;
    for (const warehouse of context.warehouses) {
      for (const ramp of warehouse.ramps) {
        const count = Math.max(
          0,
          Math.round(options.perRampDay * (weekday === 6 ? 0.4 : 1) + random.int(-1, 1)),
        );
        let cursor = open + random.int(0, 4) * 30;
        for (let k = 0; k < count; k++) {
          const duration = random.pick([30, 60, 60, 90, 120]);
          if (cursor + duration > close) break;
          const start = zonedInstant(date, cursor, TIME_ZONE);
          const end = zonedInstant(date, cursor + duration, TIME_ZONE);
          cursor += duration + random.pick([0, 30, 30, 60, 90, 120]);
          const direction =
            ramp.kind === 'loading'
              ? 'outbound'
              : ramp.kind === 'unloading'
                ? 'inbound'
                : random.chance(0.5)
                  ? 'inbound'
                  : 'outbound';
          const status = statusOf(
            random,
            day,
            end <= options.now,
            start <= options.now,
            yard,
          ) as DeliveryNoticeStatus;
          serial += 1;
          const id = `de000002-0000-4000-8000-${serial.toString(16).padStart(12, '0')}`;
          const createdAt = new Date(
            start.getTime() - random.int(1, 9) * 86_400_000 - random.int(0, 480) * 60_000,
          );
          const ownDriver = context.driverProfileId !== null && random.chance(0.25);
          const arrived = ['arrived', 'in_progress', 'completed'].includes(status)
            ? new Date(start.getTime() + random.int(-20, 25) * 60_000)
            : null;
          const started =
            ['in_progress', 'completed'].includes(status) && arrived
              ? new Date(arrived.getTime() + random.int(5, 30) * 60_000)
              : null;
          const completed =
            status === 'completed' && started
              ? new Date(started.getTime() + random.int(20, duration) * 60_000)
              : null;
          const order = `ZAM/${date.slice(0, 4)}/${random.digits(5)}`;
          notices.push({
            id,
            warehouse_id: warehouse.id,
            ramp_id:
              ['draft', 'submitted', 'cancelled'].includes(status) && random.chance(0.5) ? null : ramp.id,
            client_id: random.pick(context.clientIds),
            direction,
            status,
            planned_start: start.toISOString(),
            planned_end: end.toISOString(),
            carrier_name: random.pick(CARRIERS),
            truck_plate: plate(random),
            trailer_plate: random.chance(0.8) ? plate(random) : null,
            driver_profile_id: ownDriver ? context.driverProfileId : null,
            driver_name: ownDriver ? null : `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
            driver_phone: ownDriver ? null : phone(random),
            pallets: random.int(1, 33),
            weight_kg: random.int(4, 240) * 100,
            adr: random.chance(0.05),
            reference_numbers: random.chance(0.7)
              ? [order, `WZ ${random.digits(4)}/${date.slice(5, 7)}/${date.slice(0, 4)}`]
              : [order],
            notes: random.chance(0.15)
              ? random.pick([
                  'Towar na paletach EUR, nie piętrować',
                  'Kierowca z HDS',
                  'Wymagany wózek widłowy z przesuwem bocznym',
                  'Proszę o kontakt 30 min przed przyjazdem',
                ])
              : null,
            arrived_at: arrived?.toISOString() ?? null,
            started_at: started?.toISOString() ?? null,
            completed_at: completed?.toISOString() ?? null,
            rejection_reason: status === 'rejected' ? random.pick(REJECTIONS) : null,
            created_at: createdAt.toISOString(),
            created_by: context.createdBy,
          });
          const lines = random.int(1, 3);
          const used = new Set<string>();
          for (let l = 0; l < lines; l++) {
            const productId = random.pick(context.productIds);
            if (used.has(productId)) continue;
            used.add(productId);
            const quantity = random.int(1, 40) * 5;
            items.push({
              notice_id: id,
              product_id: productId,
              quantity,
              received_quantity:
                status === 'completed' ? (random.chance(0.9) ? quantity : quantity - random.int(1, 4)) : null,
            });
          }
          // The history: created as a draft, then each step in time order up to the status.
          const path = PATHS[status];
          const stepTimes = [createdAt.getTime(), createdAt.getTime() + random.int(10, 240) * 60_000];
          path.forEach((to, i) => {
            const when =
              to === 'arrived'
                ? arrived!.getTime()
                : to === 'in_progress'
                  ? started!.getTime()
                  : to === 'completed'
                    ? completed!.getTime()
                    : to === 'no_show'
                      ? end.getTime() + 30 * 60_000
                      : to === 'confirmed' || to === 'rejected'
                        ? Math.min(start.getTime() - 3_600_000, stepTimes[1]! + random.int(30, 600) * 60_000)
                        : to === 'cancelled'
                          ? Math.min(
                              start.getTime() - 1_800_000,
                              stepTimes[1]! + random.int(60, 2000) * 60_000,
                            )
                          : stepTimes[Math.min(i, 1)]!;
            events.push({
              notice_id: id,
              from_status: i === 0 ? null : path[i - 1]!,
              to_status: to,
              comment:
                to === 'cancelled'
                  ? random.pick(CANCEL_COMMENTS)
                  : to === 'rejected'
                    ? 'Odrzucona przez magazyn'
                    : null,
              created_at: new Date(Math.max(when, createdAt.getTime())).toISOString(),
            });
          });
        }
      }
    }
  }
  notices.sort((a, b) => a.created_at.localeCompare(b.created_at));
  return { notices, items, events };
}

/** Inserts generated notices (their triggers number them and check every rule), lines and history. */
export async function insertNotices(
  tx: Queryable,
  generated: ReturnType<typeof generateNotices>,
): Promise<void> {
  const BATCH = 2000;
  // History, not news: no notifications for these events (migration 1795346000000_notice_notifications).
  await tx.query("SELECT set_config('rampa.notifications', 'off', true)");
  for (let i = 0; i < generated.notices.length; i += BATCH) {
    const batch = generated.notices.slice(i, i + BATCH);
    await tx.query(
      `INSERT INTO public.delivery_notices (id, warehouse_id, ramp_id, client_id, direction, status, planned_start,
         planned_end, carrier_name, truck_plate, trailer_plate, driver_profile_id, driver_name, driver_phone, pallets,
         weight_kg, adr, reference_numbers, notes, arrived_at, started_at, completed_at, rejection_reason, created_at,
         created_by, updated_at)
       SELECT id, warehouse_id, ramp_id, client_id, direction, status, planned_start, planned_end, carrier_name,
         truck_plate, trailer_plate, driver_profile_id, driver_name, driver_phone, pallets, weight_kg, adr,
         reference_numbers, notes, arrived_at, started_at, completed_at, rejection_reason, created_at, created_by,
         greatest(created_at, coalesce(completed_at, started_at, arrived_at, created_at))
       FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, warehouse_id uuid, ramp_id uuid, client_id uuid,
         direction text, status text, planned_start timestamptz, planned_end timestamptz, carrier_name text,
         truck_plate text, trailer_plate text, driver_profile_id uuid, driver_name text, driver_phone text,
         pallets int, weight_kg numeric, adr boolean, reference_numbers text[], notes text, arrived_at timestamptz,
         started_at timestamptz, completed_at timestamptz, rejection_reason text, created_at timestamptz,
         created_by uuid)
       ORDER BY created_at`,
      [JSON.stringify(batch)],
    );
    const ids = batch.map((n) => n.id);
    const idSet = new Set(ids);
    // The insert trigger wrote one event per notice; the generated history replaces it.
    await tx.query('DELETE FROM public.delivery_notice_events WHERE notice_id = ANY($1::uuid[])', [ids]);
    await tx.query(
      `INSERT INTO public.delivery_notice_events (org_id, notice_id, from_status, to_status, comment, created_at)
       SELECT n.org_id, r.notice_id, r.from_status, r.to_status, r.comment, r.created_at
       FROM jsonb_to_recordset($1::jsonb) AS r(notice_id uuid, from_status text, to_status text, comment text,
         created_at timestamptz)
       JOIN public.delivery_notices n ON n.id = r.notice_id`,
      [JSON.stringify(generated.events.filter((e) => idSet.has(e.notice_id)))],
    );
    await tx.query(
      `INSERT INTO public.delivery_notice_items (notice_id, product_id, quantity, received_quantity)
       SELECT notice_id, product_id, quantity, received_quantity
       FROM jsonb_to_recordset($1::jsonb) AS r(notice_id uuid, product_id uuid, quantity numeric,
         received_quantity numeric)`,
      [JSON.stringify(generated.items.filter((e) => idSet.has(e.notice_id)))],
    );
  }
}

async function ensureCatalogue(tx: Queryable, orgId: string): Promise<string[]> {
  const random = createRandom(DEMO_SEED + 1);
  let order = 0;
  for (const [category, products] of Object.entries(CATALOGUE)) {
    order += 1;
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO public.product_categories (org_id, name, sort_order) VALUES ($1, $2, $3) RETURNING id`,
      [orgId, category, order],
    );
    for (const [sku, name, unit, price, vat] of products) {
      await tx.query(
        `INSERT INTO public.products (org_id, sku, ean, name, category_id, unit, net_price, vat_rate)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (org_id, sku) DO NOTHING`,
        [orgId, sku, ean(random), name, rows[0]!.id, unit, price, vat],
      );
    }
  }
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id FROM public.products WHERE org_id = $1 ORDER BY sku',
    [orgId],
  );
  return rows.map((r) => r.id);
}

async function ensureWarehouses(tx: Queryable, orgId: string): Promise<NoticeSeedContext['warehouses']> {
  const result: NoticeSeedContext['warehouses'] = [];
  for (const w of DEMO_WAREHOUSES) {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO public.warehouses (org_id, code, name, address, opening_hours, slot_minutes)
       VALUES ($1, $2, $3, $4, $5, 30) RETURNING id`,
      [orgId, w.code, w.name, w.address, JSON.stringify(OPENING_HOURS)],
    );
    const ramps = [];
    for (const r of w.ramps) {
      const ramp = await tx.query<{ id: string }>(
        `INSERT INTO public.ramps (warehouse_id, code, name, kind) VALUES ($1, $2, $3, $4) RETURNING id`,
        [rows[0]!.id, r.code, r.name, r.kind],
      );
      ramps.push({ id: ramp.rows[0]!.id, kind: r.kind as string });
    }
    result.push({ id: rows[0]!.id, ramps });
  }
  return result;
}

async function contextOf(tx: Queryable, orgId: string) {
  const clients = await tx.query<{ id: string }>(
    `SELECT id FROM public.clients WHERE org_id = $1 AND kind = 'company' AND status IN ('active', 'lead')
     ORDER BY code LIMIT 150`,
    [orgId],
  );
  const driver = await tx.query<{ id: string }>(
    `SELECT p.id FROM public.profiles p JOIN auth.users u ON u.id = p.user_id
     WHERE p.org_id = $1 AND p.role = 'kierowca' ORDER BY (u.email = 'kierowca@demo.rampa.pl') DESC, p.created_at LIMIT 1`,
    [orgId],
  );
  const creator = await tx.query<{ user_id: string }>(
    `SELECT p.user_id FROM public.profiles p WHERE p.org_id = $1 AND p.role = 'handlowiec' ORDER BY p.created_at LIMIT 1`,
    [orgId],
  );
  // The demo klient's company gets a share of the notices, so his area is not empty.
  const klient = await tx.query<{ client_id: string }>(
    `SELECT client_id FROM public.profiles WHERE org_id = $1 AND role = 'klient' AND client_id IS NOT NULL LIMIT 1`,
    [orgId],
  );
  const clientIds = clients.rows.map((r) => r.id);
  if (klient.rows[0]) for (let i = 0; i < 8; i++) clientIds.push(klient.rows[0].client_id);
  return {
    clientIds,
    driverProfileId: driver.rows[0]?.id ?? null,
    createdBy: creator.rows[0]?.user_id ?? null,
  };
}

/**
 * Gives the demo organization its catalogue, warehouses and notices once: a later start finds the Stryków
 * warehouse and leaves everything as users have changed it. Returns how many notices were added.
 */
export async function seedDemoNotices(db: Database, orgId: string, now = new Date()): Promise<number> {
  const { rows } = await db.query(`SELECT 1 FROM public.warehouses WHERE org_id = $1 AND code = 'STR'`, [
    orgId,
  ]);
  if (rows.length > 0) return 0;
  return db.transaction(async (tx) => {
    const productIds = await ensureCatalogue(tx, orgId);
    const warehouses = await ensureWarehouses(tx, orgId);
    const context = await contextOf(tx, orgId);
    if (context.clientIds.length === 0) return 0;
    const generated = generateNotices(
      { orgId, warehouses, productIds, ...context },
      { now, fromDay: -56, toDay: 14, perRampDay: 3.5, seed: DEMO_SEED },
    );
    await insertNotices(tx, generated);
    return generated.notices.length;
  });
}

/**
 * Adds about `count` notices to an organization with the demo warehouses, spread back in time from
 * `now` (measurements: `npm run seed:large -- --notices 1000000`, `npm run bench:notices`). Past notices end
 * completed, cancelled, rejected or no-show, which hold no ramp, so batches never collide.
 */
export async function seedManyNotices(
  db: Database,
  orgId: string,
  count: number,
  onProgress?: (done: number) => void,
): Promise<void> {
  const setup = await db.query<{ id: string }>(
    `SELECT id FROM public.warehouses WHERE org_id = $1 AND code = 'STR'`,
    [orgId],
  );
  if (setup.rows.length === 0) await seedDemoNotices(db, orgId);
  const warehouses = (
    await db.query<{ id: string; ramps: { id: string; kind: string }[] }>(
      `SELECT w.id, json_agg(json_build_object('id', r.id, 'kind', r.kind)) AS ramps
       FROM public.warehouses w JOIN public.ramps r ON r.warehouse_id = w.id
       WHERE w.org_id = $1 GROUP BY w.id`,
      [orgId],
    )
  ).rows;
  const productIds = (
    await db.query<{ id: string }>('SELECT id FROM public.products WHERE org_id = $1', [orgId])
  ).rows.map((r) => r.id);
  const context = await contextOf(db, orgId);
  if (context.clientIds.length === 0 || productIds.length === 0) {
    throw new Error(
      'the organization has no clients: start the server once (demo seed) or add --count first',
    );
  }
  const existing = Number(
    (
      await db.query<{ n: string }>('SELECT count(*) AS n FROM public.delivery_notices WHERE org_id = $1', [
        orgId,
      ])
    ).rows[0]!.n,
  );
  const rampCount = warehouses.reduce((n, w) => n + w.ramps.length, 0);
  const perRampDay = 8;
  let done = 0;
  // Each round covers a block of past days, older each round, so ids and windows stay distinct.
  let round = 0;
  while (done < count) {
    const days = Math.max(1, Math.ceil(Math.min(10_000, count - done) / (rampCount * perRampDay)));
    const toDay = -60 - round * 400 - 1;
    const fromDay = toDay - Math.min(days, 399);
    const generated = generateNotices(
      { orgId, warehouses, productIds, ...context },
      { now: new Date(), fromDay, toDay, perRampDay, seed: DEMO_SEED + existing + round + 7 },
    );
    // Unique ids per round; past windows end before now, so statuses are final.
    const prefix = (0xe0000000 + ((existing + round) % 0x0fffffff)).toString(16);
    const remap = new Map<string, string>();
    const take = generated.notices.slice(0, count - done);
    for (const n of take) {
      const id = `${prefix}-${n.id.slice(9)}`;
      remap.set(n.id, id);
      n.id = id;
    }
    await db.transaction((tx) =>
      insertNotices(tx, {
        notices: take,
        items: generated.items
          .filter((i) => remap.has(i.notice_id))
          .map((i) => ({ ...i, notice_id: remap.get(i.notice_id)! })),
        events: generated.events
          .filter((e) => remap.has(e.notice_id))
          .map((e) => ({ ...e, notice_id: remap.get(e.notice_id)! })),
      }),
    );
    done += take.length;
    round += 1;
    onProgress?.(done);
  }
}
