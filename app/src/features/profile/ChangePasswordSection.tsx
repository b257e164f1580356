import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Card, toast } from '@rampa/design-system';
import { useChangePassword } from '@rampa/sdk/react';
import { zodResolver } from '../../lib/zodResolver';
import { FormTextField } from '../../lib/FormTextField';
import { profileErrorMessage } from './profileErrors';
import { changePasswordSchema, type ChangePasswordValues } from './profileSchemas';
import * as styles from './profile.css';

/** A new password for the signed-in user (spec §4 change-password machine, the current session's token). */
export function ChangePasswordSection() {
  const { changePassword } = useChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setServerError(null);
    const result = await changePassword(newPassword, { currentPassword });
    if (result.outcome === 'success') {
      reset();
      toast.success('Zmieniono hasło. Użyj go przy następnym logowaniu.');
    } else if (result.error.error === 'wrong-current-password') {
      setError(
        'currentPassword',
        { message: profileErrorMessage(result.error, 'Obecne hasło jest nieprawidłowe.') },
        { shouldFocus: true },
      );
    } else {
      setServerError(profileErrorMessage(result.error, 'Nie udało się zmienić hasła.'));
    }
  });

  return (
    <Card
      title="Hasło"
      headingLevel={3}
      description="Podaj obecne hasło i nowe, od 3 do 50 znaków. Logujesz się bez hasła? Ustaw je linkiem „Nie pamiętam hasła” na stronie logowania."
    >
      <form
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="Zmiana hasła"
      >
        <FormTextField
          control={control}
          name="currentPassword"
          label="Obecne hasło"
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <div className={styles.fields}>
          <FormTextField
            control={control}
            name="newPassword"
            label="Nowe hasło"
            type="password"
            autoComplete="new-password"
            isRequired
          />
          <FormTextField
            control={control}
            name="confirmPassword"
            label="Powtórz nowe hasło"
            type="password"
            autoComplete="new-password"
            isRequired
          />
        </div>
        <p role="alert" className={styles.formError}>
          {serverError}
        </p>
        <div className={styles.actions}>
          <Button type="submit" isPending={formState.isSubmitting} pendingLabel="Zmienianie hasła…">
            Zmień hasło
          </Button>
        </div>
      </form>
    </Card>
  );
}
