// Status and kind codes as the database stores them (English; the app shows Polish labels).

/** Clients: `lead` potencjalny, `active` aktywny, `inactive` nieaktywny, `blocked` zablokowany. */
export const CLIENT_STATUSES = ['lead', 'active', 'inactive', 'blocked'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const isClientStatus = (value: unknown): value is ClientStatus =>
  (CLIENT_STATUSES as readonly unknown[]).includes(value);

/** `company` firma (NIP, REGON, KRS), `person` osoba fizyczna (PESEL). */
export const CLIENT_KINDS = ['company', 'person'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];
export const isClientKind = (value: unknown): value is ClientKind =>
  (CLIENT_KINDS as readonly unknown[]).includes(value);

/**
 * Awizacje (delivery notices), product.md "Awizacja statuses": the main path draft → submitted → confirmed →
 * arrived → in_progress → completed, then the side exits rejected, cancelled and no_show.
 */
export const DELIVERY_NOTICE_STATUSES = [
  'draft',
  'submitted',
  'confirmed',
  'arrived',
  'in_progress',
  'completed',
  'rejected',
  'cancelled',
  'no_show',
] as const;
export type DeliveryNoticeStatus = (typeof DELIVERY_NOTICE_STATUSES)[number];
export const isDeliveryNoticeStatus = (value: unknown): value is DeliveryNoticeStatus =>
  (DELIVERY_NOTICE_STATUSES as readonly unknown[]).includes(value);

/**
 * The statuses each one may change to (product.md, domain-research.md §1.4): a draft is submitted, a
 * submitted notice confirmed or rejected, a confirmed one ends as arrived or no_show; cancelling is possible
 * until the truck arrives. Completed, rejected (a proposed new slot travels with the rejection), cancelled
 * and no_show are final. Which role may make a change is not part of this table.
 */
export const DELIVERY_NOTICE_TRANSITIONS = {
  draft: ['submitted', 'cancelled'],
  submitted: ['confirmed', 'rejected', 'cancelled'],
  confirmed: ['arrived', 'cancelled', 'no_show'],
  arrived: ['in_progress'],
  in_progress: ['completed'],
  completed: [],
  rejected: [],
  cancelled: [],
  no_show: [],
} as const satisfies Record<DeliveryNoticeStatus, readonly DeliveryNoticeStatus[]>;

export const canChangeDeliveryNoticeStatus = (from: DeliveryNoticeStatus, to: DeliveryNoticeStatus) =>
  (DELIVERY_NOTICE_TRANSITIONS[from] as readonly DeliveryNoticeStatus[]).includes(to);

/** Statuses with no way out. */
export const isFinalDeliveryNoticeStatus = (status: DeliveryNoticeStatus) =>
  DELIVERY_NOTICE_TRANSITIONS[status].length === 0;
