import { useState } from 'react';
import { Button } from '@rampa/design-system';
import { useSignInMfaTotp } from '@rampa/sdk/react';
import { CodeField, FormAlert } from './authFields';
import { authErrorMessage } from './authErrorMessage';
import type { CodeValues } from './authValidation';
import { CODE_FORM } from './EmailCodeForm';
import { useAuthForm } from './useAuthForm';
import * as styles from './authForms.css';

/**
 * The second step of a password sign-in for an account with multi-factor authentication: the current code
 * of the authenticator app, sent with the MFA ticket the password sign-in received.
 */
export function MfaStep({ onBack }: { onBack: () => void }) {
  const { signInMfaTotp } = useSignInMfaTotp();
  const [serverError, setServerError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const { field, handleSubmit, isSubmitting, setFocus, setValue } = useAuthForm<CodeValues>(CODE_FORM);

  const onSubmit = handleSubmit(async ({ code }) => {
    setServerError(null);
    const result = await signInMfaTotp(code);
    if (result.outcome === 'signedIn') {
      setSignedIn(true);
      return;
    }
    setServerError(
      result.outcome === 'failed'
        ? authErrorMessage(result.error)
        : 'Nie udało się zalogować. Spróbuj ponownie.',
    );
    // A wrong code is typed again from scratch.
    setValue('code', '');
    setFocus('code');
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.text}>
        Otwórz aplikację uwierzytelniającą (np. Google Authenticator, Microsoft Authenticator) i wpisz
        aktualny kod dla Rampy.
      </p>
      <CodeField
        field={field('code')}
        label="Kod z aplikacji uwierzytelniającej"
        description="6 cyfr, zmienia się co 30 sekund."
        autoFocus
      />
      <div className={styles.actions}>
        <FormAlert message={serverError} />
        <Button type="submit" isPending={isSubmitting || signedIn} pendingLabel="Logowanie…">
          Potwierdź kod
        </Button>
        <Button variant="ghost" onPress={onBack}>
          Wróć do logowania
        </Button>
      </div>
    </form>
  );
}
