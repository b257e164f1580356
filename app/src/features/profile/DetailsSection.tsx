import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, Card, Select } from '@rampa/design-system';
import { useSdk, useUserState } from '@rampa/sdk/react';
import { zodResolver } from '../../lib/zodResolver';
import { FormTextField } from '../../lib/FormTextField';
import { detailsSchema, type DetailsValues, LOCALES } from './profileSchemas';
import * as styles from './profile.css';

/** First and last name (user metadata, spec §3) and the language of e-mails; the user menu follows. */
export function DetailsSection() {
  const profile = useUserState((state) => state.data);
  const update = useMutation(useSdk().profile.updateDetails);
  const [saveError, setSaveError] = useState<string | null>(null);
  const saved: DetailsValues = {
    firstName: profile?.first_name ?? '',
    lastName: profile?.last_name ?? '',
    locale: profile?.lang === 'en' ? 'en' : 'pl',
  };
  const { control, handleSubmit, reset, formState } = useForm<DetailsValues>({
    resolver: zodResolver(detailsSchema),
    defaultValues: saved,
    mode: 'onTouched',
  });
  // The stored profile changes after a save (and when another tab saves): show what the server has.
  const savedKey = JSON.stringify(saved);
  useEffect(() => {
    if (!formState.isDirty) reset(JSON.parse(savedKey) as DetailsValues);
  }, [savedKey, formState.isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await update.mutateAsync(values);
      reset(values);
    } catch {
      setSaveError('Nie udało się zapisać danych. Sprawdź połączenie i spróbuj ponownie.');
    }
  });

  return (
    <Card title="Dane osobowe" description="Imię i nazwisko widać w menu użytkownika i w historii zmian.">
      <form
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="Dane osobowe"
      >
        <div className={styles.fields}>
          <FormTextField
            control={control}
            name="firstName"
            label="Imię"
            autoComplete="given-name"
            isRequired
          />
          <FormTextField
            control={control}
            name="lastName"
            label="Nazwisko"
            autoComplete="family-name"
            isRequired
          />
          <Controller
            control={control}
            name="locale"
            render={({ field, fieldState }) => (
              <Select
                label="Język wiadomości e-mail"
                items={LOCALES}
                selectedKey={field.value}
                onSelectionChange={(key) => field.onChange(key)}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <div className={styles.listText}>
            <span className={styles.muted}>E-mail (zmienisz go w zakładce Bezpieczeństwo)</span>
            <span className={styles.strong}>{profile?.email ?? '—'}</span>
          </div>
          {profile?.phone && (
            <div className={styles.listText}>
              <span className={styles.muted}>Telefon</span>
              <span className={styles.strong}>{profile.phone}</span>
            </div>
          )}
        </div>
        <p role="alert" className={styles.formError}>
          {saveError}
        </p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            isDisabled={!formState.isDirty || formState.isSubmitting}
            onPress={() => reset(saved)}
          >
            Anuluj zmiany
          </Button>
          <Button type="submit" isPending={formState.isSubmitting} pendingLabel="Zapisywanie…">
            Zapisz dane
          </Button>
        </div>
      </form>
    </Card>
  );
}
