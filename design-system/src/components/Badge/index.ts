export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export { AWIZACJA_STATUS_LABELS, CLIENT_STATUS_LABELS, StatusBadge } from './StatusBadge';
export type { AwizacjaStatus, ClientStatus, StatusBadgeProps } from './StatusBadge';
