import { Badge, type BadgeProps } from './Badge';

/** Awizacja (delivery notice) statuses, product.md. Codes are English, labels Polish. */
export type AwizacjaStatus =
  | 'draft'
  | 'submitted'
  | 'confirmed'
  | 'arrived'
  | 'in_progress'
  | 'completed'
  | 'rejected'
  | 'cancelled'
  | 'no_show';

/** Client statuses, product.md. */
export type ClientStatus = 'lead' | 'active' | 'inactive' | 'blocked';

type Tone = NonNullable<BadgeProps['tone']>;

export const AWIZACJA_STATUS_LABELS: Record<AwizacjaStatus, string> = {
  draft: 'Szkic',
  submitted: 'Zgłoszona',
  confirmed: 'Potwierdzona',
  arrived: 'Na placu',
  in_progress: 'W realizacji',
  completed: 'Zakończona',
  rejected: 'Odrzucona',
  cancelled: 'Anulowana',
  no_show: 'Niestawienie',
};

export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  lead: 'potencjalny',
  active: 'aktywny',
  inactive: 'nieaktywny',
  blocked: 'zablokowany',
};

const awizacjaTones: Record<AwizacjaStatus, Tone> = {
  draft: 'neutral',
  submitted: 'info',
  confirmed: 'accent',
  arrived: 'warning',
  in_progress: 'warning',
  completed: 'success',
  rejected: 'danger',
  cancelled: 'muted',
  no_show: 'danger',
};

const clientTones: Record<ClientStatus, Tone> = {
  lead: 'info',
  active: 'success',
  inactive: 'muted',
  blocked: 'danger',
};

export type StatusBadgeProps =
  | {
      /**
       * Which status set the code belongs to.
       * @default 'awizacja'
       */
      kind?: 'awizacja';
      status: AwizacjaStatus;
    }
  | { kind: 'client'; status: ClientStatus };

/** The Polish label and colour of an awizacja or client status code. */
export function StatusBadge(props: StatusBadgeProps) {
  const [label, tone] =
    props.kind === 'client'
      ? [CLIENT_STATUS_LABELS[props.status], clientTones[props.status]]
      : [AWIZACJA_STATUS_LABELS[props.status], awizacjaTones[props.status]];
  return (
    <Badge tone={tone} hasDot data-status={props.status}>
      {label}
    </Badge>
  );
}
