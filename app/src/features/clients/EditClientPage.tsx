import { useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  Button,
  EmptyState,
  Skeleton,
  StatusBadge,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  formatDateTime,
} from '@rampa/design-system';
import type { ClientDetails } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { Link } from '../../lib/links';
import { ClientConsents } from './ClientConsents';
import { ClientContacts } from './ClientContacts';
import { ClientForm } from './ClientForm';
import { clientFormToInput, clientToFormValues } from './clientForm';
import { ClientHistory } from './ClientHistory';
import { isClientStatus, KIND_LABELS } from './clientLabels';
import * as styles from './clients.css';

const route = getRouteApi('/handlowiec/klienci/edycja');

function Heading({ children, subtitle }: { children: string; subtitle?: React.ReactNode }) {
  return (
    <div className={styles.pageHeader}>
      <div>
        <h1 id="page-title" className={styles.title}>
          {children}
        </h1>
        {subtitle && <div className={styles.subtitle}>{subtitle}</div>}
      </div>
      <Link to="/handlowiec/klienci/lista">Wróć do listy klientów</Link>
    </div>
  );
}

function Missing({ title, description }: { title: string; description: string }) {
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <Heading>Edycja klienta</Heading>
      <EmptyState
        headingLevel={2}
        title={title}
        description={description}
        action={<Link to="/handlowiec/klienci/lista">Przejdź do listy klientów</Link>}
      />
    </section>
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
          <Tab id="historia">Historia</Tab>
        </TabList>
        {/* Kept mounted (and hidden) while another tab is open: switching tabs must not drop unsaved edits. */}
        <TabPanel id="dane" shouldForceMount>
          <div hidden={tab !== 'dane'}>
            <ClientForm
              key={client.id}
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
  const code = clientCode.trim().toUpperCase();
  const client = useQuery({ ...useSdk().clients.byCode(code), enabled: code !== '' });

  if (!code) {
    return (
      <Missing
        title="Nie wybrano klienta"
        description="Adres strony nie wskazuje klienta. Wybierz klienta z listy, aby zmienić jego dane."
      />
    );
  }
  if (client.isPending) {
    return (
      <section className={styles.page} aria-labelledby="page-title" aria-busy>
        <Heading>Edycja klienta</Heading>
        <div role="status" aria-label="Ładowanie danych klienta">
          <Skeleton />
          <Skeleton />
          <Skeleton />
        </div>
      </section>
    );
  }
  if (client.isError) {
    return (
      <section className={styles.page} aria-labelledby="page-title">
        <Heading>Edycja klienta</Heading>
        <div role="alert" className={styles.row}>
          <span>Nie udało się wczytać danych klienta {code}.</span>
          <Button size="sm" variant="secondary" onPress={() => void client.refetch()}>
            Spróbuj ponownie
          </Button>
        </div>
      </section>
    );
  }
  if (!client.data) {
    return (
      <Missing
        title={`Nie znaleziono klienta ${code}`}
        description="Klient o takim kodzie nie istnieje w Twojej organizacji albo został usunięty. Sprawdź kod lub wybierz klienta z listy."
      />
    );
  }
  return <ClientEditor client={client.data} />;
}
