// Awizacje (delivery notices): who may change which status, directions, and what a status means for the
// ramp. The database holds the same rules (nhost/migrations/default/1795341000000_delivery_notices); the
// backend test compares the two.
import type { OrganizationRole } from './roles';
import type { DeliveryNoticeStatus } from './statuses';

/** `inbound` dostawa (the truck unloads), `outbound` odbiór (the truck loads). */
export const NOTICE_DIRECTIONS = ['inbound', 'outbound'] as const;
export type NoticeDirection = (typeof NOTICE_DIRECTIONS)[number];
export const isNoticeDirection = (value: unknown): value is NoticeDirection =>
  (NOTICE_DIRECTIONS as readonly unknown[]).includes(value);

/** Attachment kinds: the CMR consignment note, the WZ goods-issue note, anything else. */
export const NOTICE_ATTACHMENT_KINDS = ['cmr', 'wz', 'other'] as const;
export type NoticeAttachmentKind = (typeof NOTICE_ATTACHMENT_KINDS)[number];

/** Statuses in which a notice holds its ramp and window: no two of them may overlap on one ramp. */
export const RAMP_HOLDING_STATUSES = [
  'confirmed',
  'arrived',
  'in_progress',
] as const satisfies readonly DeliveryNoticeStatus[];
export const holdsRamp = (status: DeliveryNoticeStatus): boolean =>
  (RAMP_HOLDING_STATUSES as readonly string[]).includes(status);

/** Statuses of a notice still under way: the others (completed, cancelled, rejected, no_show) are over. */
export const OPEN_NOTICE_STATUSES = [
  'draft',
  'submitted',
  'confirmed',
  'arrived',
  'in_progress',
] as const satisfies readonly DeliveryNoticeStatus[];

/** The sales side (handlowiec, klient) edits a notice only while it is one of these. */
export const EDITABLE_NOTICE_STATUSES = [
  'draft',
  'submitted',
] as const satisfies readonly DeliveryNoticeStatus[];
export const isNoticeEditable = (status: DeliveryNoticeStatus): boolean =>
  (EDITABLE_NOTICE_STATUSES as readonly string[]).includes(status);

/** One allowed change: `from` null is the status a new notice may be created with. */
export interface NoticeTransition {
  from: DeliveryNoticeStatus | null;
  to: DeliveryNoticeStatus;
}

const SALES: readonly NoticeTransition[] = [
  { from: null, to: 'draft' },
  { from: null, to: 'submitted' },
  { from: 'draft', to: 'submitted' },
  { from: 'draft', to: 'cancelled' },
  { from: 'submitted', to: 'cancelled' },
  { from: 'confirmed', to: 'cancelled' },
];
const WAREHOUSE: readonly NoticeTransition[] = [
  { from: 'submitted', to: 'confirmed' },
  { from: 'submitted', to: 'rejected' },
  { from: 'confirmed', to: 'arrived' },
  { from: 'confirmed', to: 'no_show' },
  { from: 'arrived', to: 'in_progress' },
  { from: 'in_progress', to: 'completed' },
];
const CLIENT: readonly NoticeTransition[] = [
  { from: null, to: 'submitted' },
  { from: 'submitted', to: 'cancelled' },
];
const DRIVER: readonly NoticeTransition[] = [{ from: 'confirmed', to: 'arrived' }];

const union = (...lists: (readonly NoticeTransition[])[]): NoticeTransition[] => {
  const seen = new Map<string, NoticeTransition>();
  for (const t of lists.flat()) seen.set(`${t.from}>${t.to}`, t);
  return [...seen.values()];
};

/**
 * Who may make which status change (product.md "Awizacja statuses"): handlowiec creates, submits and
 * cancels; magazynier confirms, rejects and records the truck; kierowca reports his arrival; klient
 * requests (lands as submitted) and may withdraw his request; org_admin may do what any of them may.
 */
export const NOTICE_ROLE_TRANSITIONS: Readonly<Record<OrganizationRole, readonly NoticeTransition[]>> = {
  handlowiec: SALES,
  magazynier: WAREHOUSE,
  kierowca: DRIVER,
  klient: CLIENT,
  org_admin: union(SALES, CLIENT, WAREHOUSE, DRIVER),
};

export const canRoleChangeNoticeStatus = (
  role: OrganizationRole,
  from: DeliveryNoticeStatus | null,
  to: DeliveryNoticeStatus,
): boolean => NOTICE_ROLE_TRANSITIONS[role].some((t) => t.from === from && t.to === to);

/** The statuses `role` may move a notice in `from` to (empty for a final status or an onlooker). */
export const nextNoticeStatuses = (
  role: OrganizationRole,
  from: DeliveryNoticeStatus,
): DeliveryNoticeStatus[] => NOTICE_ROLE_TRANSITIONS[role].filter((t) => t.from === from).map((t) => t.to);

/** Plates as the database keeps them: upper case, no spaces or dashes ("wa 123-45" → "WA12345"). */
export const normalizePlate = (plate: string): string => plate.replace(/[\s-]/g, '').toUpperCase();
export const isValidPlate = (plate: string): boolean => /^[A-Z0-9]{2,10}$/.test(normalizePlate(plate));
