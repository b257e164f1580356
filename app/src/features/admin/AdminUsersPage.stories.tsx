import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { AdminSetUserRolesDocument, AdminUsersDocument } from '@rampa/sdk';
import { clientHandlers, clientId, createGraphqlHandlers } from '@rampa/sdk/testing';
import { adminHandlers } from '../../stories/adminHandlers';
import {
  appScreen,
  pending,
  SCREEN_TIMEOUT,
  serverError,
  signedInAs,
  STORY_URLS,
} from '../../stories/appStory';

const meta = {
  title: 'App/Administracja/Użytkownicy',
  tags: ['!autodocs'],
  ...appScreen,
  parameters: {
    ...appScreen.parameters,
    app: { path: '/admin' },
    msw: { handlers: { auth: signedInAs('org_admin', 'handlowiec'), admin: [adminHandlers.users()] } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six users: the administrator himself, staff of every role, an invitee and a blocked account. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Użytkownicy organizacji', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(await canvas.findByText('Razem: 6 użytkowników', {}, SCREEN_TIMEOUT)).toBeVisible();
    const me = (await canvas.findByText('(to Ty)')).closest('[role="row"]') as HTMLElement;
    await expect(within(me).getByText('Twoje konto')).toBeVisible();
    const blocked = canvas.getByRole('rowheader', { name: 'Marek Kamiński' }).closest('[role="row"]');
    await expect(within(blocked as HTMLElement).getByText('Zablokowane')).toBeVisible();
    const invited = canvas.getByRole('rowheader', { name: 'Katarzyna Lewandowska' }).closest('[role="row"]');
    await expect(within(invited as HTMLElement).getByText('Zaproszone')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zaproś użytkownika' })).toBeVisible();
    // The administrator's start page opens with his organization at a glance, above the list.
    const organization = canvas.getByRole('region', { name: 'Organizacja' });
    await expect(
      await within(organization).findByRole('link', { name: 'Magazyn Stryków (STR)' }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(organization).toHaveTextContent('Użytkownicy: 27, w tym zablokowani: 2.');
    await expect(within(organization).queryByRole('link', { name: 'Zarządzaj użytkownikami' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: [pending(AdminUsersDocument)] } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Użytkownicy organizacji', level: 1 }, SCREEN_TIMEOUT);
    await expect(canvas.getByText('Ładowanie…')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Ładowanie' })).toBeVisible();
  },
};

/** A search no user matches (the list itself is never empty: the administrator is on it). */
export const Empty: Story = {
  parameters: {
    app: { path: '/admin?q=Zenon' },
    msw: { handlers: { admin: [adminHandlers.noUsers()] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Brak użytkowników spełniających kryteria', level: 2 },
        SCREEN_TIMEOUT,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Brak użytkowników', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Szukaj użytkowników' })).toHaveValue('Zenon');
    await expect(canvas.getByRole('button', { name: 'Wyczyść filtry' })).toBeVisible();
  },
};

/** The server is down (HTTP 500). */
export const ServerError: Story = {
  parameters: { msw: { handlers: { admin: [serverError(AdminUsersDocument)] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się wczytać listy użytkowników.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  },
};

/** The server refuses the query with a GraphQL error. */
export const GraphqlError: Story = {
  parameters: { msw: { handlers: { admin: [adminHandlers.usersError()] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nie udało się wczytać listy użytkowników.', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

/** A sales rep (handlowiec only) opens /admin. */
export const NoAccess: Story = {
  parameters: { msw: { handlers: { auth: signedInAs('handlowiec') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByText('Jako Handlowiec nie masz tu dostępu')).toBeVisible();
    await expect(canvas.getByText('Ta część aplikacji jest dla roli: Administrator.')).toBeVisible();
    await expect(canvas.queryByRole('grid', { name: 'Użytkownicy organizacji' })).not.toBeInTheDocument();
  },
};

/** The administrator, now acting as handlowiec: the refusal offers the switch back. */
export const NoAccessWithOtherRole: Story = {
  parameters: { app: { path: '/admin', activeRole: 'handlowiec' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Brak dostępu', level: 1 }, SCREEN_TIMEOUT);
    await expect(canvas.getByRole('button', { name: 'Przełącz na rolę Administrator' })).toBeVisible();
  },
};

/** What the invite function was sent, for the story to check. */
const invited: Record<string, unknown>[] = [];

/**
 * Inviting a klient by keyboard: his company is asked for once the role is Klient, is required, and goes with
 * the invitation (`clientId`), so his profile points at it.
 */
export const InviteKlient: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        clients: clientHandlers(STORY_URLS.graphql),
        invite: [
          http.post(`${STORY_URLS.functions}/admin/invite-user`, async ({ request }) => {
            invited.push((await request.json()) as Record<string, unknown>);
            return HttpResponse.json({ userId: 'ad000000-0000-4000-8000-000000000099' }, { status: 201 });
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    invited.length = 0;
    await userEvent.click(await canvas.findByRole('button', { name: 'Zaproś użytkownika' }, SCREEN_TIMEOUT));
    const dialog = await screen.findByRole('dialog', { name: 'Zaproś użytkownika' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Imię i nazwisko/ }),
      'Zofia Klientowska',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'zofia@firma-testowa.pl');
    await expect(within(dialog).queryByRole('combobox', { name: /Firma klienta/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /Rola/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Klient' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij zaproszenie' }));
    await expect(await within(dialog).findByText('Wybierz firmę klienta')).toBeVisible();
    await expect(invited).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('combobox', { name: /Firma klienta/ }), 'Firma Testowa 1');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Firma Testowa 1 Sp. z o.o. (KL-000001)' }, SCREEN_TIMEOUT),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij zaproszenie' }));
    await waitFor(() => expect(invited).toHaveLength(1), SCREEN_TIMEOUT);
    await expect(invited[0]).toMatchObject({
      email: 'zofia@firma-testowa.pl',
      displayName: 'Zofia Klientowska',
      role: 'klient',
      clientId: clientId(1),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SCREEN_TIMEOUT);
  },
};

/** Opens "Zmień firmę" for the klient Katarzyna Lewandowska (company: Firma Testowa 2) from her row's menu. */
async function openKlientCompany(
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
) {
  const row = (
    await canvas.findByRole('rowheader', { name: 'Katarzyna Lewandowska' }, SCREEN_TIMEOUT)
  ).closest('[role="row"]') as HTMLElement;
  await expect(within(row).getByText('Firma: Firma Testowa 2 Sp. z o.o. (KL-000002)')).toBeVisible();
  await userEvent.click(within(row).getByRole('button', { name: 'Działania: Katarzyna Lewandowska' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Zmień firmę' }));
  const dialog = await screen.findByRole('dialog', { name: 'Zmień firmę' });
  await expect(dialog).toHaveTextContent('Obecnie: Firma Testowa 2 Sp. z o.o. (KL-000002).');
  return dialog;
}

async function pickCompany(
  dialog: HTMLElement,
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
  index: number,
) {
  await userEvent.type(
    within(dialog).getByRole('combobox', { name: /Firma klienta/ }),
    `Firma Testowa ${index}`,
  );
  await userEvent.click(
    await screen.findByRole(
      'option',
      { name: `Firma Testowa ${index} Sp. z o.o. (KL-${String(index).padStart(6, '0')})` },
      SCREEN_TIMEOUT,
    ),
  );
}

/** What the company change was sent, for the story to check. */
const moved: Record<string, unknown>[] = [];
const graphql = createGraphqlHandlers(STORY_URLS.graphql);

/** The administrator moves a klient to another company: required, not the same one, then saved. */
export const ChangeKlientCompany: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        clients: clientHandlers(STORY_URLS.graphql),
        setClient: [adminHandlers.setKlientClient((variables) => moved.push(variables))],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    moved.length = 0;
    const dialog = await openKlientCompany(canvas, userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz firmę' }));
    await expect(await within(dialog).findByText('Wybierz firmę klienta')).toBeVisible();
    await pickCompany(dialog, userEvent, 2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz firmę' }));
    await expect(
      await within(dialog).findByText('To jest obecna firma klienta. Wybierz inną.'),
    ).toBeVisible();
    await expect(moved).toHaveLength(0);

    await userEvent.clear(within(dialog).getByRole('combobox', { name: /Firma klienta/ }));
    await pickCompany(dialog, userEvent, 1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz firmę' }));
    await waitFor(() => expect(moved).toHaveLength(1), SCREEN_TIMEOUT);
    await expect(moved[0]).toEqual({ profileId: expect.stringMatching(/-p0$/), clientId: clientId(1) });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SCREEN_TIMEOUT);
  },
};

/** The database refuses the company (another organization's): the refusal in Polish next to the picker. */
export const ChangeKlientCompanyRefused: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        clients: clientHandlers(STORY_URLS.graphql),
        setClient: [adminHandlers.setKlientClientRefused()],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openKlientCompany(canvas, userEvent);
    await pickCompany(dialog, userEvent, 1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz firmę' }));
    await expect(
      await within(dialog).findByText('Wybierz firmę klienta z Twojej organizacji', {}, SCREEN_TIMEOUT),
    ).toBeVisible();
    await expect(within(dialog).getByRole('combobox', { name: /Firma klienta/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The user is no longer a klient in the administrator's reach: nothing changes, the dialog says why. */
export const ChangeKlientCompanyNoAccess: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        clients: clientHandlers(STORY_URLS.graphql),
        setClient: [adminHandlers.setKlientClientOutOfReach()],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openKlientCompany(canvas, userEvent);
    await pickCompany(dialog, userEvent, 1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz firmę' }));
    await expect(
      await within(dialog).findByText(
        'Ten użytkownik nie jest już klientem w Twojej organizacji.',
        {},
        SCREEN_TIMEOUT,
      ),
    ).toBeVisible();
    await expect(screen.getByRole('dialog', { name: 'Zmień firmę' })).toBeVisible();
  },
};

/** What the roles change was sent, for the story to check. */
const rolesSent: Record<string, unknown>[] = [];

/** Adding Klient to a handlowiec asks for his company, as the invitation does, and sends it with the profile. */
export const AddKlientRole: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        clients: clientHandlers(STORY_URLS.graphql),
        roles: [
          graphql.data(AdminSetUserRolesDocument, (variables) => {
            rolesSent.push(variables);
            return {
              insert_profiles: { affected_rows: [variables.addProfiles].flat().length },
              insertAuthUserRoles: { affected_rows: 1 },
              delete_profiles: { affected_rows: 0 },
              deleteAuthUserRoles: { affected_rows: 0 },
              updateUser: { id: 'x', defaultRole: variables.defaultRole },
            };
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    rolesSent.length = 0;
    const row = (await canvas.findByRole('rowheader', { name: 'Jan Wiśniewski' }, SCREEN_TIMEOUT)).closest(
      '[role="row"]',
    ) as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Działania: Jan Wiśniewski' }));
    await expect(screen.queryByRole('menuitem', { name: 'Zmień firmę' })).toBeNull();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Zmień role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmień role' });
    await expect(within(dialog).queryByRole('combobox', { name: /Firma klienta/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Klient' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz role' }));
    await expect(await within(dialog).findByText('Wybierz firmę klienta')).toBeVisible();
    await expect(rolesSent).toHaveLength(0);

    await pickCompany(dialog, userEvent, 1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz role' }));
    await waitFor(() => expect(rolesSent).toHaveLength(1), SCREEN_TIMEOUT);
    await expect(rolesSent[0]).toMatchObject({
      addProfiles: [expect.objectContaining({ role: 'klient', client_id: clientId(1) })],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SCREEN_TIMEOUT);
  },
};
