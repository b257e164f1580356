import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AlertDialog, Button, Card, EmptyState, IconButton, Skeleton, toast } from '@rampa/design-system';
import { profileKeys, type SecurityKey } from '@rampa/sdk';
import { useAddSecurityKey, useSdk } from '@rampa/sdk/react';
import { zodResolver } from '../../lib/zodResolver';
import { FormTextField } from '../../lib/FormTextField';
import { profileErrorMessage } from './profileErrors';
import { securityKeySchema, type SecurityKeyValues } from './profileSchemas';
import * as styles from './profile.css';

/** Whether this browser can register a security key here (WebAuthn needs https or localhost). */
export function webAuthnAvailable(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'PublicKeyCredential' in window;
}

const keyName = (key: SecurityKey) => key.nickname || 'Klucz bez nazwy';

/** Security keys (WebAuthn): add one with a name, list and remove them. */
export function SecurityKeysSection() {
  const available = webAuthnAvailable();
  const queryClient = useQueryClient();
  const keys = useQuery(useSdk().profile.securityKeys());
  const remove = useMutation(useSdk().profile.removeSecurityKey);
  const { add } = useAddSecurityKey();
  const [serverError, setServerError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SecurityKey | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<SecurityKeyValues>({
    resolver: zodResolver(securityKeySchema),
    defaultValues: { nickname: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ nickname }) => {
    setServerError(null);
    const result = await add(nickname);
    if (result.outcome === 'success') {
      reset();
      toast.success(`Dodano klucz „${nickname}”.`);
      await queryClient.invalidateQueries({ queryKey: profileKeys.securityKeys() });
    } else {
      setServerError(profileErrorMessage(result.error, 'Nie udało się dodać klucza bezpieczeństwa.'));
    }
  });

  return (
    <Card
      title="Klucze bezpieczeństwa"
      headingLevel={3}
      description="Klucz sprzętowy (np. YubiKey), Windows Hello, Touch ID lub telefon zamiast hasła."
    >
      <div className={styles.form}>
        {keys.isPending ? (
          <Skeleton height="2.5rem" />
        ) : keys.isError ? (
          <p role="alert" className={styles.formError}>
            Nie udało się wczytać listy kluczy.
          </p>
        ) : keys.data.length === 0 ? (
          <EmptyState
            icon={<KeyRound />}
            title="Brak kluczy bezpieczeństwa"
            description="Dodaj klucz, aby logować się bez wpisywania hasła."
            headingLevel={4}
          />
        ) : (
          <ul className={styles.list} aria-label="Twoje klucze bezpieczeństwa">
            {keys.data.map((key) => (
              <li key={key.id} className={styles.listItem}>
                <span className={styles.strong}>{keyName(key)}</span>
                <IconButton
                  aria-label={`Usuń klucz: ${keyName(key)}`}
                  size="sm"
                  onPress={() => setRemoving(key)}
                >
                  <Trash2 aria-hidden />
                </IconButton>
              </li>
            ))}
          </ul>
        )}
        {available ? (
          <form
            className={styles.form}
            onSubmit={(event) => void onSubmit(event)}
            noValidate
            aria-label="Dodawanie klucza bezpieczeństwa"
          >
            <FormTextField control={control} name="nickname" label="Nazwa nowego klucza" isRequired />
            <p role="alert" className={styles.formError}>
              {serverError}
            </p>
            <div className={styles.actions}>
              <Button
                type="submit"
                variant="secondary"
                isPending={formState.isSubmitting}
                pendingLabel="Czekam na klucz…"
              >
                Dodaj klucz bezpieczeństwa
              </Button>
            </div>
          </form>
        ) : (
          <p className={styles.notice}>
            Ta przeglądarka nie obsługuje kluczy bezpieczeństwa (WebAuthn) albo strona nie jest otwarta pod
            bezpiecznym adresem (https). Użyj aktualnej przeglądarki, aby dodać klucz.
          </p>
        )}
      </div>
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Usunąć klucz bezpieczeństwa?"
        confirmLabel="Usuń klucz"
        onConfirm={() => {
          if (removing) remove.mutate({ id: removing.id });
          setRemoving(null);
        }}
      >
        {removing ? `Klucz „${keyName(removing)}” przestanie działać przy logowaniu.` : ''}
      </AlertDialog>
    </Card>
  );
}
