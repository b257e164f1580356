import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { EMPTY_INVITE, inviteFormSchema, type InviteFormValues } from './inviteForm';

const issues = (values: InviteFormValues) => {
  const result = z.safeParse(inviteFormSchema, values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const filled = { ...EMPTY_INVITE, displayName: 'Zofia Klientowska', email: 'zofia@firma.pl' };

describe('the invite form', () => {
  it('asks a klient’s company next to its field, and only for a klient', () => {
    expect(issues({ ...filled, role: 'klient' })).toEqual({ clientId: 'Wybierz firmę klienta' });
    expect(issues({ ...filled, role: 'klient', clientId: 'c0000000-0000-4000-8000-000000000001' })).toEqual(
      {},
    );
    expect(issues({ ...filled, role: 'magazynier' })).toEqual({});
  });

  it('names each missing field in Polish', () => {
    expect(issues(EMPTY_INVITE)).toMatchObject({
      displayName: 'Podaj imię i nazwisko',
      email: 'Podaj adres e-mail',
      role: 'Wybierz rolę',
    });
  });
});
