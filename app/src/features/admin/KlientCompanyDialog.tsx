import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog } from '@rampa/design-system';
import { klientProfileOf, type AdminUser } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { KlientCompanyPicker } from './KlientCompanyPicker';
import { klientCompanyError } from './klientCompany';
import * as styles from './admin.css';

/** "Zmień firmę": moves a klient user to another client of the organization (his profile's `client_id`). */
export function KlientCompanyDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const setClient = useMutation(useSdk().admin.setKlientClient());
  const profile = klientProfileOf(user);
  const [clientId, setClientId] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const save = () => {
    if (!profile) {
      setFormError('Ten użytkownik nie jest klientem w Twojej organizacji.');
      return;
    }
    if (clientId === '') {
      setFieldError('Wybierz firmę klienta');
      return;
    }
    if (clientId === profile.client_id) {
      setFieldError('To jest obecna firma klienta. Wybierz inną.');
      return;
    }
    setFormError(null);
    setClient.mutate(
      { profileId: profile.id, clientId },
      {
        onSuccess: onClose,
        onError: (error) => {
          const refusal = klientCompanyError(error);
          if (refusal.field) setFieldError(refusal.message);
          else setFormError(refusal.message);
        },
      },
    );
  };

  const name = user.displayName || user.email || 'użytkownik';
  const current = profile?.client ? `${profile.client.name} (${profile.client.code})` : 'brak';
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title="Zmień firmę"
      description={`Firma, której awizacje i cenniki widzi ${name}. Obecnie: ${current}.`}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Anuluj
          </Button>
          <Button onPress={save} isPending={setClient.isPending} pendingLabel="Zapisywanie…">
            Zapisz firmę
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <div role="alert">{formError && <p className={styles.formError}>{formError}</p>}</div>
        <KlientCompanyPicker
          autoFocus
          value={clientId}
          onChange={(id) => {
            setClientId(id);
            if (id !== '') setFieldError(undefined);
          }}
          errorMessage={fieldError}
        />
      </div>
    </Dialog>
  );
}
