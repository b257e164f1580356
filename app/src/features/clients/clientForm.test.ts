import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { GraphqlRequestError } from '@rampa/sdk';
import { clientDetailFixture, clientContactFixture } from '@rampa/sdk/testing';
import {
  clientFormSchema,
  clientFormToInput,
  clientServerError,
  clientToFormValues,
  EMPTY_CLIENT_FORM,
  type ClientFormValues,
} from './clientForm';
import { contactFormSchema, EMPTY_CONTACT } from './contactForm';

function errorsOf(values: Partial<ClientFormValues>) {
  const result = z.safeParse(clientFormSchema, { ...EMPTY_CLIENT_FORM, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the client form validation', () => {
  it('requires a company name', () => {
    expect(errorsOf({ kind: 'company', name: '  ' })).toEqual({ name: 'To pole jest wymagane' });
    expect(errorsOf({ kind: 'company', name: 'Rampa Sp. z o.o.' })).toEqual({});
  });

  it('requires first and last name of a person', () => {
    expect(errorsOf({ kind: 'person', first_name: 'Jan' })).toEqual({ last_name: 'To pole jest wymagane' });
  });

  it('checks NIP, REGON and KRS of a company with their checksums', () => {
    const base = { kind: 'company' as const, name: 'Rampa' };
    expect(errorsOf({ ...base, nip: '542-284-59-17', regon: '302046830', krs: '0000413516' })).toEqual({});
    expect(errorsOf({ ...base, nip: 'PL 5422845917' })).toEqual({});
    expect(errorsOf({ ...base, nip: '5422845918', regon: '302046831', krs: '12345' })).toEqual({
      nip: 'Nieprawidłowy NIP',
      regon: 'Nieprawidłowy REGON',
      krs: 'Numer KRS ma 10 cyfr',
    });
    // A remainder of 10 is never issued.
    expect(errorsOf({ ...base, nip: '4724987170' })).toEqual({ nip: 'Nieprawidłowy NIP' });
  });

  it('checks the PESEL of a person, date included', () => {
    const base = { kind: 'person' as const, first_name: 'Jan', last_name: 'Nowak' };
    expect(errorsOf({ ...base, pesel: '44051401359' })).toEqual({});
    expect(errorsOf({ ...base, pesel: '00100112340' })).toEqual({});
    expect(errorsOf({ ...base, pesel: '92060512181' })).toEqual({ pesel: 'Nieprawidłowy PESEL' });
  });

  it('does not check the fields of the other kind (they are not saved)', () => {
    expect(errorsOf({ kind: 'company', name: 'Rampa', pesel: '123' })).toEqual({});
    expect(errorsOf({ kind: 'person', first_name: 'A', last_name: 'B', nip: '123' })).toEqual({});
  });

  it('checks the postal code, e-mail, phone, payment term and credit limit', () => {
    expect(
      errorsOf({
        name: 'Rampa',
        postal_code: '00-95',
        email: 'biuro@',
        phone: 'abc',
        payment_term_days: 400,
        credit_limit: -1,
      }),
    ).toEqual({
      postal_code: 'Nieprawidłowy kod pocztowy (format 00-000)',
      email: 'Musi być poprawnym adresem e-mail',
      phone: 'Nieprawidłowy numer telefonu',
      payment_term_days: 'Termin płatności to od 0 do 365 dni',
      credit_limit: 'Limit kredytowy nie może być ujemny',
    });
    expect(errorsOf({ name: 'Rampa', postal_code: '00950', phone: '+48 601 234 567' })).toEqual({});
  });
});

describe('the first contact person of a new client', () => {
  it('is optional, but once started needs a first and last name and a valid e-mail', () => {
    expect(errorsOf({ name: 'Rampa' })).toEqual({});
    expect(errorsOf({ name: 'Rampa', contact_position: 'Prezes', contact_email: 'ewa@' })).toEqual({
      contact_first_name: 'To pole jest wymagane',
      contact_last_name: 'To pole jest wymagane',
      contact_email: 'Musi być poprawnym adresem e-mail',
    });
    expect(errorsOf({ name: 'Rampa', contact_first_name: 'Ewa', contact_last_name: 'Kowalska' })).toEqual({});
  });
});

describe('the client form data', () => {
  it('sends trimmed values, bare digits and nulls for empty fields', () => {
    expect(
      clientFormToInput({
        ...EMPTY_CLIENT_FORM,
        name: ' Rampa ',
        nip: 'PL 542-284-59-17',
        postal_code: '00950',
        pesel: '44051401359',
        tags: 'VIP, hurt, VIP, ',
        credit_limit: 2500.5,
      }),
    ).toMatchObject({
      kind: 'company',
      name: 'Rampa',
      first_name: null,
      nip: '5422845917',
      pesel: null,
      postal_code: '00-950',
      email: null,
      voivodeship: null,
      owner_id: null,
      tags: ['VIP', 'hurt'],
      credit_limit: '2500.50',
      payment_term_days: 14,
    });
  });

  it('leaves the name of a person to the database (first + last)', () => {
    const input = clientFormToInput({
      ...EMPTY_CLIENT_FORM,
      kind: 'person',
      first_name: 'Jan ',
      last_name: 'Nowak',
    });
    expect(input).not.toHaveProperty('name');
    expect(input).toMatchObject({ first_name: 'Jan', last_name: 'Nowak', nip: null });
  });

  it('fills the form from a loaded client', () => {
    const values = clientToFormValues({
      ...clientDetailFixture(),
      owner: null,
      contacts: [clientContactFixture()],
      consents: [],
    });
    expect(values).toMatchObject({
      kind: 'company',
      name: 'Firma Testowa 1 Sp. z o.o.',
      nip: '5422845917',
      pesel: '',
      credit_limit: 25000,
      tags: 'VIP',
      notes: '',
    });
  });

  it('puts a database constraint violation on its field, in Polish', () => {
    const violation = (constraint: string) =>
      new GraphqlRequestError({ error: 'constraint-violation', message: 'x', status: 200 }, [
        {
          message: `Check constraint violation. new row for relation "clients" violates check constraint "${constraint}"`,
        },
      ]);
    expect(clientServerError(violation('clients_nip_check'))).toEqual({
      field: 'nip',
      message: 'Nieprawidłowy NIP',
    });
    expect(clientServerError(violation('clients_pesel_check'))).toEqual({
      field: 'pesel',
      message: 'Nieprawidłowy PESEL',
    });
    expect(clientServerError(violation('clients_postal_code'))).toMatchObject({ field: 'postal_code' });
    expect(clientServerError(new Error('boom'))).toEqual({
      message: 'Nie udało się zapisać klienta. Spróbuj ponownie.',
    });
  });
});

describe('the contact form validation', () => {
  it('requires names and checks e-mail and phone', () => {
    const result = z.safeParse(contactFormSchema, {
      ...EMPTY_CONTACT,
      first_name: 'Ewa',
      email: 'ewa@',
      phone: 'x',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['last_name', 'To pole jest wymagane'],
      ['phone', 'Nieprawidłowy numer telefonu'],
      ['email', 'Musi być poprawnym adresem e-mail'],
    ]);
  });
});
