import { useRef, useState, type KeyboardEvent } from 'react';
import * as styles from './SlotTimeline.css';

export interface Ramp {
  id: string;
  /** e.g. "Rampa 1". */
  label: string;
}

export interface TakenSlot {
  rampId: string;
  /** Start hour, 0–23 (Europe/Warsaw local time). */
  hour: number;
  /** Short text in the cell, e.g. the awizacja number. */
  label?: string;
}

export interface SlotValue {
  rampId: string;
  hour: number;
}

export interface SlotTimelineProps {
  /** Names the grid, e.g. "Wolne okna, 22.11.2026". */
  'aria-label': string;
  ramps: readonly Ramp[];
  /**
   * First hour shown.
   * @default 6
   */
  startHour?: number;
  /**
   * Hour after the last slot (exclusive).
   * @default 18
   */
  endHour?: number;
  /** Occupied slots; they cannot be selected. */
  taken: readonly TakenSlot[];
  /** The chosen slot (controlled). */
  value?: SlotValue | null;
  onChange?: (value: SlotValue) => void;
  /** @default false */
  isDisabled?: boolean;
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The awizacja slot picker: ramps × one-hour windows. A `grid` with one tab stop: arrow keys move, Home/End
 * go to the row ends, Enter or Space choose a free slot; taken slots are announced and skipped for
 * selection.
 */
export function SlotTimeline({
  'aria-label': ariaLabel,
  ramps,
  startHour = 6,
  endHour = 18,
  taken,
  value,
  onChange,
  isDisabled = false,
}: SlotTimelineProps) {
  const hours = Array.from({ length: Math.max(0, endHour - startHour) }, (_, index) => startHour + index);
  const initialRow = Math.max(0, value ? ramps.findIndex((ramp) => ramp.id === value.rampId) : 0);
  const initialCol = value ? Math.max(0, hours.indexOf(value.hour)) : 0;
  const [focus, setFocus] = useState({ row: initialRow, col: initialCol });
  const cells = useRef(new Map<string, HTMLTableCellElement>());

  const takenAt = (rampId: string, hour: number) =>
    taken.find((slot) => slot.rampId === rampId && slot.hour === hour);

  const moveTo = (row: number, col: number) => {
    const next = {
      row: Math.min(Math.max(row, 0), ramps.length - 1),
      col: Math.min(Math.max(col, 0), hours.length - 1),
    };
    setFocus(next);
    cells.current.get(`${next.row}:${next.col}`)?.focus();
  };

  const choose = (row: number, col: number) => {
    const ramp = ramps[row];
    const hour = hours[col];
    if (isDisabled || !ramp || hour === undefined || takenAt(ramp.id, hour)) return;
    onChange?.({ rampId: ramp.id, hour });
  };

  const onKeyDown = (event: KeyboardEvent, row: number, col: number) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveTo(row, col + 1),
      ArrowLeft: () => moveTo(row, col - 1),
      ArrowDown: () => moveTo(row + 1, col),
      ArrowUp: () => moveTo(row - 1, col),
      Home: () => moveTo(event.ctrlKey ? 0 : row, 0),
      End: () => moveTo(event.ctrlKey ? ramps.length - 1 : row, hours.length - 1),
      Enter: () => choose(row, col),
      ' ': () => choose(row, col),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
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
              {hours.map((hour) => (
                <th key={hour} scope="col" className={styles.hourHeader}>
                  {hourLabel(hour)}
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
                {hours.map((hour, col) => {
                  const occupied = takenAt(ramp.id, hour);
                  const selected = value?.rampId === ramp.id && value.hour === hour;
                  const isFocusStop = focus.row === row && focus.col === col;
                  return (
                    <td
                      key={hour}
                      role="gridcell"
                      ref={(element) => {
                        if (element) cells.current.set(`${row}:${col}`, element);
                        else cells.current.delete(`${row}:${col}`);
                      }}
                      tabIndex={isFocusStop ? 0 : -1}
                      aria-selected={selected}
                      aria-disabled={Boolean(occupied) || isDisabled || undefined}
                      aria-label={`${ramp.label}, ${hourLabel(hour)}–${hourLabel(hour + 1)}, ${
                        occupied ? `zajęte${occupied.label ? `: ${occupied.label}` : ''}` : 'wolne'
                      }`}
                      className={styles.slot}
                      onClick={() => {
                        setFocus({ row, col });
                        choose(row, col);
                      }}
                      onFocus={() => setFocus({ row, col })}
                      onKeyDown={(event) => onKeyDown(event, row, col)}
                    >
                      <span aria-hidden>{occupied ? (occupied.label ?? 'zajęte') : selected ? '✓' : ''}</span>
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
          <span className={styles.swatch} aria-disabled="true" /> zajęte
        </span>
        <span className={styles.legendItem}>
          <span className={styles.swatch} aria-selected="true" /> wybrane
        </span>
      </div>
    </div>
  );
}
