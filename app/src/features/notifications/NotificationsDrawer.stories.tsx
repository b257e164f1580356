import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { NotificationListDocument } from '@rampa/sdk';
import { clientHandlers, createNotificationHandlers, notificationHandlers } from '@rampa/sdk/testing';
import { appScreen, pending, SCREEN_TIMEOUT, signedInAs, STORY_URLS } from '../../stories/appStory';

// Handlers that replace the notifications' defaults go first in `auth`, before signedInAs' own set.
// The panel opens over any signed-in screen; these open it from the header's bell on the sales rep's start page.
// Every role has it (a user reads only his own notifications), so there is no "no access" state of its own: a
// signed-out visitor never sees the shell.

const meta = {
  title: 'App/Powiadomienia/Panel powiadomień',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/handlowiec/pulpit' },
    msw: { handlers: { auth: signedInAs('handlowiec'), clients: clientHandlers(STORY_URLS.graphql) } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const openPanel = async (
  canvas: ReturnType<typeof within>,
  name: string | RegExp,
  userEvent: { click: (e: Element) => Promise<void> },
) => {
  await userEvent.click(await canvas.findByRole('button', { name }, SCREEN_TIMEOUT));
  const panel = await screen.findByRole('dialog', { name: 'Powiadomienia' }, SCREEN_TIMEOUT);
  // The drawer slides in: its content is visible once the entering animation has run.
  await waitFor(() => expect(panel).toBeVisible(), SCREEN_TIMEOUT);
  return panel;
};

/** Six notifications, two unread; the bell names the count. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, 'Powiadomienia: 2 nieprzeczytane', userEvent);
    await waitFor(() => expect(within(panel).getByText('2 nieprzeczytane')).toBeVisible(), SCREEN_TIMEOUT);
    const list = await within(panel).findByRole('list', { name: 'Powiadomienia' }, SCREEN_TIMEOUT);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(
      within(panel).getByRole('button', { name: 'Oznacz wszystkie jako przeczytane' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          ...notificationHandlers(STORY_URLS.graphql, { count: 0, unread: 0 }),
          ...signedInAs('handlowiec'),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, 'Powiadomienia', userEvent);
    await expect(
      await within(panel).findByRole('heading', { name: 'Brak powiadomień' }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(within(panel).getByText('Wszystkie przeczytane')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [pending(NotificationListDocument), ...signedInAs('handlowiec')],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, /Powiadomienia/, userEvent);
    // The drawer slides in: visible once its animation has run.
    await waitFor(
      () => expect(within(panel).getByRole('status', { name: 'Ładowanie powiadomień' })).toBeVisible(),
      SCREEN_TIMEOUT,
    );
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [createNotificationHandlers(STORY_URLS.graphql).listError(), ...signedInAs('handlowiec')],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, /Powiadomienia/, userEvent);
    await expect(
      await within(panel).findByText('Nie udało się wczytać powiadomień.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  },
};
