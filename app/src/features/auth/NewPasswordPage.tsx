import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@tanstack/react-router';
import { Button, toast } from '@rampa/design-system';
import { useActiveRole, useChangePassword } from '@rampa/sdk/react';
import { FormTextField } from '../../lib/FormTextField';
import { zodResolver } from '../../lib/zodResolver';
import { FormAlert } from './authFields';
import { authErrorMessage } from './authErrorMessage';
import { newPasswordSchema, type NewPasswordValues } from './authSchemas';
import { startPathOf } from '../roles/areas';
import { NEW_PASSWORD_TITLE } from './paths';
import { MIN_PASSWORD_LENGTH } from './signIn.schema';
import * as styles from './authForms.css';

export { NEW_PASSWORD_TITLE };

/**
 * The landing of the password-reset link: the link signed the user in, so the new password is set as the
 * signed-in user. Then a toast and the dashboard.
 */
export function NewPasswordPage() {
  const { changePassword } = useChangePassword();
  const { role } = useActiveRole();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', repeat: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setServerError(null);
    const result = await changePassword(password);
    if (result.outcome === 'success') {
      toast.success('Hasło zostało zmienione.', { description: 'Od teraz loguj się nowym hasłem.' });
      await navigate({ to: startPathOf(role), replace: true });
      return;
    }
    const message = authErrorMessage(result.error, 'Nie udało się zmienić hasła. Spróbuj ponownie.');
    if (result.error.error === 'password-too-short' || result.error.error === 'password-in-hibp-database') {
      setError('password', { message }, { shouldFocus: true });
    } else {
      setServerError(message);
    }
  });

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.pageTitle}>
        {NEW_PASSWORD_TITLE}
      </h1>
      <p className={styles.text}>
        Wpisz nowe hasło do Rampy (co najmniej {MIN_PASSWORD_LENGTH} znaki) i powtórz je.
      </p>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormTextField
          control={control}
          name="password"
          label="Nowe hasło"
          type="password"
          autoComplete="new-password"
          autoFocus
          isRequired
        />
        <FormTextField
          control={control}
          name="repeat"
          label="Powtórz nowe hasło"
          type="password"
          autoComplete="new-password"
          isRequired
        />
        <div className={styles.actions}>
          <FormAlert message={serverError} />
          <Button type="submit" isPending={formState.isSubmitting} pendingLabel="Zapisywanie hasła…">
            Zapisz nowe hasło
          </Button>
        </div>
      </form>
    </section>
  );
}
