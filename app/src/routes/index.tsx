import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/SignInPage';
import { pageHead } from '../lib/title';

export const Route = createFileRoute('/')({
  head: () => pageHead('Logowanie'),
  component: SignInPage,
});
