import { screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { CreateClientDocument, resolveServiceUrls } from '@rampa/sdk';
import { clientHandlers, createGraphqlHandlers, FIXTURE_OWNER, TEST_BACKEND_URL } from '@rampa/sdk/testing';
import { renderApp, slow } from '../../test/renderApp';
import { server } from '../../test/server';

const GRAPHQL_URL = resolveServiceUrls({ backendUrl: TEST_BACKEND_URL }).graphql;

function open(path: string, ...overrides: Parameters<typeof server.use>) {
  const creates: Record<string, unknown>[] = [];
  const extras: { operationName: string; variables: Record<string, unknown> }[] = [];
  server.use(
    graphql.link(GRAPHQL_URL).operation(({ operationName, variables }) => {
      if (operationName === 'CreateClient') creates.push(variables);
      if (operationName === 'AddClientContact' || operationName === 'RecordClientConsent') {
        extras.push({ operationName, variables });
      }
      return undefined;
    }),
    ...overrides,
    ...clientHandlers(GRAPHQL_URL),
  );
  return { ...renderApp(path, { signedIn: true }), creates, extras };
}

describe('the new client form', { timeout: 60_000 }, () => {
  it('shows a Polish error next to an invalid NIP and saves nothing', async () => {
    const { user, creates } = open('/handlowiec/klienci/nowy-klient');
    const name = await screen.findByRole('textbox', { name: /Nazwa firmy/ }, slow);
    await user.type(name, 'Hurtownia Testowa');
    const nip = screen.getByRole('textbox', { name: 'NIP' });
    await user.type(nip, '5422845918');
    await user.tab();

    await waitFor(() => expect(nip).toHaveAccessibleDescription(/Nieprawidłowy NIP/), slow);
    expect(nip).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Dodaj klienta' }));
    await waitFor(() => expect(nip).toHaveFocus(), slow);
    expect(creates).toEqual([]);
  });

  it('asks for first and last name and a PESEL for a person', async () => {
    const { user } = open('/handlowiec/klienci/nowy-klient');
    await user.click(await screen.findByRole('radio', { name: 'osoba' }, slow));
    const pesel = screen.getByRole('textbox', { name: 'PESEL' });
    expect(screen.queryByRole('textbox', { name: 'NIP' })).not.toBeInTheDocument();
    await user.type(pesel, '92060512181');
    await user.click(screen.getByRole('button', { name: 'Dodaj klienta' }));

    expect(await screen.findByText('Nieprawidłowy PESEL', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Imię' })).toHaveAccessibleDescription(
      'To pole jest wymagane',
    );
    expect(screen.getByRole('textbox', { name: 'Nazwisko' })).toHaveAccessibleDescription(
      'To pole jest wymagane',
    );
  });

  it('creates a company with a contact and a consent and opens its edit page with a toast', async () => {
    const { user, creates, extras, router } = open('/handlowiec/klienci/nowy-klient');
    await user.type(await screen.findByRole('textbox', { name: /Nazwa firmy/ }, slow), 'Hurtownia Testowa');
    await user.type(screen.getByRole('textbox', { name: 'NIP' }), '542-284-59-17');
    await user.tab();
    // Other clients of the organization have this NIP: a warning with links to them, and saving stays possible.
    const warning = await screen.findByText(/Klienci z tym NIP-em już istnieją/, {}, slow);
    expect(
      within(warning).getByRole('link', { name: 'KL-000001 Firma Testowa 1 Sp. z o.o.' }),
    ).toHaveAttribute('href', '/handlowiec/klienci/edycja?clientCode=KL-000001');
    // The signed-in handlowiec (Anna Nowak in the fixtures) owns a new client unless told otherwise.
    expect(screen.getByRole('button', { name: /Opiekun/ })).toHaveTextContent('Anna Nowak');
    await user.type(screen.getByRole('textbox', { name: 'Kod pocztowy' }), '00950');
    await user.type(screen.getByRole('textbox', { name: 'Imię osoby kontaktowej' }), 'Ewa');
    await user.type(screen.getByRole('textbox', { name: 'Nazwisko osoby kontaktowej' }), 'Kowalska');
    await user.click(screen.getByRole('checkbox', { name: 'Zgoda na SMS-y marketingowe' }));
    await user.click(screen.getByRole('button', { name: 'Dodaj klienta' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/handlowiec/klienci/edycja'), slow);
    expect(router.state.location.search).toEqual({ clientCode: 'KL-000058' });
    expect(creates).toHaveLength(1);
    expect(creates[0]).toMatchObject({
      object: {
        kind: 'company',
        name: 'Hurtownia Testowa',
        nip: '5422845917',
        postal_code: '00-950',
        owner_id: FIXTURE_OWNER.id,
      },
    });
    expect(extras).toEqual([
      {
        operationName: 'AddClientContact',
        variables: {
          object: {
            client_id: 'c0000000-0000-4000-8000-000000000058',
            first_name: 'Ewa',
            last_name: 'Kowalska',
            position: null,
            phone: null,
            email: null,
            is_primary: true,
          },
        },
      },
      {
        operationName: 'RecordClientConsent',
        variables: {
          object: {
            client_id: 'c0000000-0000-4000-8000-000000000058',
            channel: 'sms',
            granted: true,
            source: 'form',
          },
        },
      },
    ]);
    expect(await screen.findByText('Dodano klienta', {}, slow)).toBeInTheDocument();
  });

  it('asks for the whole name of a contact person when one is started', async () => {
    const { user, creates } = open('/handlowiec/klienci/nowy-klient');
    await user.type(await screen.findByRole('textbox', { name: /Nazwa firmy/ }, slow), 'Hurtownia Testowa');
    await user.type(screen.getByRole('textbox', { name: 'Imię osoby kontaktowej' }), 'Ewa');
    await user.click(screen.getByRole('button', { name: 'Dodaj klienta' }));
    await waitFor(
      () =>
        expect(
          screen.getByRole('textbox', { name: 'Nazwisko osoby kontaktowej' }),
        ).toHaveAccessibleDescription('To pole jest wymagane'),
      slow,
    );
    expect(creates).toEqual([]);
  });

  it('puts a database constraint violation on its field', async () => {
    const rejected = createGraphqlHandlers(GRAPHQL_URL).errors(CreateClientDocument, [
      {
        message:
          'Check constraint violation. new row for relation "clients" violates check constraint "clients_regon_check"',
        extensions: {
          code: 'constraint-violation',
          path: '$.selectionSet.insert_clients_one.args.object[0]',
        },
      },
    ]);
    const { user, router } = open('/handlowiec/klienci/nowy-klient', rejected);
    await user.type(await screen.findByRole('textbox', { name: /Nazwa firmy/ }, slow), 'Hurtownia Testowa');
    await user.click(screen.getByRole('button', { name: 'Dodaj klienta' }));

    const regon = screen.getByRole('textbox', { name: 'REGON' });
    await waitFor(() => expect(regon).toHaveAccessibleDescription(/Nieprawidłowy REGON/), slow);
    expect(router.state.location.pathname).toBe('/handlowiec/klienci/nowy-klient');
  });

  it('warns before leaving with unsaved changes', async () => {
    const { user, router } = open('/handlowiec/klienci/nowy-klient');
    await user.type(await screen.findByRole('textbox', { name: /Nazwa firmy/ }, slow), 'Szkic');
    await user.click(screen.getByRole('button', { name: 'Anuluj' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Porzucić niezapisane zmiany?' }, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Wróć do formularza' }));
    expect(router.state.location.pathname).toBe('/handlowiec/klienci/nowy-klient');
    expect(screen.getByRole('textbox', { name: /Nazwa firmy/ })).toHaveValue('Szkic');

    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    await user.click(
      within(await screen.findByRole('alertdialog', {}, slow)).getByRole('button', { name: 'Porzuć zmiany' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/handlowiec/klienci/lista'), slow);
  });
});

describe('the client edit page', { timeout: 60_000 }, () => {
  it('asks before Escape discards changes, and keeps them when told to', async () => {
    const { user } = open('/handlowiec/klienci/edycja?clientCode=KL-000003');
    const name = await screen.findByRole('textbox', { name: /Nazwa firmy/ }, slow);
    await user.clear(name);
    await user.type(name, 'Nowa nazwa');
    expect(screen.getByText(/Esc pyta o porzucenie/)).toBeInTheDocument();

    await user.keyboard('{Escape}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Porzucić niezapisane zmiany?' }, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Wróć do formularza' }));
    expect(name).toHaveValue('Nowa nazwa');

    name.focus();
    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('alertdialog', {}, slow)).getByRole('button', { name: 'Porzuć zmiany' }),
    );
    await waitFor(() => expect(name).toHaveValue('Firma Testowa 3 Sp. z o.o.'), slow);
  });

  it('loads a client by its code into the form', async () => {
    open('/handlowiec/klienci/edycja?clientCode=KL-000003');
    expect(
      await screen.findByRole('heading', { name: 'Firma Testowa 3 Sp. z o.o.', level: 1 }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nazwa firmy/ })).toHaveValue('Firma Testowa 3 Sp. z o.o.');
    expect(screen.getByRole('tab', { name: 'Osoby kontaktowe (1)' })).toBeInTheDocument();
  });

  it('says in Polish that a code is unknown or missing, with a link to the list', async () => {
    const first = open('/handlowiec/klienci/edycja?clientCode=KL-999999');
    expect(
      await screen.findByRole('heading', { name: 'Nie znaleziono klienta KL-999999' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do listy klientów' })).toHaveAttribute(
      'href',
      '/handlowiec/klienci/lista',
    );
    first.unmount();

    open('/handlowiec/klienci/edycja');
    expect(await screen.findByRole('heading', { name: 'Nie wybrano klienta' }, slow)).toBeInTheDocument();
  });
});
