import type { CampaignChannel, CampaignStatus } from '@rampa/domain';
import type { Database } from '../db/types';
import { findHandlowiecProfile } from './clients-seed';

interface SeedCampaign {
  name: string;
  channel: CampaignChannel;
  status: CampaignStatus;
  /** Days from today (negative: in the past). */
  startsIn: number;
  lastsDays: number;
  budget: number;
  /** Share of the budget spent so far. */
  spent: number;
  description: string;
  segment: Record<string, unknown>;
  members: number;
}

/** A dozen campaigns over the last months, every status and channel, each with its members. */
export const DEMO_CAMPAIGNS: readonly SeedCampaign[] = [
  {
    name: 'Wiosenna promocja cementu',
    channel: 'email',
    status: 'finished',
    startsIn: -200,
    lastsDays: 30,
    budget: 4000,
    spent: 0.95,
    description: 'Rabat 8% na cement i zaprawy dla stałych klientów przed sezonem budowlanym.',
    segment: { status: ['active'] },
    members: 60,
  },
  {
    name: 'Dni otwarte w magazynie Stryków',
    channel: 'meeting',
    status: 'finished',
    startsIn: -170,
    lastsDays: 3,
    budget: 12000,
    spent: 1.08,
    description: 'Zaproszenie na pokaz nowych ramp i wózków; poczęstunek, prezentacja systemu awizacji.',
    segment: { status: ['active'], voivodeship: ['łódzkie', 'mazowieckie'] },
    members: 25,
  },
  {
    name: 'Przypomnienie o awizacjach SMS',
    channel: 'sms',
    status: 'finished',
    startsIn: -140,
    lastsDays: 14,
    budget: 800,
    spent: 0.7,
    description: 'SMS z linkiem do portalu klienta: awizuj dostawę dzień wcześniej i omiń kolejkę.',
    segment: { status: ['active', 'inactive'] },
    members: 80,
  },
  {
    name: 'Katalog jesień–zima',
    channel: 'print',
    status: 'finished',
    startsIn: -110,
    lastsDays: 45,
    budget: 9500,
    spent: 1,
    description: 'Drukowany katalog z cennikiem sezonowym wysłany pocztą do firm.',
    segment: { kind: 'company', status: ['active'] },
    members: 70,
  },
  {
    name: 'Telefoniczna ankieta satysfakcji',
    channel: 'phone',
    status: 'cancelled',
    startsIn: -95,
    lastsDays: 20,
    budget: 3000,
    spent: 0.1,
    description: 'Odwołana: zespół obsługi klienta przejął ankietę w ramach rozmów kwartalnych.',
    segment: { status: ['active'], voivodeship: ['wielkopolskie'] },
    members: 15,
  },
  {
    name: 'Odzyskiwanie nieaktywnych klientów',
    channel: 'email',
    status: 'finished',
    startsIn: -80,
    lastsDays: 30,
    budget: 2500,
    spent: 0.88,
    description: 'Oferta powrotna: darmowy transport przy pierwszym zamówieniu po przerwie.',
    segment: { status: ['inactive'] },
    members: 40,
  },
  {
    name: 'Newsletter grudniowy',
    channel: 'email',
    status: 'paused',
    startsIn: -40,
    lastsDays: 60,
    budget: 1500,
    spent: 0.4,
    description: 'Wstrzymany do czasu nowego cennika na styczeń.',
    segment: { status: ['active', 'lead'] },
    members: 90,
  },
  {
    name: 'Spotkania z wykonawcami na Śląsku',
    channel: 'meeting',
    status: 'active',
    startsIn: -21,
    lastsDays: 45,
    budget: 15000,
    spent: 0.45,
    description: 'Wizyty handlowców u generalnych wykonawców z województwa śląskiego.',
    segment: { status: ['active'], voivodeship: ['śląskie'] },
    members: 20,
  },
  {
    name: 'Kampania SMS: nowe godziny rampy',
    channel: 'sms',
    status: 'active',
    startsIn: -10,
    lastsDays: 21,
    budget: 600,
    spent: 0.3,
    description: 'Informacja o wydłużonych godzinach przyjęć w Gdańsku (6:00–22:00).',
    segment: { status: ['active'], voivodeship: ['pomorskie'] },
    members: 35,
  },
  {
    name: 'Oferta dla nowych leadów',
    channel: 'email',
    status: 'active',
    startsIn: -5,
    lastsDays: 30,
    budget: 2000,
    spent: 0.2,
    description: 'Powitalny e-mail z ofertą próbnej dostawy i kontaktem do opiekuna.',
    segment: { status: ['lead'] },
    members: 50,
  },
  {
    name: 'Telefoniczne potwierdzenie zamówień noworocznych',
    channel: 'phone',
    status: 'planned',
    startsIn: 14,
    lastsDays: 14,
    budget: 3500,
    spent: 0,
    description: 'Dzwonimy do stałych klientów, by zaplanować dostawy na styczeń.',
    segment: { status: ['active'], kind: 'company' },
    members: 30,
  },
  {
    name: 'Targi Budma – zaproszenia',
    channel: 'email',
    status: 'planned',
    startsIn: 45,
    lastsDays: 4,
    budget: 5000,
    spent: 0,
    description: 'Zaproszenia na stoisko Rampy na targach Budma w Poznaniu.',
    segment: { status: ['active', 'lead'], voivodeship: ['wielkopolskie'] },
    members: 30,
  },
];

/**
 * Gives the demo organization its campaigns once (a later start finds any and leaves them). Members are
 * clients that match the segment's status and may be contacted on the channel (the database refuses the
 * others anyway); how far each got along the funnel follows the campaign's status. Returns how many were added.
 */
export async function seedDemoCampaigns(db: Database, orgId: string): Promise<number> {
  const { rows } = await db.query('SELECT 1 FROM public.campaigns WHERE org_id = $1 LIMIT 1', [orgId]);
  if (rows.length > 0) return 0;
  return db.transaction(async (tx) => {
    const ownerId = await findHandlowiecProfile(tx, orgId);
    for (const [index, campaign] of DEMO_CAMPAIGNS.entries()) {
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO public.campaigns
           (org_id, name, channel, status, starts_on, ends_on, budget, actual_cost, description, owner_id, segment, created_at)
         VALUES ($1, $2, $3, $4, current_date + $5::int, current_date + $5::int + $6::int, $7, round($7::numeric * $8::numeric, 2), $9,
           $10, $11::jsonb, now() + make_interval(days => $5::int - 14))
         RETURNING id`,
        [
          orgId,
          campaign.name,
          campaign.channel,
          campaign.status,
          campaign.startsIn,
          campaign.lastsDays,
          campaign.budget,
          campaign.spent,
          campaign.description,
          ownerId,
          JSON.stringify(campaign.segment),
        ],
      );
      const campaignId = inserted.rows[0]!.id;
      const statuses = (campaign.segment.status as string[] | undefined) ?? [];
      const voivodeships = (campaign.segment.voivodeship as string[] | undefined) ?? [];
      // Members by a stable pseudo-random order; the funnel: in a finished campaign about 80% were
      // contacted, 30% responded and 10% ordered; an active or paused one is about halfway.
      const progress = campaign.status === 'finished' ? 1 : campaign.status === 'planned' ? 0 : 0.5;
      await tx.query(
        `INSERT INTO public.campaign_members (campaign_id, client_id, status, contacted_at, created_at)
         SELECT $1, s.client_id,
                CASE WHEN s.r < 0.10 * $6::numeric THEN 'ordered'
                     WHEN s.r < 0.30 * $6::numeric THEN 'responded'
                     WHEN s.r < 0.80 * $6::numeric THEN 'contacted'
                     ELSE 'selected' END,
                CASE WHEN s.r < 0.80 * $6::numeric THEN c.starts_on + ((s.r * 100)::int % greatest(1, least(c.ends_on, current_date) - c.starts_on + 1)) END,
                c.created_at
           FROM (
             SELECT cs.client_id, row_number() OVER (ORDER BY md5(cs.client_id::text || $7::text)) AS n,
                    (row_number() OVER (ORDER BY md5(cs.client_id::text || $7::text)))::numeric / $5::numeric AS r
               FROM public.client_channel_status cs
               JOIN public.clients cl ON cl.id = cs.client_id
              WHERE cs.org_id = $2 AND cs.channel = $3 AND cs.reason = 'ok'
                AND (cardinality($4::text[]) = 0 OR cl.status = ANY($4::text[]))
                AND (cardinality($8::text[]) = 0 OR cl.voivodeship = ANY($8::text[]))
                AND ($9::text IS NULL OR cl.kind = $9)
           ) s
           JOIN public.campaigns c ON c.id = $1
          WHERE s.n <= $5::int`,
        [
          campaignId,
          orgId,
          campaign.channel,
          statuses,
          campaign.members,
          progress,
          String(index),
          voivodeships,
          (campaign.segment.kind as string | undefined) ?? null,
        ],
      );
    }
    return DEMO_CAMPAIGNS.length;
  });
}
