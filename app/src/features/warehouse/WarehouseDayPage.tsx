import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  Button,
  Checkbox,
  Dialog,
  EmptyState,
  formatDate,
  formatNumber,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  SlotTimeline,
  TextArea,
  TextField,
  toast,
  type SelectOption,
} from '@rampa/design-system';
import { DEFAULT_TIME_ZONE, rampServesDirection } from '@rampa/domain';
import { noticeRuleMessage, type WarehouseWithRamps } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { ListLoadError } from '../../lib/ListLoadError';
import { minuteOfDay } from '../notices/noticeForm';
import { formatPlates } from '../notices/noticeLabels';
import { useLiveNoticeList } from '../notices/useLiveNoticeList';
import { NoticeCardList, type PlanNotice } from './NoticeCard';
import { NoticesSection } from './NoticesSection';
import { PLAN_SHORTCUT_KEYS, usePlanShortcuts } from './shortcuts';
import {
  ACTION_STATUS,
  arrivalsBoard,
  proposedSlot,
  confirmPrefill,
  dayRange,
  directionOf,
  isOneStep,
  lineDifference,
  noticeClashes,
  receivedErrors,
  rejectionError,
  shiftDay,
  takenCells,
  timelineGrid,
  todayIn,
  windowLabel,
  type ConfirmChoice,
  type WarehouseAction,
} from './warehouseDay';
import { noticeDay, weekLabel, weekRange } from './warehouseWeek';
import { WarehouseWeekView } from './WarehouseWeekView';
import * as styles from './warehouse.css';

const route = getRouteApi('/magazynier/');

type Notice = PlanNotice;

/** A warehouse's day holds far fewer notices than this; the server's default row limit is 100. */
const DAY_PAGE_SIZE = 100;
/** A week of one warehouse: the demo's busiest holds about 150; the server allows up to 1,000 rows. */
const WEEK_PAGE_SIZE = 500;

/** A filter that matches no warehouse, while the warehouses load. */
const NO_WAREHOUSE = '00000000-0000-4000-8000-000000000000';
/** How often the arrivals board and the timeline's "now" re-read the clock. */
const CLOCK_TICK_MS = 30_000;

/** The current time, re-read every `everyMs`. */
function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const silent = <T extends { meta?: object }>(options: T): T => ({
  ...options,
  meta: { ...options.meta, successMessage: undefined, errorMessage: undefined },
});

/**
 * `/magazynier/`: a warehouse's day (ramps × the warehouse's slots, and the day's notices) or, with
 * `?view=week`, its week (ramps × days, and the week's notices by day), with the magazynier's actions. Alt+PageUp
 * and Alt+PageDown move a day (a week), Alt+Home goes to today, Shift with PageUp/PageDown changes the warehouse.
 */
export function WarehouseDayPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const sdk = useSdk();
  const warehouses = useQuery(sdk.warehouses.list());
  const warehouse: WarehouseWithRamps | undefined =
    warehouses.data?.find((w) => w.id === search.warehouse) ?? warehouses.data?.[0];
  const timeZone = warehouse?.time_zone ?? DEFAULT_TIME_ZONE;
  const day = search.day ?? todayIn(timeZone);
  const view = search.view ?? 'day';
  const isWeek = view === 'week';
  const range = isWeek ? weekRange(day, timeZone) : dayRange(day, timeZone);

  // Live: a submission, edit or cancellation by the sales side shows up without a reload (polling without a
  // live connection). Until the warehouses are in, the filter names no warehouse and matches nothing.
  const list = useLiveNoticeList({
    warehouseId: warehouse?.id ?? NO_WAREHOUSE,
    from: range.from,
    to: range.to,
    sort: 'planned_start',
    order: 'asc',
    pageSize: isWeek ? WEEK_PAGE_SIZE : DAY_PAGE_SIZE,
  });
  const notices = useMemo(() => list.data?.rows ?? [], [list.data]);
  const clashes = useMemo(() => noticeClashes(notices), [notices]);
  const now = useNow(CLOCK_TICK_MS);

  const go = (next: { warehouse?: string; day?: string; view?: 'day' | 'week' }) =>
    void navigate({
      search: {
        warehouse: next.warehouse ?? warehouse?.id,
        day: next.day ?? day,
        ...((next.view ?? view) === 'week' && { view: 'week' as const }),
      },
    });
  const stepDays = isWeek ? 7 : 1;
  const today = todayIn(timeZone, now);
  const otherWarehouse = (by: number) => {
    const all = warehouses.data ?? [];
    if (!warehouse || all.length < 2) return;
    const index = all.findIndex((w) => w.id === warehouse.id);
    go({ warehouse: all[(index + by + all.length) % all.length]!.id });
  };
  usePlanShortcuts((shortcut) => {
    if (shortcut === 'previous') go({ day: shiftDay(day, -stepDays) });
    else if (shortcut === 'next') go({ day: shiftDay(day, stepDays) });
    else if (shortcut === 'today') go({ day: today });
    else otherWarehouse(shortcut === 'previousWarehouse' ? -1 : 1);
  });

  const [dialog, setDialog] = useState<{ action: WarehouseAction; notice: Notice } | null>(null);
  const changeStatus = useMutation(silent(sdk.notices.changeStatus()));
  const runOneStep = (action: WarehouseAction, notice: Notice) =>
    changeStatus.mutate(
      { id: notice.id, status: ACTION_STATUS[action] },
      {
        onSuccess: () => toast.success(`${notice.number}: ${actionDone(action, notice.direction)}`),
        onError: (error) =>
          toast.error(noticeRuleMessage(error) ?? `Nie udało się zmienić statusu awizacji ${notice.number}`),
      },
    );
  const onAction = (action: WarehouseAction, notice: Notice) =>
    isOneStep(action) ? runOneStep(action, notice) : setDialog({ action, notice });
  const isBusy = (notice: Notice) => changeStatus.isPending && changeStatus.variables?.id === notice.id;

  const warehouseItems: SelectOption[] = (warehouses.data ?? []).map((w) => ({ id: w.id, label: w.name }));
  const slotMinutes = warehouse?.slot_minutes ?? 30;
  const grid = warehouse
    ? timelineGrid(day, warehouse.opening_hours, notices, timeZone, slotMinutes)
    : { slotMinutes: 60, startMinute: 6 * 60, endMinute: 18 * 60 };
  const ramps = (warehouse?.ramps ?? []).filter((ramp) => ramp.active);
  const dayLabel = formatDate(new Date(`${day}T12:00:00Z`));
  const isToday = day === today;
  const arrivals = isToday && !isWeek ? arrivalsBoard(notices, now) : [];
  // The dialogs work on the notice's own day: in the week view that is not the chosen one.
  const dialogDay = dialog ? (noticeDay(dialog.notice, timeZone) ?? day) : day;
  const unit = isWeek ? 'tydzień' : 'dzień';

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <div className={styles.pageHeader}>
        <div>
          <h1 id="page-title" className={styles.title}>
            {isWeek ? 'Plan tygodnia' : 'Plan dnia'}
          </h1>
          <p className={styles.subtitle} aria-live="polite">
            {warehouse
              ? isWeek
                ? `${warehouse.name}, ${weekLabel(day)}`
                : `${warehouse.name}, ${dayLabel}${isToday ? ' (dziś)' : ''}`
              : 'Ładowanie…'}
          </p>
        </div>
      </div>

      <div role="search" aria-label="Magazyn i dzień" className={styles.page}>
        <div className={styles.toolbar}>
          <Select
            label="Magazyn"
            items={warehouseItems}
            selectedKey={warehouse?.id ?? null}
            isDisabled={!warehouse}
            onSelectionChange={(key) => key !== null && go({ warehouse: String(key) })}
          />
          <TextField
            label="Dzień"
            type="date"
            value={day}
            onChange={(next) => {
              if (/^\d{4}-\d{2}-\d{2}$/.test(next)) go({ day: next });
            }}
          />
          <RadioGroup
            label="Widok"
            orientation="horizontal"
            value={view}
            onChange={(next) => go({ view: next === 'week' ? 'week' : 'day' })}
          >
            <Radio value="day">Dzień</Radio>
            <Radio value="week">Tydzień</Radio>
          </RadioGroup>
        </div>
        <div className={styles.navRow}>
          <Button
            aria-keyshortcuts={PLAN_SHORTCUT_KEYS.previous}
            variant="secondary"
            onPress={() => go({ day: shiftDay(day, -stepDays) })}
          >
            {isWeek ? 'Poprzedni tydzień' : 'Poprzedni dzień'}
          </Button>
          <Button
            aria-keyshortcuts={PLAN_SHORTCUT_KEYS.today}
            variant="secondary"
            onPress={() => go({ day: today })}
            isDisabled={isWeek ? weekRange(day, timeZone).from === weekRange(today, timeZone).from : isToday}
          >
            {isWeek ? 'Ten tydzień' : 'Dziś'}
          </Button>
          <Button
            aria-keyshortcuts={PLAN_SHORTCUT_KEYS.next}
            variant="secondary"
            onPress={() => go({ day: shiftDay(day, stepDays) })}
          >
            {isWeek ? 'Następny tydzień' : 'Następny dzień'}
          </Button>
          <p className={styles.hint} id="plan-shortcuts">
            {`Skróty: Alt+PageUp / Alt+PageDown – poprzedni / następny ${unit}, Alt+Home – ${isWeek ? 'ten tydzień' : 'dziś'}, Alt+Shift+PageUp / Alt+Shift+PageDown – poprzedni / następny magazyn.`}
          </p>
        </div>
      </div>

      {warehouses.isError ? (
        <ListLoadError message="Nie udało się wczytać magazynów." onRetry={() => void warehouses.refetch()} />
      ) : warehouses.data && !warehouse ? (
        <EmptyState
          headingLevel={2}
          title="Brak magazynów"
          description="Administrator nie dodał jeszcze żadnego magazynu."
        />
      ) : isWeek ? (
        <WarehouseWeekView
          day={day}
          today={today}
          timeZone={timeZone}
          ramps={ramps}
          hasWarehouse={Boolean(warehouse)}
          list={list}
          clashes={clashes}
          isBusy={isBusy}
          onAction={onAction}
          onOpenDay={(next) => go({ day: next, view: 'day' })}
        />
      ) : (
        <>
          <section aria-labelledby="ramps-title" className={styles.page}>
            <h2 id="ramps-title" className={styles.sectionTitle}>
              Rampy
            </h2>
            {ramps.length > 0 ? (
              <SlotTimeline
                aria-label={`Zajętość ramp, ${dayLabel}`}
                ramps={ramps.map((ramp) => ({ id: ramp.id, label: ramp.name }))}
                slotMinutes={grid.slotMinutes}
                startMinute={grid.startMinute}
                endMinute={grid.endMinute}
                taken={takenCells(notices, timeZone, day, grid)}
                now={isToday ? minuteOfDay(now, timeZone) : undefined}
              />
            ) : (
              <p className={styles.muted}>{warehouse ? 'Ten magazyn nie ma czynnych ramp.' : 'Ładowanie…'}</p>
            )}
          </section>

          {isToday && (
            <section aria-labelledby="arrivals-title" className={styles.page}>
              <h2 id="arrivals-title" className={styles.sectionTitle}>
                Przyjazdy w ciągu 2 godzin
              </h2>
              {list.isPending ? null : arrivals.length === 0 ? (
                <p className={styles.muted}>Nikt nie jest oczekiwany w najbliższych dwóch godzinach.</p>
              ) : (
                <ul className={styles.list} aria-label="Tablica przyjazdów">
                  {arrivals.map(({ notice, late, minutes }) => (
                    <li key={notice.id} className={late ? styles.lateArrival : styles.arrival}>
                      <span className={styles.window}>
                        {windowLabel(notice.planned_start!, notice.planned_end!, timeZone)}
                      </span>
                      <span>
                        <strong>{notice.number}</strong> · {notice.client.name} ·{' '}
                        {notice.ramp ? notice.ramp.name : 'bez rampy'} ·{' '}
                        {formatPlates(notice.truck_plate, notice.trailer_plate)}
                      </span>
                      <span className={late ? styles.shortage : styles.muted}>
                        {late ? `Spóźniony ${minutes} min` : `Za ${minutes} min`}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}

          <NoticesSection
            id="notices-title"
            title="Awizacje dnia"
            list={list}
            isEmpty={notices.length === 0}
            loadError="Nie udało się wczytać awizacji dnia."
            emptyTitle="Brak awizacji na ten dzień"
          >
            <NoticeCardList
              label="Awizacje dnia"
              notices={notices}
              timeZone={timeZone}
              isBusy={isBusy}
              clashes={clashes}
              onAction={onAction}
            />
          </NoticesSection>
        </>
      )}

      {dialog?.action === 'confirm' && warehouse && (
        <ConfirmDialog
          notice={dialog.notice}
          warehouseId={warehouse.id}
          day={dialogDay}
          timeZone={timeZone}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.action === 'reject' && (
        <RejectDialog
          notice={dialog.notice}
          day={dialogDay}
          timeZone={timeZone}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.action === 'complete' && (
        <CompleteDialog notice={dialog.notice} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}

function actionDone(action: WarehouseAction, direction: string): string {
  switch (action) {
    case 'arrive':
      return 'zapisano przyjazd';
    case 'start':
      return direction === 'outbound' ? 'rozpoczęto załadunek' : 'rozpoczęto rozładunek';
    case 'no_show':
      return 'zapisano niestawienie';
    case 'confirm':
      return 'potwierdzono';
    case 'reject':
      return 'odrzucono';
    case 'complete':
      return 'zakończono';
  }
}

function ConfirmDialog({
  notice,
  warehouseId,
  day,
  timeZone,
  onClose,
}: {
  notice: Notice;
  warehouseId: string;
  day: string;
  timeZone: string;
  onClose: () => void;
}) {
  const sdk = useSdk();
  const duration =
    notice.planned_start && notice.planned_end
      ? Math.round((Date.parse(notice.planned_end) - Date.parse(notice.planned_start)) / 60_000)
      : undefined;
  const slots = useQuery(
    sdk.notices.slots({
      warehouseId,
      date: day,
      direction: directionOf(notice.direction),
      ...(duration && duration > 0 ? { durationMinutes: duration } : {}),
      ignoreNoticeId: notice.id,
    }),
  );
  const usable = useMemo(
    () =>
      (slots.data ?? []).filter(
        (r) => r.ramp.active && rampServesDirection(r.ramp.kind, directionOf(notice.direction)),
      ),
    [slots.data, notice.direction],
  );
  const [choice, setChoice] = useState<ConfirmChoice | null>(null);
  useEffect(() => {
    if (slots.data && choice === null) setChoice(confirmPrefill(notice, usable));
  }, [slots.data, usable, notice, choice]);
  const confirm = useMutation(silent(sdk.notices.changeStatus()));

  const ramp = usable.find((r) => r.ramp.id === choice?.rampId);
  const windows = ramp?.free ?? [];
  const rampItems: SelectOption[] = usable.map((r) => ({
    id: r.ramp.id,
    label: `${r.ramp.name} (wolnych okien: ${r.free.length})`,
    isDisabled: r.free.length === 0,
  }));
  const windowItems: SelectOption[] = windows.map((w) => ({
    id: w.start,
    label: windowLabel(w.start, w.end, timeZone),
  }));
  const error = confirm.error
    ? (noticeRuleMessage(confirm.error) ?? 'Nie udało się potwierdzić awizacji.')
    : null;

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`Potwierdź awizację ${notice.number}`}
      description={
        notice.planned_start && notice.planned_end
          ? `Planowane okno: ${windowLabel(notice.planned_start, notice.planned_end, timeZone)}`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Anuluj
          </Button>
          <Button
            isPending={confirm.isPending}
            isDisabled={!choice}
            onPress={() => {
              if (!choice) return;
              confirm.mutate(
                {
                  id: notice.id,
                  status: 'confirmed',
                  rampId: choice.rampId,
                  plannedStart: choice.start,
                  plannedEnd: choice.end,
                },
                {
                  onSuccess: () => {
                    toast.success(`Potwierdzono awizację ${notice.number}`);
                    onClose();
                  },
                },
              );
            }}
          >
            Potwierdź
          </Button>
        </>
      }
    >
      <div className={styles.lines}>
        {slots.isPending ? (
          <div role="status" aria-label="Ładowanie wolnych okien" className={styles.muted}>
            Ładowanie wolnych okien…
          </div>
        ) : slots.isError ? (
          <ListLoadError
            message="Nie udało się wczytać wolnych okien."
            onRetry={() => void slots.refetch()}
          />
        ) : usable.every((r) => r.free.length === 0) ? (
          <p className={styles.formError}>
            Tego dnia nie ma wolnego okna na żadnej rampie dla tego kierunku.
          </p>
        ) : (
          <>
            <Select
              label="Rampa"
              items={rampItems}
              selectedKey={choice?.rampId ?? null}
              onSelectionChange={(key) => {
                const next = usable.find((r) => r.ramp.id === key);
                if (!next || next.free.length === 0) return;
                const same = next.free.find((w) => w.start === choice?.start) ?? next.free[0]!;
                setChoice({ rampId: next.ramp.id, ...same });
              }}
            />
            <Select
              label="Okno czasowe"
              items={windowItems}
              selectedKey={choice && windows.some((w) => w.start === choice.start) ? choice.start : null}
              onSelectionChange={(key) => {
                const w = windows.find((item) => item.start === key);
                if (w && choice) setChoice({ rampId: choice.rampId, ...w });
              }}
            />
          </>
        )}
        {error && (
          <p role="alert" className={styles.formError}>
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}

function RejectDialog({
  notice,
  day,
  timeZone,
  onClose,
}: {
  notice: Notice;
  day: string;
  timeZone: string;
  onClose: () => void;
}) {
  const sdk = useSdk();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [propose, setPropose] = useState(false);
  const [slot, setSlot] = useState({ day, from: '', to: '' });
  const reject = useMutation(silent(sdk.notices.changeStatus()));
  const fieldError = touched ? rejectionError(reason) : null;
  const proposal = propose ? proposedSlot(slot.day, slot.from, slot.to, timeZone) : null;
  const slotError =
    touched && propose && !proposal ? 'Podaj dzień i godziny proponowanego okna (koniec po początku).' : null;
  const error = reject.error ? (noticeRuleMessage(reject.error) ?? 'Nie udało się odrzucić awizacji.') : null;
  const submit = () => {
    setTouched(true);
    if (rejectionError(reason) || (propose && !proposal)) return;
    reject.mutate(
      {
        id: notice.id,
        status: 'rejected',
        rejectionReason: reason.trim(),
        comment: reason.trim(),
        ...(proposal && { proposedStart: proposal.start, proposedEnd: proposal.end }),
      },
      {
        onSuccess: () => {
          toast.success(`Odrzucono awizację ${notice.number}`);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`Odrzuć awizację ${notice.number}`}
      description="Powód zobaczy handlowiec i klient."
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Anuluj
          </Button>
          <Button variant="danger" isPending={reject.isPending} onPress={submit}>
            Odrzuć
          </Button>
        </>
      }
    >
      <div className={styles.lines}>
        <TextArea
          label="Powód odrzucenia"
          isRequired
          value={reason}
          onChange={setReason}
          onBlur={() => setTouched(true)}
          isInvalid={Boolean(fieldError)}
          errorMessage={fieldError ?? undefined}
          rows={3}
        />
        <Checkbox isSelected={propose} onChange={setPropose}>
          Zaproponuj inny termin
        </Checkbox>
        {propose && (
          <div className={styles.row}>
            <TextField
              label="Proponowany dzień"
              type="date"
              value={slot.day}
              onChange={(value) => setSlot((current) => ({ ...current, day: value }))}
            />
            <TextField
              label="Od"
              type="time"
              value={slot.from}
              onChange={(value) => setSlot((current) => ({ ...current, from: value }))}
            />
            <TextField
              label="Do"
              type="time"
              value={slot.to}
              onChange={(value) => setSlot((current) => ({ ...current, to: value }))}
            />
          </div>
        )}
        {slotError && (
          <p role="alert" className={styles.formError}>
            {slotError}
          </p>
        )}
        {error && (
          <p role="alert" className={styles.formError}>
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}

function CompleteDialog({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const sdk = useSdk();
  const details = useQuery(sdk.notices.byId(notice.id));
  const [received, setReceived] = useState<Record<string, number>>({});
  const [touched, setTouched] = useState(false);
  const complete = useMutation(silent(sdk.notices.complete()));
  const items = details.data?.items ?? [];
  useEffect(() => {
    if (!details.data) return;
    setReceived((current) => {
      const next = { ...current };
      for (const item of details.data!.items)
        if (next[item.id] === undefined && item.received_quantity !== null)
          next[item.id] = Number(item.received_quantity);
      return next;
    });
  }, [details.data]);
  const lines = items.map((item) => ({
    id: item.id,
    quantity: item.quantity as number | string,
    received: received[item.id] ?? Number.NaN,
  }));
  const errors = touched ? receivedErrors(lines) : {};
  const error = complete.error
    ? (noticeRuleMessage(complete.error) ?? 'Nie udało się zakończyć awizacji.')
    : null;
  const submit = () => {
    setTouched(true);
    if (Object.keys(receivedErrors(lines)).length > 0) return;
    complete.mutate(
      { id: notice.id, lines: lines.map((line) => ({ id: line.id, receivedQuantity: line.received })) },
      {
        onSuccess: () => {
          toast.success(`Zakończono awizację ${notice.number}`);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      isOpen
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={`Zakończ awizację ${notice.number}`}
      description="Wpisz ilość przyjętą w każdej pozycji."
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Anuluj
          </Button>
          <Button isPending={complete.isPending} isDisabled={!details.data} onPress={submit}>
            Zakończ
          </Button>
        </>
      }
    >
      <div className={styles.lines}>
        {details.isPending ? (
          <div role="status" aria-label="Ładowanie pozycji" className={styles.muted}>
            Ładowanie pozycji…
          </div>
        ) : details.isError ? (
          <ListLoadError message="Nie udało się wczytać pozycji." onRetry={() => void details.refetch()} />
        ) : items.length === 0 ? (
          <p className={styles.muted}>Awizacja nie ma pozycji towarowych.</p>
        ) : (
          items.map((item, index) => {
            const line = lines[index]!;
            const difference = lineDifference(line);
            const unit = item.product?.unit ?? '';
            return (
              <div key={item.id}>
                <NumberField
                  label={`Przyjęto: ${item.product?.name ?? 'pozycja'} (zamówiono ${formatNumber(Number(item.quantity))} ${unit})`}
                  kind="decimal"
                  minValue={0}
                  value={received[item.id] ?? Number.NaN}
                  onChange={(value) => setReceived((current) => ({ ...current, [item.id]: value }))}
                  isInvalid={Boolean(errors[item.id])}
                  errorMessage={errors[item.id]}
                />
                {difference !== null && difference !== 0 && (
                  <p className={styles.shortage}>
                    {difference < 0
                      ? `Brak: ${formatNumber(-difference)} ${unit}`
                      : `Nadwyżka: ${formatNumber(difference)} ${unit}`}
                  </p>
                )}
              </div>
            );
          })
        )}
        {error && (
          <p role="alert" className={styles.formError}>
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
