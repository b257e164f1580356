import type { CampaignChannel, CampaignMemberStatus, CampaignStatus, ContactReason } from '@rampa/sdk';

export const CHANNEL_LABELS: Record<CampaignChannel, string> = {
  email: 'E-mail',
  sms: 'SMS',
  phone: 'Telefon',
  meeting: 'Spotkanie',
  print: 'Druk',
};

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  planned: 'Zaplanowana',
  active: 'Aktywna',
  paused: 'Wstrzymana',
  finished: 'Zakończona',
  cancelled: 'Anulowana',
};

export const CAMPAIGN_STATUS_TONES = {
  planned: 'info',
  active: 'success',
  paused: 'warning',
  finished: 'neutral',
  cancelled: 'muted',
} as const satisfies Record<CampaignStatus, string>;

/** The button that moves a campaign to the status. */
export const TRANSITION_LABELS: Record<CampaignStatus, string> = {
  planned: 'Zaplanuj',
  active: 'Uruchom',
  paused: 'Wstrzymaj',
  finished: 'Zakończ',
  cancelled: 'Anuluj kampanię',
};

export const MEMBER_STATUS_LABELS: Record<CampaignMemberStatus, string> = {
  selected: 'Wybrany',
  contacted: 'Skontaktowany',
  responded: 'Odpowiedział',
  ordered: 'Zamówił',
  opted_out: 'Wypisany',
};

/** Why a client of the segment is left out (the database's `client_channel_status.reason`). */
export const REASON_LABELS: Record<Exclude<ContactReason, 'ok'>, string> = {
  no_consent: 'brak zgody na kanał',
  withdrawn: 'zgoda wycofana',
  no_address: 'brak adresu kontaktowego',
  blocked: 'klient zablokowany',
};

/** The database's rule names in Polish (SQLSTATE 23514, `rule "<name>"`). */
export const RULE_MESSAGES: Record<string, string> = {
  campaign_member_consent:
    'Klient nie wyraził zgody na ten kanał: nie można go dodać ani z nim się kontaktować.',
  campaign_transition: 'Tej zmiany statusu kampanii nie można wykonać.',
  campaign_closed: 'Kampania jest zakończona lub anulowana: jej członków nie można już zmieniać.',
  campaign_channel_locked: 'Kanału kampanii z członkami nie można zmienić.',
  campaign_member_other_org: 'Klient należy do innej organizacji.',
  campaign_owner_other_org: 'Opiekun musi należeć do organizacji.',
};

export function ruleMessage(error: unknown): string | null {
  const match = /rule "([a-z_]+)"/.exec(error instanceof Error ? error.message : String(error));
  return match ? (RULE_MESSAGES[match[1]!] ?? null) : null;
}

export const CAMPAIGN_FORMS = { one: 'kampania', few: 'kampanie', many: 'kampanii', other: 'kampanii' };
export const MEMBER_FORMS = { one: 'członek', few: 'członków', many: 'członków', other: 'członka' };
export const CLIENT_COUNT_FORMS = { one: 'klient', few: 'klientów', many: 'klientów', other: 'klienta' };

/** "37,5%" or "—" when nobody was contacted. */
export function formatRate(rate: number | string | null | undefined): string {
  if (rate === null || rate === undefined) return '—';
  return new Intl.NumberFormat('pl-PL', { style: 'percent', maximumFractionDigits: 1 }).format(Number(rate));
}
