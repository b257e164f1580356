import { useState } from 'react';
import { Button } from '@rampa/design-system';
import { useResetPassword } from '@rampa/sdk/react';
import { appUrl, EmailField, FormAlert, Notice, useEmailForm } from './authFields';
import { authErrorMessage } from './authErrorMessage';
import { SEND_FAILED } from './MagicLinkForm';
import { NEW_PASSWORD_PATH } from './paths';
import * as styles from './authForms.css';

/** Codes that would tell whether an account exists; the page says the same thing as for a sent e-mail. */
const REVEALING = new Set([
  'invalid-email-password',
  'disabled-user',
  'forbidden-anonymous',
  'user-not-found',
]);

/**
 * "Nie pamiętasz hasła?": sends a reset link that lands signed in on the new-password page. The answer is the
 * same whether or not the address has an account.
 */
export function ForgotPasswordForm() {
  const { resetPassword } = useResetPassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { field, handleSubmit, isSubmitting } = useEmailForm();

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    setSent(false);
    const result = await resetPassword(email, { redirectTo: appUrl(NEW_PASSWORD_PATH) });
    if (result.outcome === 'failed' && !REVEALING.has(result.error.error)) {
      setServerError(authErrorMessage(result.error, SEND_FAILED));
    } else {
      setSent(true);
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <EmailField field={field('email')} autoFocus />
      <Notice title={sent ? 'Sprawdź skrzynkę pocztową.' : null}>
        Jeśli ten adres należy do konta w Rampie, wysłaliśmy na niego link do ustawienia nowego hasła.
      </Notice>
      <div className={styles.actions}>
        <FormAlert message={serverError} />
        <Button type="submit" isPending={isSubmitting} pendingLabel="Wysyłanie linku…">
          {sent ? 'Wyślij link ponownie' : 'Wyślij link do zmiany hasła'}
        </Button>
      </div>
    </form>
  );
}
