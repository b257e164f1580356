import { Button, formatNumber, StatusBadge } from '@rampa/design-system';
import type { NoticeListPage } from '@rampa/sdk';
import { directionLabel, formatPlates, isNoticeStatus } from '../notices/noticeLabels';
import { actionLabel, isOneStep, warehouseActions, windowLabel, type WarehouseAction } from './warehouseDay';
import * as styles from './warehouse.css';

export type PlanNotice = NoticeListPage['rows'][number];

/** A notice of the plan (day or week): window, number, status, what and who, and the magazynier's actions. */
export function NoticeCard({
  notice,
  timeZone,
  isBusy,
  clash,
  onAction,
}: {
  notice: PlanNotice;
  timeZone: string;
  isBusy: boolean;
  /** The bookings holding the ramp and window this request asks for. */
  clash?: readonly string[];
  onAction: (action: WarehouseAction) => void;
}) {
  const actions = warehouseActions(notice.status);
  const headingId = `notice-${notice.id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <span className={styles.window}>
        {notice.planned_start && notice.planned_end
          ? windowLabel(notice.planned_start, notice.planned_end, timeZone)
          : '—'}
      </span>
      <div>
        <div className={styles.row}>
          <h3 id={headingId} className={styles.number}>
            {notice.number}
          </h3>
          {isNoticeStatus(notice.status) ? <StatusBadge status={notice.status} /> : notice.status}
        </div>
        <p className={styles.muted}>
          {[
            directionLabel(notice.direction),
            notice.client.name,
            notice.ramp ? notice.ramp.name : 'bez rampy',
            formatPlates(notice.truck_plate, notice.trailer_plate),
            notice.pallets === null ? null : `palety: ${formatNumber(notice.pallets)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {clash && clash.length > 0 && (
          <p className={styles.clash}>
            {`Konflikt: ${notice.ramp?.name ?? 'rampa'} jest w tym oknie zajęta (${clash.join(', ')}). Potwierdź na innej rampie lub w innym oknie.`}
          </p>
        )}
      </div>
      {actions.length > 0 && (
        <div className={styles.actions} role="group" aria-label={`Działania: ${notice.number}`}>
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'reject' || action === 'no_show' ? 'secondary' : 'primary'}
              isPending={isBusy && isOneStep(action)}
              isDisabled={isBusy}
              onPress={() => onAction(action)}
            >
              {actionLabel(action, notice.direction)}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

/** The notices of a day as cards, in a list named `label`. */
export function NoticeCardList({
  label,
  notices,
  timeZone,
  isBusy,
  clashes,
  onAction,
}: {
  label: string;
  notices: readonly PlanNotice[];
  timeZone: string;
  isBusy: (notice: PlanNotice) => boolean;
  clashes: ReadonlyMap<string, readonly string[]>;
  onAction: (action: WarehouseAction, notice: PlanNotice) => void;
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {notices.map((notice) => (
        <NoticeCard
          key={notice.id}
          notice={notice}
          timeZone={timeZone}
          isBusy={isBusy(notice)}
          clash={clashes.get(notice.id)}
          onAction={(action) => onAction(action, notice)}
        />
      ))}
    </ul>
  );
}
