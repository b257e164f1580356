import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { NotificationEmailPreferenceDocument } from '@rampa/sdk';
import { createNotificationHandlers } from '@rampa/sdk/testing';
import { appScreen, pending, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';

// Profil › Dane › Powiadomienia: whether notifications also come by e-mail (issue 12). The page is the
// signed-in user's own, so "no access" does not apply. The switch's handlers go before the sign-in's own
// notification handlers (the first match answers).
const withEmail = (...handlers: ReturnType<typeof pending>[]) => [...handlers, ...signedInAs('handlowiec')];

const meta = {
  title: 'App/Profil/Powiadomienia',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/profil?sekcja=dane' },
    msw: { handlers: { auth: signedInAs('handlowiec') } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const emailSwitch = (canvas: Canvas) =>
  canvas.findByRole('switch', { name: 'Powiadomienia także e-mailem' }, SCREEN_TIMEOUT);

/** E-mail on (the default); switched off by keyboard, it stays off once saved. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = await emailSwitch(canvas);
    await waitFor(() => expect(toggle).toBeChecked(), SCREEN_TIMEOUT);
    await waitFor(() => expect(toggle).toBeEnabled(), SCREEN_TIMEOUT);
    toggle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(toggle).not.toBeChecked(), SCREEN_TIMEOUT);
    await waitFor(() => expect(toggle).toBeEnabled(), SCREEN_TIMEOUT);
  },
};

/** A user who switched e-mail off earlier. */
export const Off: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: withEmail(createNotificationHandlers(STORY_URLS.graphql, { email: false }).emailPreference()),
      },
    },
  },
  play: async ({ canvas }) => {
    const toggle = await emailSwitch(canvas);
    await waitFor(() => expect(toggle).toBeEnabled(), SCREEN_TIMEOUT);
    await expect(toggle).not.toBeChecked();
  },
};

/** The setting is on its way: the switch waits, disabled. */
export const Loading: Story = {
  parameters: { msw: { handlers: { auth: withEmail(pending(NotificationEmailPreferenceDocument)) } } },
  play: async ({ canvas }) => {
    await expect(await emailSwitch(canvas)).toBeDisabled();
  },
};

/** The setting cannot be read: said in its place, no switch to guess with. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: withEmail(createNotificationHandlers(STORY_URLS.graphql).emailPreferenceError()),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się wczytać ustawienia powiadomień.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: 'Powiadomienia także e-mailem' })).toBeNull();
  },
};

/** Saving fails: the switch goes back to what is stored, and a message says the change was not saved. */
export const SaveError: Story = {
  parameters: {
    msw: {
      handlers: { auth: withEmail(createNotificationHandlers(STORY_URLS.graphql).setEmailError()) },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const toggle = await emailSwitch(canvas);
    await waitFor(() => expect(toggle).toBeEnabled(), SCREEN_TIMEOUT);
    toggle.focus();
    await userEvent.keyboard(' ');
    const message = await screen.findByText(
      'Nie udało się zapisać ustawienia powiadomień e-mail',
      {},
      SCREEN_TIMEOUT,
    );
    // The toast slides in.
    await waitFor(() => expect(message).toBeVisible(), SCREEN_TIMEOUT);
    await waitFor(() => expect(toggle).toBeChecked(), SCREEN_TIMEOUT);
  },
};
