import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button, TextField, toast } from '@rampa/design-system';
import { useActiveRole, useChangePassword } from '@rampa/sdk/react';
import { FormAlert } from './authFields';
import { authErrorMessage } from './authErrorMessage';
import { checkNewPassword, checkRepeat, MIN_PASSWORD_LENGTH, type NewPasswordValues } from './authValidation';
import { useAuthForm } from './useAuthForm';
import { startPathOf } from '../roles/areas';
import { NEW_PASSWORD_TITLE } from './paths';
import * as styles from './authForms.css';

export { NEW_PASSWORD_TITLE };

const DEFAULTS: NewPasswordValues = { password: '', repeat: '' };
const CHECKS = { password: checkNewPassword, repeat: checkRepeat };

/**
 * The landing of the password-reset link: the link signed the user in, so the new password is set as the
 * signed-in user. Then a toast and the dashboard.
 */
export function NewPasswordPage() {
  const { changePassword } = useChangePassword();
  const { role } = useActiveRole();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const { field, handleSubmit, isSubmitting, setError } = useAuthForm<NewPasswordValues>({
    defaultValues: DEFAULTS,
    checks: CHECKS,
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
      setError('password', message, { focus: true });
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
        <TextField
          {...field('password')}
          label="Nowe hasło"
          type="password"
          autoComplete="new-password"
          autoFocus
          isRequired
        />
        <TextField
          {...field('repeat')}
          label="Powtórz nowe hasło"
          type="password"
          autoComplete="new-password"
          isRequired
        />
        <div className={styles.actions}>
          <FormAlert message={serverError} />
          <Button type="submit" isPending={isSubmitting} pendingLabel="Zapisywanie hasła…">
            Zapisz nowe hasło
          </Button>
        </div>
      </form>
    </section>
  );
}
