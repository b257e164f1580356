import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, KeySquare, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  AlertDialog,
  Button,
  Card,
  EmptyState,
  formatDate,
  IconButton,
  Select,
  Skeleton,
  toast,
} from '@rampa/design-system';
import { type PersonalAccessTokenInfo, profileKeys } from '@rampa/sdk';
import { usePersonalAccessToken, useSdk } from '@rampa/sdk/react';
import { zodResolver } from '../../lib/zodResolver';
import { FormTextField } from '../../lib/FormTextField';
import { profileErrorMessage } from './profileErrors';
import { personalAccessTokenSchema, type PersonalAccessTokenValues, TOKEN_LIFETIMES } from './profileSchemas';
import * as styles from './profile.css';

const DAY_MS = 24 * 60 * 60 * 1000;

const tokenName = (token: PersonalAccessTokenInfo) =>
  typeof token.metadata?.name === 'string' && token.metadata.name ? token.metadata.name : 'Token bez nazwy';

/** Personal access tokens for integrations: create (shown once, with a copy button), list and revoke. */
export function PersonalAccessTokensSection() {
  const queryClient = useQueryClient();
  const tokens = useQuery(useSdk().profile.personalAccessTokens());
  const revoke = useMutation(useSdk().profile.revokePersonalAccessToken);
  const { createPersonalAccessToken } = usePersonalAccessToken();
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<PersonalAccessTokenInfo | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<PersonalAccessTokenValues>({
    resolver: zodResolver(personalAccessTokenSchema),
    defaultValues: { name: '', days: '90' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ name, days }) => {
    setServerError(null);
    setCreated(null);
    const expiresAt = new Date(Date.now() + Number(days) * DAY_MS);
    const result = await createPersonalAccessToken(expiresAt, { name });
    if (result.outcome === 'success') {
      setCreated({ name, token: result.value.personalAccessToken });
      reset();
      toast.success(`Utworzono token „${name}”.`);
      await queryClient.invalidateQueries({ queryKey: profileKeys.personalAccessTokens() });
    } else {
      setServerError(profileErrorMessage(result.error, 'Nie udało się utworzyć tokenu.'));
    }
  });

  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token);
      toast.success('Skopiowano token do schowka.');
    } catch {
      toast.error('Nie udało się skopiować. Zaznacz token i skopiuj go ręcznie.');
    }
  };

  return (
    <Card
      title="Tokeny dostępu"
      headingLevel={3}
      description="Osobiste tokeny dla integracji i skryptów. Token działa jak Twoje konto, więc przechowuj go bezpiecznie."
    >
      <div className={styles.form}>
        {tokens.isPending ? (
          <Skeleton height="2.5rem" />
        ) : tokens.isError ? (
          <p role="alert" className={styles.formError}>
            Nie udało się wczytać listy tokenów.
          </p>
        ) : tokens.data.length === 0 ? (
          <EmptyState
            icon={<KeySquare />}
            title="Brak tokenów dostępu"
            description="Utwórz token, gdy integracja potrzebuje dostępu do Twojego konta."
            headingLevel={4}
          />
        ) : (
          <ul className={styles.list} aria-label="Twoje tokeny dostępu">
            {tokens.data.map((token) => (
              <li key={token.id} className={styles.listItem}>
                <span className={styles.listText}>
                  <span className={styles.strong}>{tokenName(token)}</span>
                  <span className={styles.muted}>
                    Utworzony {formatDate(new Date(token.createdAt))}, ważny do{' '}
                    {formatDate(new Date(token.expiresAt))}
                  </span>
                </span>
                <IconButton
                  aria-label={`Unieważnij token: ${tokenName(token)}`}
                  size="sm"
                  onPress={() => setRevoking(token)}
                >
                  <Trash2 aria-hidden />
                </IconButton>
              </li>
            ))}
          </ul>
        )}
        {created && (
          <div className={styles.form} role="status">
            <p className={styles.text}>
              Token „{created.name}” — skopiuj go teraz. Ze względów bezpieczeństwa nie pokażemy go ponownie.
            </p>
            <p className={styles.secret} aria-label={`Token ${created.name}`}>
              {created.token}
            </p>
            <div className={styles.actions}>
              <Button variant="secondary" size="sm" onPress={() => void copy(created.token)}>
                <Copy aria-hidden /> Kopiuj token
              </Button>
              <Button variant="ghost" size="sm" onPress={() => setCreated(null)}>
                Gotowe, skopiowałem
              </Button>
            </div>
          </div>
        )}
        <form
          className={styles.form}
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-label="Nowy token dostępu"
        >
          <div className={styles.fields}>
            <FormTextField control={control} name="name" label="Nazwa tokenu" isRequired />
            <Controller
              control={control}
              name="days"
              render={({ field, fieldState }) => (
                <Select
                  label="Ważny przez"
                  items={TOKEN_LIFETIMES}
                  selectedKey={field.value}
                  onSelectionChange={(key) => field.onChange(key)}
                  isInvalid={fieldState.invalid}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
          </div>
          <p role="alert" className={styles.formError}>
            {serverError}
          </p>
          <div className={styles.actions}>
            <Button
              type="submit"
              variant="secondary"
              isPending={formState.isSubmitting}
              pendingLabel="Tworzenie tokenu…"
            >
              Utwórz token
            </Button>
          </div>
        </form>
      </div>
      <AlertDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Unieważnić token?"
        confirmLabel="Unieważnij"
        onConfirm={() => {
          if (revoking) revoke.mutate({ id: revoking.id });
          setRevoking(null);
        }}
      >
        {revoking ? `Integracje używające tokenu „${tokenName(revoking)}” stracą dostęp.` : ''}
      </AlertDialog>
    </Card>
  );
}
