import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_USER_ID } from '@rampa/sdk/testing';
import { renderApp } from '../../test/renderApp';
import { themeStorageKey } from './userTheme';

afterEach(() => localStorage.clear());

const appliedTheme = () => document.documentElement.dataset['theme'];

describe("the user's theme", () => {
  it('is chosen in Profil and applied at once', async () => {
    const { user } = renderApp('/profil', { signedIn: true });
    await user.click(await screen.findByRole('radio', { name: 'Ciemny' }));
    await waitFor(() => expect(appliedTheme()).toBe('dark'));
    expect(localStorage.getItem(themeStorageKey(FIXTURE_USER_ID))).toBe('dark');
    await user.click(screen.getByRole('radio', { name: /^Systemowy/ }));
    expect(localStorage.getItem(themeStorageKey(FIXTURE_USER_ID))).toBe('');
  });

  it('is his again when he signs in on this device', async () => {
    localStorage.setItem(themeStorageKey(FIXTURE_USER_ID), 'dark');
    renderApp('/handlowiec/pulpit', { signedIn: true });
    await waitFor(() => expect(appliedTheme()).toBe('dark'));
  });
});
