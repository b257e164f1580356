import { useMemo } from 'react';
import { Button, StatusBadge } from '@rampa/design-system';
import { isNoticeStatus } from '../notices/noticeLabels';
import type { useLiveNoticeList } from '../notices/useLiveNoticeList';
import { NoticeCardList, type PlanNotice } from './NoticeCard';
import { NoticesSection } from './NoticesSection';
import { windowLabel, type WarehouseAction } from './warehouseDay';
import { noticesByDay, weekCells, weekDays, weekLabel } from './warehouseWeek';
import * as styles from './warehouse.css';

const weekday = (day: string, weekdayStyle: 'long' | 'short') =>
  new Intl.DateTimeFormat('pl-PL', { weekday: weekdayStyle, timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
const dayMonth = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;
const fullDate = (day: string) => `${dayMonth(day)}.${day.slice(0, 4)}`;

export interface WarehouseWeekViewProps {
  /** Any day of the week shown. */
  day: string;
  today: string;
  timeZone: string;
  ramps: readonly { id: string; name: string }[];
  hasWarehouse: boolean;
  list: ReturnType<typeof useLiveNoticeList>;
  clashes: ReadonlyMap<string, readonly string[]>;
  isBusy: (notice: PlanNotice) => boolean;
  onAction: (action: WarehouseAction, notice: PlanNotice) => void;
  onOpenDay: (day: string) => void;
}

/** The week of `/magazynier/?view=week`: ramps × days with each notice's window and status, then the list by day. */
export function WarehouseWeekView({
  day,
  today,
  timeZone,
  ramps,
  hasWarehouse,
  list,
  clashes,
  isBusy,
  onAction,
  onOpenDay,
}: WarehouseWeekViewProps) {
  const days = weekDays(day);
  const notices = useMemo(() => list.data?.rows ?? [], [list.data]);
  const cells = useMemo(() => weekCells(notices, days, timeZone), [notices, days, timeZone]);
  const byDay = useMemo(() => noticesByDay(notices, days, timeZone), [notices, days, timeZone]);
  const rows = [
    ...ramps.map((ramp) => ({ id: ramp.id as string | null, name: ramp.name })),
    ...(cells.has(null) ? [{ id: null, name: 'Bez rampy' }] : []),
  ];
  const total = list.data?.total ?? 0;

  return (
    <>
      <section aria-labelledby="week-title" className={styles.page}>
        <h2 id="week-title" className={styles.sectionTitle}>
          Rampy w tygodniu
        </h2>
        {!hasWarehouse ? (
          <p className={styles.muted}>Ładowanie…</p>
        ) : rows.length === 0 ? (
          <p className={styles.muted}>Ten magazyn nie ma czynnych ramp.</p>
        ) : (
          <div className={styles.weekScroller}>
            <table className={styles.weekTable} aria-label={`Zajętość ramp, tydzień ${weekLabel(day)}`}>
              <thead>
                <tr>
                  <th scope="col" className={styles.weekHead}>
                    Rampa
                  </th>
                  {days.map((d) => (
                    <th key={d} scope="col" className={d === today ? styles.weekToday : styles.weekHead}>
                      <Button variant="ghost" size="sm" onPress={() => onOpenDay(d)}>
                        {`${weekday(d, 'short')} ${dayMonth(d)}${d === today ? ' (dziś)' : ''}`}
                      </Button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id ?? 'none'}>
                    <th scope="row" className={styles.weekRamp}>
                      {row.name}
                    </th>
                    {days.map((d) => {
                      const here = cells.get(row.id)?.get(d) ?? [];
                      return (
                        <td key={d} className={styles.weekCell}>
                          {here.length > 0 && (
                            <ul className={styles.weekItems}>
                              {here.map((notice) => (
                                <li
                                  key={notice.id}
                                  className={clashes.has(notice.id) ? styles.weekItemClash : styles.weekItem}
                                >
                                  <span>
                                    <strong aria-hidden>{notice.number.slice(-4)}</strong>{' '}
                                    {notice.planned_start && notice.planned_end
                                      ? windowLabel(notice.planned_start, notice.planned_end, timeZone)
                                      : ''}
                                  </span>
                                  <span className={styles.srOnly}>{notice.number}</span>
                                  {isNoticeStatus(notice.status) ? (
                                    <StatusBadge status={notice.status} />
                                  ) : (
                                    notice.status
                                  )}
                                  {clashes.has(notice.id) && <span>Konflikt</span>}
                                </li>
                              ))}
                            </ul>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <NoticesSection
        id="week-notices-title"
        title="Awizacje tygodnia"
        list={list}
        isEmpty={notices.length === 0}
        loadError="Nie udało się wczytać awizacji tygodnia."
        emptyTitle="Brak awizacji w tym tygodniu"
      >
        <>
          {total > notices.length && (
            <p className={styles.muted}>{`Pokazano ${notices.length} z ${total} awizacji tygodnia.`}</p>
          )}
          {days.map((d) => {
            const dayNotices = byDay.get(d) ?? [];
            if (dayNotices.length === 0) return null;
            const label = `${weekday(d, 'long')} ${fullDate(d)}`;
            return (
              <section key={d} aria-label={label} className={styles.page}>
                <h3 className={styles.dayHeading}>{`${label} (${dayNotices.length})`}</h3>
                <NoticeCardList
                  label={`Awizacje: ${label}`}
                  notices={dayNotices}
                  timeZone={timeZone}
                  isBusy={isBusy}
                  clashes={clashes}
                  onAction={onAction}
                />
              </section>
            );
          })}
        </>
      </NoticesSection>
    </>
  );
}
