import { ERRORS, type ErrorPayload } from '../errors';
import { MIN_PASSWORD_LENGTH } from './constants';

// The widely used "standard" address pattern (quoted local parts, IPv4 literals, 2+ letter TLD).
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
const MFA_TICKET_PATTERN = /^mfaTotp:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isValidEmail = (email: unknown): email is string =>
  typeof email === 'string' && EMAIL_PATTERN.test(email.toLowerCase());

export const isValidPassword = (password: unknown): password is string =>
  typeof password === 'string' && password.length >= MIN_PASSWORD_LENGTH;

export const isValidPhoneNumber = (phoneNumber: unknown): phoneNumber is string =>
  typeof phoneNumber === 'string' && phoneNumber !== '';

export const isValidMfaTicket = (ticket: unknown): ticket is string =>
  typeof ticket === 'string' && MFA_TICKET_PATTERN.test(ticket);

/** Spec §5, checked in this order before any call: e-mail first, then password. */
export function validateEmailPassword(email: unknown, password: unknown): ErrorPayload | null {
  if (!isValidEmail(email)) return ERRORS.invalidEmail;
  if (!isValidPassword(password)) return ERRORS.invalidPassword;
  return null;
}

export function validateMfaTicket(ticket: unknown): ErrorPayload | null {
  if (ticket === undefined || ticket === null || ticket === '') return ERRORS.noMfaTicket;
  return isValidMfaTicket(ticket) ? null : ERRORS.invalidMfaTicket;
}

export const validatePhoneNumber = (phoneNumber: unknown): ErrorPayload | null =>
  isValidPhoneNumber(phoneNumber) ? null : ERRORS.invalidPhoneNumber;

export const validateEmail = (email: unknown): ErrorPayload | null =>
  isValidEmail(email) ? null : ERRORS.invalidEmail;

export const validatePassword = (password: unknown): ErrorPayload | null =>
  isValidPassword(password) ? null : ERRORS.invalidPassword;
