import type { CampaignChannel, CampaignMemberStatus, CampaignStatus } from '@rampa/domain';
import type { CampaignListItemFragment, CampaignResultsFragment } from '../gql/graphql';
import { clientCode, clientId, FIXTURE_OWNER } from '../clients/clients.fixtures';

// Kampanie fixtures in the shape of the wire, for MSW handlers, stories and tests.

export const campaignId = (index: number) => `ca000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
export const campaignMemberId = (index: number) =>
  `cb000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

const NAMES: [string, CampaignChannel, CampaignStatus][] = [
  ['Wiosenna promocja cementu', 'email', 'finished'],
  ['Dni otwarte w magazynie Stryków', 'meeting', 'finished'],
  ['Przypomnienie o awizacjach SMS', 'sms', 'finished'],
  ['Katalog jesień–zima', 'print', 'finished'],
  ['Telefoniczna ankieta satysfakcji', 'phone', 'cancelled'],
  ['Newsletter grudniowy', 'email', 'paused'],
  ['Spotkania z wykonawcami na Śląsku', 'meeting', 'active'],
  ['Oferta dla nowych leadów', 'email', 'active'],
  ['Targi Budma – zaproszenia', 'email', 'planned'],
];

export function campaignResultsFixture(
  overrides: Partial<CampaignResultsFragment> = {},
): CampaignResultsFragment {
  return {
    selected: 60,
    contacted: 48,
    responded: 18,
    ordered: 6,
    opted_out: 2,
    response_rate: 0.375,
    cost_per_response: 211.11,
    ...overrides,
  };
}

/** A list row with its results unmasked (the handlers mask them again). */
export type CampaignFixture = Omit<CampaignListItemFragment, 'results' | 'owner' | ' $fragmentName'> & {
  owner: { id: string; display_name: string };
  results: CampaignResultsFragment | null;
};

export function campaignFixture(index = 1, overrides: Partial<CampaignFixture> = {}): CampaignFixture {
  const [name, channel, status] = NAMES[(index - 1) % NAMES.length]!;
  const month = String(((index * 3) % 12) + 1).padStart(2, '0');
  return {
    id: campaignId(index),
    name,
    channel,
    status,
    starts_on: `2026-${month}-01`,
    ends_on: `2026-${month}-28`,
    budget: 4000,
    actual_cost: status === 'planned' ? 0 : 3800,
    owner: FIXTURE_OWNER,
    results:
      status === 'planned'
        ? campaignResultsFixture({
            contacted: 0,
            responded: 0,
            ordered: 0,
            opted_out: 0,
            response_rate: null,
            cost_per_response: null,
          })
        : campaignResultsFixture(),
    ...overrides,
  };
}

export const campaignListFixture = (count = NAMES.length) =>
  Array.from({ length: count }, (_, i) => campaignFixture(i + 1));

const MEMBER_STATUSES: CampaignMemberStatus[] = [
  'selected',
  'contacted',
  'contacted',
  'responded',
  'ordered',
  'opted_out',
];
const MEMBER_NAMES = [
  'Budmax Sp. z o.o.',
  'Hurtownia Stal-Pol',
  'Jan Kowalczyk',
  'Drewbud S.A.',
  'Bud-Lider Sp.j.',
  'Ewa Maj',
];

export function campaignMemberFixture(index = 1, overrides: Record<string, unknown> = {}) {
  return {
    id: campaignMemberId(index),
    status: MEMBER_STATUSES[(index - 1) % MEMBER_STATUSES.length]!,
    contacted_at: index % 6 === 1 ? null : '2026-10-12T09:30:00+00:00',
    note: index % 6 === 0 ? 'Zgoda wycofana 2026-10-20' : null,
    client: {
      id: clientId(index),
      code: clientCode(index),
      name: MEMBER_NAMES[(index - 1) % MEMBER_NAMES.length]!,
      email: `biuro${index}@example.pl`,
      phone: '+48 601 234 567',
      city: 'Warszawa',
    },
    ...overrides,
  };
}

export const campaignMembersFixture = (count = 12) =>
  Array.from({ length: count }, (_, i) => campaignMemberFixture(i + 1));

/** A segment count: 40 matching, 31 may be contacted, the rest with reasons. */
export const segmentCountFixture = {
  all: 40,
  ok: 31,
  blocked: 1,
  withdrawn: 2,
  noConsent: 5,
  noAddress: 1,
  excluded: [
    { id: clientId(90), code: clientCode(90), name: 'Betoniarnia Zając', reason: 'no_consent' },
    { id: clientId(91), code: clientCode(91), name: 'Hurtownia Wola', reason: 'withdrawn' },
    { id: clientId(92), code: clientCode(92), name: 'Jan Nowicki', reason: 'no_address' },
  ],
};
