import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@rampa/design-system';
import { useSdk, useUserData } from '@rampa/sdk/react';
import { Link } from '../../lib/links';
import { ClientForm } from './ClientForm';
import { clientFormToInput, EMPTY_CLIENT_FORM, hasInitialContact, type ClientFormValues } from './clientForm';
import { contactToInput } from './contactForm';

const initialContact = (values: ClientFormValues) =>
  contactToInput({
    first_name: values.contact_first_name,
    last_name: values.contact_last_name,
    position: values.contact_position,
    phone: values.contact_phone,
    email: values.contact_email,
    is_primary: true,
  });
import * as styles from './clients.css';

/** `/handlowiec/klienci/nowy-klient`: the empty client form; on success a toast and the new client's edit page. */
export function NewClientPage() {
  const navigate = useNavigate();
  const queries = useSdk().clients;
  const owners = useQuery(queries.owners());
  // A new client is the signed-in handlowiec's by default (he may pick another owner or none).
  const userId = useUserData()?.id;
  const ownProfile = owners.data?.find((owner) => owner.user_id === userId);
  // Known at once when the route's loader has read the owners: the form starts with him, in its defaults.
  const [initialValues] = useState(() =>
    ownProfile ? { ...EMPTY_CLIENT_FORM, owner_id: ownProfile.id } : EMPTY_CLIENT_FORM,
  );

  const mutations = useSdk().clients;
  const create = useMutation(mutations.create());
  // One toast for the whole save ("Dodano klienta"); failures still get their own error toast.
  const quiet = <T extends { meta?: Record<string, unknown> }>(options: T): T => ({
    ...options,
    meta: { ...options.meta, successMessage: undefined },
  });
  const addContact = useMutation(quiet(mutations.addContact()));
  const recordConsent = useMutation(quiet(mutations.recordConsent()));

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <PageHeader
        title="Nowy klient"
        subtitle="Pola oznaczone * są wymagane. Kod klienta nadamy przy zapisie."
        actions={<Link to="/handlowiec/klienci/lista">Wróć do listy klientów</Link>}
      />
      <ClientForm
        defaultValues={initialValues}
        defaultOwnerId={ownProfile?.id}
        owners={owners.data ?? []}
        submitLabel="Dodaj klienta"
        onSave={async (values, { allowNavigation }) => {
          const created = await create.mutateAsync(clientFormToInput(values));
          if (!created) throw new Error('Serwer nie zwrócił nowego klienta.');
          // The client exists from here on: a failed contact or consent is told by its toast and can be
          // added again on the edit page.
          await Promise.allSettled([
            ...(hasInitialContact(values)
              ? [addContact.mutateAsync({ client_id: created.id, ...initialContact(values) })]
              : []),
            ...(['email', 'sms', 'phone'] as const)
              .filter((channel) => values[`consent_${channel}`])
              .map((channel) =>
                recordConsent.mutateAsync({ client_id: created.id, channel, granted: true, source: 'form' }),
              ),
          ]);
          allowNavigation();
          await navigate({ to: '/handlowiec/klienci/edycja', search: { clientCode: created.code } });
        }}
        onCancel={() => void navigate({ to: '/handlowiec/klienci/lista' })}
        withContactAndConsents
      />
    </section>
  );
}
