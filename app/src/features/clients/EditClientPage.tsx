import { useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, type ErrorComponentProps } from '@tanstack/react-router';
import { PageHeader, StatusBadge, Tab, TabList, TabPanel, Tabs, formatDateTime } from '@rampa/design-system';
import type { ClientDetails } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { Link } from '../../lib/links';
import { RouteLoadError, RouteNotFound, RoutePending } from '../shell/routeStates';
import { ClientConsents } from './ClientConsents';
import { ClientContacts } from './ClientContacts';
import { ClientForm } from './ClientForm';
import { clientFormToInput, clientToFormValues } from './clientForm';
import { ClientHistory } from './ClientHistory';
import { ClientNotices } from './ClientNotices';
import { isClientStatus, KIND_LABELS } from './clientLabels';
import * as styles from './clients.css';

const route = getRouteApi('/handlowiec/klienci/edycja');

function Heading({ children, subtitle }: { children: string; subtitle?: React.ReactNode }) {
  return (
    <PageHeader
      title={children}
      subtitle={subtitle}
      actions={<Link to="/handlowiec/klienci/lista">Wróć do listy klientów</Link>}
    />
  );
}

function ClientEditor({ client }: { client: ClientDetails }) {
  const queries = useSdk().clients;
  const owners = useQuery(queries.owners());
  const update = useMutation(useSdk().clients.update());
  const ownerNames = useMemo(
    () => new Map((owners.data ?? []).map((owner) => [owner.id, owner.display_name])),
    [owners.data],
  );
  const defaults = useMemo(() => clientToFormValues(client), [client]);
  const [tab, setTab] = useState<Key>('dane');

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <Heading
        subtitle={
          <span className={styles.row}>
            <span>
              {client.code} · {client.kind === 'person' ? KIND_LABELS.person : KIND_LABELS.company}
            </span>
            {isClientStatus(client.status) && <StatusBadge kind="client" status={client.status} />}
            <span>Ostatnia zmiana: {formatDateTime(new Date(client.updated_at))}</span>
          </span>
        }
      >
        {client.name}
      </Heading>
      <Tabs selectedKey={tab} onSelectionChange={setTab}>
        <TabList aria-label="Sekcje klienta">
          <Tab id="dane">Dane</Tab>
          <Tab id="kontakty">Osoby kontaktowe ({client.contacts.length})</Tab>
          <Tab id="zgody">Zgody</Tab>
          <Tab id="awizacje">Awizacje</Tab>
          <Tab id="historia">Historia</Tab>
        </TabList>
        {/* Kept mounted (and hidden) while another tab is open: switching tabs must not drop unsaved edits. */}
        <TabPanel id="dane" shouldForceMount>
          <div hidden={tab !== 'dane'}>
            <ClientForm
              key={client.id}
              clientId={client.id}
              defaultValues={defaults}
              owners={owners.data ?? []}
              submitLabel="Zapisz zmiany"
              onSave={async (values) => {
                await update.mutateAsync({ id: client.id, changes: clientFormToInput(values) });
              }}
              onCancel={({ isDirty, reset }) => {
                if (isDirty) reset();
              }}
            />
          </div>
        </TabPanel>
        <TabPanel id="kontakty">
          <ClientContacts clientId={client.id} contacts={client.contacts} />
        </TabPanel>
        <TabPanel id="zgody">
          <ClientConsents clientId={client.id} consents={client.consents} />
        </TabPanel>
        <TabPanel id="awizacje">
          <ClientNotices clientId={client.id} clientCode={client.code} />
        </TabPanel>
        <TabPanel id="historia">
          <ClientHistory clientId={client.id} owners={ownerNames} />
        </TabPanel>
      </Tabs>
    </section>
  );
}

/** `/handlowiec/klienci/edycja?clientCode=KL-000123`: the client's data, contacts, consents and history. */
export function EditClientPage() {
  const { clientCode } = route.useSearch();
  // The route's loader has loaded it (or shown "not found"): this reads the same query, never a pending one.
  const { data: client } = useSuspenseQuery(useSdk().clients.byCode(clientCode));
  if (!client) return <ClientNotFound />;
  return <ClientEditor client={client} />;
}

const backToList = <Link to="/handlowiec/klienci/lista">Przejdź do listy klientów</Link>;

export function ClientPending() {
  return <RoutePending title="Edycja klienta" label="Ładowanie danych klienta" />;
}

export function ClientLoadError(props: ErrorComponentProps) {
  const { clientCode } = route.useSearch();
  return (
    <RouteLoadError
      {...props}
      title="Edycja klienta"
      message={`Nie udało się wczytać danych klienta ${clientCode}.`}
      back={backToList}
    />
  );
}

export function ClientNotFound() {
  const { clientCode } = route.useSearch();
  return clientCode ? (
    <RouteNotFound
      title="Edycja klienta"
      heading={`Nie znaleziono klienta ${clientCode}`}
      description="Klient o takim kodzie nie istnieje w Twojej organizacji albo został usunięty. Sprawdź kod lub wybierz klienta z listy."
      action={backToList}
    />
  ) : (
    <RouteNotFound
      title="Edycja klienta"
      heading="Nie wybrano klienta"
      description="Adres strony nie wskazuje klienta. Wybierz klienta z listy, aby zmienić jego dane."
      action={backToList}
    />
  );
}
