import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordPage } from '../features/auth/NewPasswordPage';
import { NEW_PASSWORD_TITLE } from '../features/auth/paths';
import { pageHead } from '../lib/title';

/** Where the password-reset e-mail's link lands, signed in by the link's refresh token. */
export const Route = createFileRoute('/nowe-haslo')({
  head: () => pageHead(NEW_PASSWORD_TITLE),
  component: NewPasswordPage,
});
