/**
 * Polish identifiers: NIP (tax id), REGON (business register), PESEL (personal id) and the postal code,
 * normalised and checked with their official checksums.
 */
export type IdentifierType = 'nip' | 'regon' | 'pesel' | 'postal_code';

export interface IdentifierCheck {
  valid: boolean;
  /** The value without separators (and the `PL` prefix of a NIP); the postal code as `NN-NNN`. */
  normalized: string;
  reason?: 'format' | 'checksum' | 'date';
}

const digits = (value: string) => [...value].map(Number);

function weighted(value: string, weights: readonly number[]): number {
  return digits(value).reduce((sum, digit, i) => sum + digit * (weights[i] ?? 0), 0);
}

function nip(value: string): IdentifierCheck {
  const normalized = value.replace(/^PL/i, '').replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(normalized)) return { valid: false, normalized, reason: 'format' };
  const check = weighted(normalized, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return check === Number(normalized[9])
    ? { valid: true, normalized }
    : { valid: false, normalized, reason: 'checksum' };
}

function regon(value: string): IdentifierCheck {
  const normalized = value.replace(/[\s-]/g, '');
  const verify = (text: string, weights: number[]) =>
    (weighted(text, weights) % 11) % 10 === Number(text.at(-1));
  if (/^\d{9}$/.test(normalized)) {
    return verify(normalized, [8, 9, 2, 3, 4, 5, 6, 7])
      ? { valid: true, normalized }
      : { valid: false, normalized, reason: 'checksum' };
  }
  if (/^\d{14}$/.test(normalized)) {
    const ok =
      verify(normalized.slice(0, 9), [8, 9, 2, 3, 4, 5, 6, 7]) &&
      verify(normalized, [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8]);
    return ok ? { valid: true, normalized } : { valid: false, normalized, reason: 'checksum' };
  }
  return { valid: false, normalized, reason: 'format' };
}

function pesel(value: string): IdentifierCheck {
  const normalized = value.replace(/\s/g, '');
  if (!/^\d{11}$/.test(normalized)) return { valid: false, normalized, reason: 'format' };
  const check = (10 - (weighted(normalized, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10;
  if (check !== Number(normalized[10])) return { valid: false, normalized, reason: 'checksum' };
  // The month carries the century: 1800s +80, 1900s +0, 2000s +20, 2100s +40, 2200s +60.
  const month = Number(normalized.slice(2, 4));
  const centuries: Record<number, number> = {
    0: 1900,
    1: 1900,
    2: 2000,
    3: 2000,
    4: 2100,
    5: 2100,
    6: 2200,
    7: 2200,
    8: 1800,
    9: 1800,
  };
  const year = centuries[Math.floor(month / 10)]! + Number(normalized.slice(0, 2));
  const realMonth = month % 20;
  const day = Number(normalized.slice(4, 6));
  const date = new Date(Date.UTC(year, realMonth - 1, day));
  const validDate =
    realMonth >= 1 && realMonth <= 12 && date.getUTCMonth() === realMonth - 1 && date.getUTCDate() === day;
  return validDate ? { valid: true, normalized } : { valid: false, normalized, reason: 'date' };
}

function postalCode(value: string): IdentifierCheck {
  const compact = value.replace(/\s/g, '');
  const match = /^(\d{2})-?(\d{3})$/.exec(compact);
  return match
    ? { valid: true, normalized: `${match[1]}-${match[2]}` }
    : { valid: false, normalized: compact, reason: 'format' };
}

export const IDENTIFIER_TYPES: readonly IdentifierType[] = ['nip', 'regon', 'pesel', 'postal_code'];

export function checkIdentifier(type: IdentifierType, value: string): IdentifierCheck {
  switch (type) {
    case 'nip':
      return nip(value);
    case 'regon':
      return regon(value);
    case 'pesel':
      return pesel(value);
    case 'postal_code':
      return postalCode(value);
  }
}
