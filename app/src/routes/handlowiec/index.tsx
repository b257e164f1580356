import { createFileRoute, redirect } from '@tanstack/react-router';

// The Handlowiec area has no page of its own: its entry point is the dashboard.
export const Route = createFileRoute('/handlowiec/')({
  beforeLoad: () => {
    throw redirect({ to: '/handlowiec/pulpit', replace: true });
  },
});
