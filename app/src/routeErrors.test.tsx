import { screen } from '@testing-library/react';
import { createRoute } from '@tanstack/react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route as rootRoute } from './routes/__root';
import { renderApp } from './test/renderApp';

const failingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/awaria',
  component: () => {
    throw new Error('Awaria testowa');
  },
});

// The real root route (guard, layouts, error and not-found components) over one child that fails while
// rendering. Test files share modules, so the generated children are put back afterwards.
const generatedChildren = rootRoute.children;
beforeAll(() => {
  rootRoute.addChildren([failingRoute]);
});
afterAll(() => {
  (rootRoute as { children: unknown }).children = generatedChildren;
});

describe('route errors (spec §2)', () => {
  it('show the error panel, whose toggle shows and hides the error', async () => {
    // React and the router report the thrown error on the console; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderApp('/awaria', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    // Still inside the shell.
    expect(screen.getByRole('navigation', { name: 'Nawigacja główna' })).toBeInTheDocument();
    expect(screen.queryByText('Awaria testowa')).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText('Awaria testowa')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Hide Error' }));
    expect(screen.queryByText('Awaria testowa')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
  });
});
