import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/SignInPage';
import { validateSignInSearch } from '../features/auth/paths';
import { pageHead } from '../lib/title';

export const Route = createFileRoute('/')({
  validateSearch: validateSignInSearch,
  head: () => pageHead('Logowanie'),
  component: SignInPage,
});
