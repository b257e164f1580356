import type {
  ClientConsentFragment,
  ClientContactFragment,
  ClientDetailFragment,
  ClientListItemFragment,
} from '../gql/graphql';

import { FIXTURE_USER_ID } from '../testing/auth.fixtures';

// Fixtures in the shape of the wire (the documents' fragments), for MSW handlers, stories and tests.

export const FIXTURE_ORG_ID = 'de000000-0000-4000-8000-000000000001';
export const FIXTURE_OWNER = { id: 'de000000-0000-4000-8000-0000000000a1', display_name: 'Anna Nowak' };
/** A second handlowiec of the organization: every fifth fixture client is his. */
export const FIXTURE_OTHER_OWNER = {
  id: 'de000000-0000-4000-8000-0000000000a2',
  display_name: 'Jan Wiśniewski',
};
/** The handlowiec profiles with their users: {@link FIXTURE_OWNER} is the signed-in test user's (`FIXTURE_USER_ID`). */
export const FIXTURE_OWNER_PROFILES = [
  { ...FIXTURE_OWNER, user_id: FIXTURE_USER_ID },
  { ...FIXTURE_OTHER_OWNER, user_id: 'de000000-0000-4000-8000-0000000000b2' },
];

const CITIES = [
  ['Warszawa', 'mazowieckie'],
  ['Kraków', 'małopolskie'],
  ['Gdańsk', 'pomorskie'],
  ['Poznań', 'wielkopolskie'],
  ['Wrocław', 'dolnośląskie'],
] as const;
const STATUSES = ['active', 'lead', 'inactive', 'blocked'] as const;

export const clientId = (index: number) => `c0000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
export const clientCode = (index: number) => `KL-${String(index).padStart(6, '0')}`;

export function clientListItemFixture(
  index = 1,
  overrides: Partial<ClientListItemFragment> = {},
): ClientListItemFragment {
  const [city, voivodeship] = CITIES[index % CITIES.length]!;
  return {
    id: clientId(index),
    code: clientCode(index),
    kind: 'company',
    name: `Firma Testowa ${index} Sp. z o.o.`,
    nip: '5422845917',
    email: `biuro${index}@firma.pl`,
    phone: '+48 601 234 567',
    city,
    voivodeship,
    status: STATUSES[index % STATUSES.length]!,
    tags: index % 2 === 0 ? ['VIP'] : [],
    created_at: '2026-10-01T08:00:00.000Z',
    updated_at: '2026-10-02T08:00:00.000Z',
    owner: index % 5 === 4 ? FIXTURE_OTHER_OWNER : FIXTURE_OWNER,
    ...overrides,
  };
}

export const clientListFixture = (count: number) =>
  Array.from({ length: count }, (_, i) => clientListItemFixture(i + 1));

export function clientDetailFixture(overrides: Partial<ClientDetailFragment> = {}): ClientDetailFragment {
  return {
    id: clientId(1),
    org_id: FIXTURE_ORG_ID,
    code: clientCode(1),
    kind: 'company',
    name: 'Firma Testowa 1 Sp. z o.o.',
    first_name: null,
    last_name: null,
    nip: '5422845917',
    regon: '302046830',
    krs: '0000413516',
    pesel: null,
    email: 'biuro1@firma.pl',
    phone: '+48 601 234 567',
    street: 'Marszałkowska',
    building_no: '10',
    apartment_no: null,
    postal_code: '00-950',
    city: 'Warszawa',
    voivodeship: 'mazowieckie',
    country: 'PL',
    status: 'active',
    owner_id: FIXTURE_OWNER.id,
    payment_term_days: 14,
    credit_limit: 25000,
    tags: ['VIP'],
    notes: null,
    created_at: '2026-10-01T08:00:00.000Z',
    updated_at: '2026-10-02T08:00:00.000Z',
    ...overrides,
  };
}

export function clientContactFixture(overrides: Partial<ClientContactFragment> = {}): ClientContactFragment {
  return {
    id: 'c1000000-0000-4000-8000-000000000001',
    client_id: clientId(1),
    first_name: 'Ewa',
    last_name: 'Kowalska',
    position: 'Kierownik Zakupów',
    phone: '+48 602 345 678',
    email: 'ewa.kowalska@firma.pl',
    is_primary: true,
    ...overrides,
  };
}

export function clientConsentFixture(overrides: Partial<ClientConsentFragment> = {}): ClientConsentFragment {
  return {
    id: 'c2000000-0000-4000-8000-000000000001',
    client_id: clientId(1),
    channel: 'email',
    granted: true,
    recorded_at: '2026-10-01T08:05:00.000Z',
    source: 'form',
    text_version: '2025-03',
    recorded_by_profiles: [{ display_name: FIXTURE_OWNER.display_name }],
    ...overrides,
  };
}
