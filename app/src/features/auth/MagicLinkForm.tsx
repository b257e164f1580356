import { useState } from 'react';
import { Button } from '@rampa/design-system';
import { useSignInEmailPasswordless } from '@rampa/sdk/react';
import { appUrl, EmailField, FormAlert, Notice, useEmailForm } from './authFields';
import { authErrorMessage } from './authErrorMessage';
import { SIGN_IN_PATH } from './paths';
import * as styles from './authForms.css';

/** Passwordless e-mail: the server sends a link that brings the user back to the app signed in. */
export function MagicLinkForm() {
  const { signInEmailPasswordless } = useSignInEmailPasswordless();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { field, handleSubmit, isSubmitting } = useEmailForm();

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    setSentTo(null);
    const result = await signInEmailPasswordless(email, { redirectTo: appUrl(SIGN_IN_PATH) });
    if (result.outcome === 'failed') setServerError(authErrorMessage(result.error, SEND_FAILED));
    else setSentTo(email);
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <EmailField field={field('email')} autoFocus />
      <Notice title={sentTo && 'Sprawdź skrzynkę pocztową.'}>
        {sentTo && `Wysłaliśmy link logowania na adres ${sentTo}. Kliknij go, aby się zalogować.`}
      </Notice>
      <div className={styles.actions}>
        <FormAlert message={serverError} />
        <Button type="submit" isPending={isSubmitting} pendingLabel="Wysyłanie linku…">
          {sentTo ? 'Wyślij link ponownie' : 'Wyślij link'}
        </Button>
      </div>
    </form>
  );
}

export const SEND_FAILED = 'Nie udało się wysłać wiadomości. Spróbuj ponownie.';
