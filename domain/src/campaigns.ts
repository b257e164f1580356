// Kampanie: codes as the database stores them (English; the app shows Polish labels).

/** `email`, `sms` and `phone` need the client's consent for that channel; `meeting` and `print` do not. */
export const CAMPAIGN_CHANNELS = ['email', 'sms', 'phone', 'meeting', 'print'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];
export const CONSENT_CHANNELS = ['email', 'sms', 'phone'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export const needsConsent = (channel: CampaignChannel): channel is ConsentChannel =>
  (CONSENT_CHANNELS as readonly string[]).includes(channel);

export const CAMPAIGN_STATUSES = ['planned', 'active', 'paused', 'finished', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * The campaign transition table, mirrored by `public.campaign_status_transitions` (a backend test keeps the
 * two equal): planned → active → paused or finished, paused → active, cancel from planned or paused.
 */
export const CAMPAIGN_TRANSITIONS = {
  planned: ['active', 'cancelled'],
  active: ['paused', 'finished'],
  paused: ['active', 'cancelled'],
  finished: [],
  cancelled: [],
} as const satisfies Record<CampaignStatus, readonly CampaignStatus[]>;

export const canChangeCampaignStatus = (from: CampaignStatus, to: CampaignStatus) =>
  (CAMPAIGN_TRANSITIONS[from] as readonly CampaignStatus[]).includes(to);

/** A member's furthest step in the funnel; `opted_out` when his consent was withdrawn (or he asked out). */
export const CAMPAIGN_MEMBER_STATUSES = [
  'selected',
  'contacted',
  'responded',
  'ordered',
  'opted_out',
] as const;
export type CampaignMemberStatus = (typeof CAMPAIGN_MEMBER_STATUSES)[number];

/**
 * Why a client may not be contacted on a channel (`public.client_channel_status.reason`): `ok` he may,
 * `blocked` the client is blocked, `withdrawn` his newest consent record withdraws it, `no_consent` he never
 * gave it, `no_address` there is no e-mail (or phone, or street) to reach him at.
 */
export const CONTACT_REASONS = ['ok', 'blocked', 'withdrawn', 'no_consent', 'no_address'] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];
