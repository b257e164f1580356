import { createFileRoute, redirect } from '@tanstack/react-router';
import { HOME_PATH } from '../../features/auth/paths';

// The Handlowiec area has no page of its own: its entry point is the dashboard.
export const Route = createFileRoute('/handlowiec/')({
  beforeLoad: () => {
    throw redirect({ to: HOME_PATH, replace: true });
  },
});
