import * as z from 'zod/mini';
import { isValidEmail, ORGANIZATION_ROLES, type OrganizationRole } from '@rampa/sdk';

export interface InviteFormValues {
  displayName: string;
  email: string;
  role: OrganizationRole | '';
  /** The client a `klient` is invited for; unused for the other roles. */
  clientId: string;
}

export const EMPTY_INVITE: InviteFormValues = { displayName: '', email: '', role: '', clientId: '' };

export const inviteFormSchema = z
  .object({
    displayName: z.string().check(
      z.refine((value) => value.trim().length > 0, 'Podaj imię i nazwisko'),
      z.refine((value) => value.trim().length <= 200, 'Imię i nazwisko może mieć najwyżej 200 znaków'),
    ),
    email: z.string().check(
      z.refine((value) => value.trim().length > 0, 'Podaj adres e-mail'),
      z.refine(
        (value) => value.trim().length === 0 || isValidEmail(value.trim()),
        'Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl',
      ),
    ),
    role: z
      .string()
      .check(z.refine((value) => (ORGANIZATION_ROLES as readonly string[]).includes(value), 'Wybierz rolę')),
    clientId: z.string(),
  })
  .check(
    z.refine((values) => values.role !== 'klient' || values.clientId !== '', {
      message: 'Wybierz firmę klienta',
      path: ['clientId'],
    }),
  ) as unknown as z.ZodMiniType<InviteFormValues>;
