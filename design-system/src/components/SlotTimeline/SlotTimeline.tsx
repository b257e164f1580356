import { useRef, useState, type KeyboardEvent } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { formatClock as clock, formatMinutes } from '../../format/format';
import * as styles from './SlotTimeline.css';

export interface Ramp {
  id: string;
  /** e.g. "Rampa 1". */
  label: string;
}

export interface TakenSlot {
  rampId: string;
  /** The cell's start, in minutes after midnight of the shown day (the warehouse's local time). */
  minute: number;
  /** Short text in the cell, e.g. the awizacja number. */
  label?: string;
  /** A request that asks for this held cell, e.g. "AW/2026/11/0007 prosi o to okno": marked as a clash. */
  conflict?: string;
}

export interface SlotValue {
  rampId: string;
  /** The window's first cell, in minutes after midnight. */
  minute: number;
}

export interface SlotTimelineProps {
  /** Names the grid, e.g. "Wolne okna, 22.11.2026". */
  'aria-label': string;
  ramps: readonly Ramp[];
  /**
   * Length of one cell (one column) in minutes, e.g. the warehouse's slot length.
   * @default 60
   */
  slotMinutes?: number;
  /**
   * Start of the first cell, in minutes after midnight.
   * @default 360 (06:00)
   */
  startMinute?: number;
  /**
   * End of the last cell (exclusive), in minutes after midnight.
   * @default 1080 (18:00)
   */
  endMinute?: number;
  /** Occupied cells; they cannot be selected. */
  taken: readonly TakenSlot[];
  /**
   * How many cells a chosen window covers: a cell can start a window only when all of them are free.
   * @default 1
   */
  span?: number;
  /** The chosen window's first cell (controlled). */
  value?: SlotValue | null;
  onChange?: (value: SlotValue) => void;
  /** The current time, in minutes after midnight of the shown day: its column is marked ("teraz"). */
  now?: number;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * The awizacja slot picker and the warehouse's ramp board: ramps × cells of `slotMinutes`. A `grid` with one
 * tab stop: arrow keys move, Home/End go to the row ends (with Ctrl: the grid's corners), Enter or Space choose
 * the window of `span` cells starting at the focused one; taken cells are announced and cannot be chosen.
 */
export function SlotTimeline({
  'aria-label': ariaLabel,
  ramps,
  slotMinutes = 60,
  startMinute = 360,
  endMinute = 1080,
  taken,
  span = 1,
  value,
  onChange,
  now,
  isDisabled = false,
}: SlotTimelineProps) {
  const step = Math.max(1, slotMinutes);
  const minutes = Array.from(
    { length: Math.max(0, Math.ceil((endMinute - startMinute) / step)) },
    (_, index) => startMinute + index * step,
  );
  const length = Math.max(1, span);
  const initialRow = Math.max(0, value ? ramps.findIndex((ramp) => ramp.id === value.rampId) : 0);
  const initialCol = value ? Math.max(0, minutes.indexOf(value.minute)) : 0;
  const [focus, setFocus] = useState({ row: initialRow, col: initialCol });
  const cells = useRef(new Map<string, HTMLTableCellElement>());

  const takenAt = (rampId: string, minute: number) =>
    taken.find((slot) => slot.rampId === rampId && slot.minute === minute);
  // A window fits from `col` when its cells exist and none is taken.
  const fits = (rampId: string, col: number) =>
    col + length <= minutes.length &&
    minutes.slice(col, col + length).every((minute) => !takenAt(rampId, minute));
  const nowCol =
    now !== undefined && now >= startMinute && now < startMinute + minutes.length * step
      ? Math.floor((now - startMinute) / step)
      : -1;
  const nowOffset = nowCol >= 0 ? `${(((now! - startMinute) % step) / step) * 100}%` : undefined;
  const selectedCol = value ? minutes.indexOf(value.minute) : -1;

  const moveTo = (row: number, col: number) => {
    const next = {
      row: Math.min(Math.max(row, 0), ramps.length - 1),
      col: Math.min(Math.max(col, 0), minutes.length - 1),
    };
    setFocus(next);
    cells.current.get(`${next.row}:${next.col}`)?.focus();
  };

  const choose = (row: number, col: number) => {
    const ramp = ramps[row];
    const minute = minutes[col];
    if (isDisabled || !ramp || minute === undefined || !fits(ramp.id, col)) return;
    onChange?.({ rampId: ramp.id, minute });
  };

  const onKeyDown = (event: KeyboardEvent, row: number, col: number) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveTo(row, col + 1),
      ArrowLeft: () => moveTo(row, col - 1),
      ArrowDown: () => moveTo(row + 1, col),
      ArrowUp: () => moveTo(row - 1, col),
      Home: () => moveTo(event.ctrlKey ? 0 : row, 0),
      End: () => moveTo(event.ctrlKey ? ramps.length - 1 : row, minutes.length - 1),
      Enter: () => choose(row, col),
      ' ': () => choose(row, col),
    };
    const action = keys[event.key];
    if (action && !event.altKey && !event.metaKey) {
      event.preventDefault();
      action();
    }
  };

  const cellName = (
    ramp: Ramp,
    col: number,
    minute: number,
    occupied: TakenSlot | undefined,
    selected: boolean,
  ) => {
    const window = `${ramp.label}, ${clock(minute)}–${clock(minute + step)}`;
    if (occupied) {
      const what = `zajęte${occupied.label ? `: ${occupied.label}` : ''}`;
      return `${window}, ${what}${occupied.conflict ? `, konflikt: ${occupied.conflict}` : ''}`;
    }
    if (length > 1 && !selected && !fits(ramp.id, col))
      return `${window}, wolne, okno ${formatMinutes(length * step)} stąd się nie mieści`;
    return `${window}, wolne`;
  };

  return (
    <div>
      <div className={styles.scroller}>
        <table
          role="grid"
          aria-label={ariaLabel}
          aria-disabled={isDisabled || undefined}
          className={styles.grid}
        >
          <thead>
            <tr>
              <td />
              {minutes.map((minute, col) => (
                <th
                  key={minute}
                  scope="col"
                  className={col === nowCol ? styles.nowHeader : styles.hourHeader}
                  data-minor={minute % 60 !== 0 || undefined}
                >
                  {clock(minute)}
                  {col === nowCol && <span className={styles.nowTag}>teraz</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ramps.map((ramp, row) => (
              <tr key={ramp.id}>
                <th scope="row" className={styles.rampHeader}>
                  {ramp.label}
                </th>
                {minutes.map((minute, col) => {
                  const occupied = takenAt(ramp.id, minute);
                  const selected =
                    value?.rampId === ramp.id &&
                    selectedCol >= 0 &&
                    col >= selectedCol &&
                    col < selectedCol + length;
                  const isFocusStop = focus.row === row && focus.col === col;
                  const usable = !occupied && fits(ramp.id, col);
                  return (
                    <td
                      key={minute}
                      role="gridcell"
                      ref={(element) => {
                        if (element) cells.current.set(`${row}:${col}`, element);
                        else cells.current.delete(`${row}:${col}`);
                      }}
                      tabIndex={isFocusStop ? 0 : -1}
                      aria-selected={selected}
                      aria-disabled={!usable || isDisabled || undefined}
                      aria-label={cellName(ramp, col, minute, occupied, selected)}
                      className={styles.slot}
                      data-taken={occupied ? true : undefined}
                      data-conflict={occupied?.conflict ? true : undefined}
                      data-now={col === nowCol || undefined}
                      style={
                        col === nowCol && nowOffset
                          ? assignInlineVars({ [styles.nowAt]: nowOffset })
                          : undefined
                      }
                      onClick={() => {
                        setFocus({ row, col });
                        choose(row, col);
                      }}
                      onFocus={() => setFocus({ row, col })}
                      onKeyDown={(event) => onKeyDown(event, row, col)}
                    >
                      <span aria-hidden className={styles.cellText}>
                        {occupied
                          ? `${occupied.conflict ? '! ' : ''}${occupied.label ?? 'zajęte'}`
                          : selected && col === selectedCol
                            ? '✓'
                            : ''}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.legend} aria-hidden>
        <span className={styles.legendItem}>
          <span className={styles.swatch} /> wolne
        </span>
        <span className={styles.legendItem}>
          <span className={styles.swatch} data-taken /> zajęte
        </span>
        {onChange && (
          <span className={styles.legendItem}>
            <span className={styles.swatch} aria-selected="true" /> wybrane
          </span>
        )}
        {length > 1 && (
          <span className={styles.legendItem}>
            <span className={styles.swatch} aria-disabled="true" />{' '}
            {`okno ${formatMinutes(length * step)} się nie mieści`}
          </span>
        )}
        {taken.some((slot) => slot.conflict) && (
          <span className={styles.legendItem}>
            <span className={styles.swatch} data-taken data-conflict /> konflikt
          </span>
        )}
        {nowCol >= 0 && (
          <span className={styles.legendItem}>
            <span className={styles.nowSwatch} /> teraz
          </span>
        )}
      </div>
    </div>
  );
}
