import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { AlertDialog, Badge, Button, Checkbox, Dialog, EmptyState } from '@rampa/design-system';
import type { ClientContactFragment } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { FormTextField } from '../../lib/FormTextField';
import { zodResolver } from '../../lib/zodResolver';
import { contactFormSchema, contactToInput, EMPTY_CONTACT, type ContactFormValues } from './contactForm';
import * as styles from './clients.css';

type Contact = ClientContactFragment;

function ContactDialog({
  contact,
  onClose,
  onSave,
}: {
  contact: Contact | null;
  onClose: () => void;
  onSave: (values: ContactFormValues) => Promise<void>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: contact
      ? {
          first_name: contact.first_name,
          last_name: contact.last_name,
          position: contact.position ?? '',
          phone: contact.phone ?? '',
          email: contact.email ?? '',
          is_primary: contact.is_primary,
        }
      : EMPTY_CONTACT,
    mode: 'onTouched',
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSave(values);
      onClose();
    } catch {
      setFormError('Nie udało się zapisać osoby kontaktowej. Sprawdź dane i spróbuj ponownie.');
    }
  });
  const field = (name: Exclude<keyof ContactFormValues, 'is_primary'>, label: string, extra: object = {}) => (
    <FormTextField {...extra} control={control} name={name} label={label} />
  );
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={contact ? 'Edytuj osobę kontaktową' : 'Nowa osoba kontaktowa'}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Anuluj
          </Button>
          <Button
            type="submit"
            form="contact-form"
            isPending={formState.isSubmitting}
            pendingLabel="Zapisywanie…"
          >
            Zapisz
          </Button>
        </>
      }
    >
      <form id="contact-form" noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        <div role="alert">{formError && <p className={styles.formError}>{formError}</p>}</div>
        {field('first_name', 'Imię', { isRequired: true, autoComplete: 'off' })}
        {field('last_name', 'Nazwisko', { isRequired: true, autoComplete: 'off' })}
        {field('position', 'Stanowisko')}
        {field('phone', 'Telefon', { type: 'tel', inputMode: 'tel' })}
        {field('email', 'E-mail', { type: 'email', inputMode: 'email' })}
        <Controller
          control={control}
          name="is_primary"
          render={({ field: f }) => (
            <Checkbox isSelected={f.value} onChange={f.onChange}>
              Główna osoba kontaktowa
            </Checkbox>
          )}
        />
      </form>
    </Dialog>
  );
}

/** The client's contact people: add, edit, remove, and one primary contact. */
export function ClientContacts({ clientId, contacts }: { clientId: string; contacts: readonly Contact[] }) {
  const mutations = useSdk().clients;
  const add = useMutation(mutations.addContact());
  const update = useMutation(mutations.updateContact());
  const remove = useMutation(mutations.deleteContact());
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [removing, setRemoving] = useState<Contact | null>(null);

  // One primary contact per client (a unique index): the previous one gives the mark up first.
  const releasePrimary = async (except?: string) => {
    const current = contacts.find((contact) => contact.is_primary && contact.id !== except);
    if (current) await update.mutateAsync({ id: current.id, changes: { is_primary: false } });
  };

  const save = async (values: ContactFormValues) => {
    const input = contactToInput(values);
    const id = editing !== 'new' && editing ? editing.id : undefined;
    if (input.is_primary) await releasePrimary(id);
    if (id) await update.mutateAsync({ id, changes: input });
    else await add.mutateAsync({ ...input, client_id: clientId });
  };

  return (
    <div className={styles.page}>
      <div className={styles.spread}>
        <h2 className={styles.legend}>Osoby kontaktowe</h2>
        <Button onPress={() => setEditing('new')}>Dodaj osobę kontaktową</Button>
      </div>
      {contacts.length === 0 ? (
        <EmptyState title="Brak osób kontaktowych" description="Dodaj osobę, z którą rozmawiasz u klienta." />
      ) : (
        <ul className={styles.list} aria-label="Osoby kontaktowe">
          {contacts.map((contact) => (
            <li key={contact.id} className={styles.listItem}>
              <div>
                <p className={styles.itemTitle}>
                  {contact.first_name} {contact.last_name}{' '}
                  {contact.is_primary && <Badge tone="accent">główny kontakt</Badge>}
                </p>
                <p className={styles.muted}>
                  {[contact.position, contact.phone, contact.email].filter(Boolean).join(' · ') ||
                    'Brak danych'}
                </p>
              </div>
              <div className={styles.row}>
                {!contact.is_primary && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onPress={() =>
                      void releasePrimary(contact.id).then(() =>
                        update.mutateAsync({ id: contact.id, changes: { is_primary: true } }),
                      )
                    }
                    aria-label={`Ustaw jako główny kontakt: ${contact.first_name} ${contact.last_name}`}
                  >
                    Ustaw jako główny
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="secondary"
                  onPress={() => setEditing(contact)}
                  aria-label={`Edytuj ${contact.first_name} ${contact.last_name}`}
                >
                  Edytuj
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onPress={() => setRemoving(contact)}
                  aria-label={`Usuń ${contact.first_name} ${contact.last_name}`}
                >
                  Usuń
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <ContactDialog
          contact={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Usunąć osobę kontaktową?"
        confirmLabel="Usuń"
        onConfirm={() => {
          if (removing) remove.mutate(removing.id);
          setRemoving(null);
        }}
      >
        {removing
          ? `${removing.first_name} ${removing.last_name} zniknie z listy osób kontaktowych klienta.`
          : ''}
      </AlertDialog>
    </div>
  );
}
