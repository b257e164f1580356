/**
 * A five-field cron schedule as Hasura reads it (minute hour day-of-month month day-of-week, in UTC): `*`,
 * numbers, ranges `a-b`, steps `*\/n` and `a-b/n`, lists `a,b`. Day-of-week 0 and 7 are Sunday. When both
 * day fields are restricted a day matches either of them (Vixie cron). Names (JAN, MON) and the `@hourly`
 * shorthands are not accepted.
 */
export interface CronSchedule {
  /** The first moment strictly after `after` (whole minutes) that the schedule fires, in UTC. */
  next(after: Date): Date;
  /** Every firing in (after, until], at most `limit` of them. */
  between(after: Date, until: Date, limit?: number): Date[];
}

interface Field {
  values: Set<number>;
  restricted: boolean;
}

const RANGES: readonly [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

export class CronExpressionError extends Error {
  override name = 'CronExpressionError';
}

function parseField(text: string, [min, max]: [number, number], index: number): Field {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new CronExpressionError(`field ${index + 1} "${text}" is not a cron field`);
    const [, star, from, to, step] = match;
    const low = star === '*' ? min : Number(from);
    const high = star === '*' ? max : to !== undefined ? Number(to) : step !== undefined ? max : low;
    const by = step === undefined ? 1 : Number(step);
    if (low < min || high > max || low > high || by < 1) {
      throw new CronExpressionError(`field ${index + 1} "${text}" is outside ${min}-${max}`);
    }
    for (let value = low; value <= high; value += by) values.add(value);
  }
  return { values, restricted: text !== '*' };
}

export function parseCron(expression: string): CronSchedule {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new CronExpressionError(`"${expression}" needs five fields`);
  const [minute, hour, dom, month, dow] = fields.map((text, i) => parseField(text, [...RANGES[i]!], i));
  if (dow!.values.has(7)) dow!.values.add(0);

  const dayMatches = (date: Date) => {
    const byDom = dom!.values.has(date.getUTCDate());
    const byDow = dow!.values.has(date.getUTCDay());
    if (dom!.restricted && dow!.restricted) return byDom || byDow;
    if (dom!.restricted) return byDom;
    if (dow!.restricted) return byDow;
    return true;
  };

  const next = (after: Date): Date => {
    const t = new Date(Math.floor(after.getTime() / 60_000) * 60_000 + 60_000);
    // Five years of days at most: "30 2 31 2 *" (never) ends instead of looping.
    const limit = after.getTime() + 5 * 366 * 86_400_000;
    while (t.getTime() <= limit) {
      if (!month!.values.has(t.getUTCMonth() + 1) || !dayMatches(t)) {
        t.setUTCHours(24, 0, 0, 0);
        continue;
      }
      if (!hour!.values.has(t.getUTCHours())) {
        t.setUTCHours(t.getUTCHours() + 1, 0, 0, 0);
        continue;
      }
      if (!minute!.values.has(t.getUTCMinutes())) {
        t.setUTCMinutes(t.getUTCMinutes() + 1, 0, 0);
        continue;
      }
      return t;
    }
    throw new CronExpressionError(`"${expression}" never fires`);
  };

  return {
    next,
    between(after, until, limit = 1000) {
      const found: Date[] = [];
      let at = after;
      while (found.length < limit) {
        at = next(at);
        if (at.getTime() > until.getTime()) break;
        found.push(at);
      }
      return found;
    },
  };
}
