import { useState } from 'react';
import { Button } from '@rampa/design-system';
import { useSignInEmailOtp } from '@rampa/sdk/react';
import { CodeField, EmailField, FormAlert, Notice, useEmailForm } from './authFields';
import { authErrorMessage, emailCodeErrorMessage } from './authErrorMessage';
import { checkCode, type CodeValues, trimmed } from './authValidation';
import { useAuthForm } from './useAuthForm';
import { SEND_FAILED } from './MagicLinkForm';
import * as styles from './authForms.css';

/** The form of a six-digit code (this step's and the authenticator app's): sent without surrounding spaces. */
export const CODE_FORM = {
  defaultValues: { code: '' },
  checks: { code: checkCode },
  output: (values: CodeValues) => trimmed(values, ['code']),
};

/** E-mail one-time code: first ask for the code, then type it in. */
export function EmailCodeForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo ? (
    <CodeEntry email={sentTo} onChangeEmail={() => setSentTo(null)} />
  ) : (
    <CodeRequest onSent={setSentTo} />
  );
}

function CodeRequest({ onSent }: { onSent: (email: string) => void }) {
  const { signInEmailOtp } = useSignInEmailOtp();
  const [serverError, setServerError] = useState<string | null>(null);
  const { field, handleSubmit, isSubmitting } = useEmailForm();

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    const result = await signInEmailOtp(email);
    if (result.outcome === 'failed') setServerError(authErrorMessage(result.error, SEND_FAILED));
    else onSent(email);
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <EmailField field={field('email')} autoFocus />
      <div className={styles.actions}>
        <FormAlert message={serverError} />
        <Button type="submit" isPending={isSubmitting} pendingLabel="Wysyłanie kodu…">
          Wyślij kod
        </Button>
      </div>
    </form>
  );
}

function CodeEntry({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const { signInEmailOtp, verifyEmailOtp } = useSignInEmailOtp();
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>('Sprawdź skrzynkę pocztową.');
  const [resending, setResending] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const { field, handleSubmit, isSubmitting, setFocus } = useAuthForm<CodeValues>(CODE_FORM);

  const onSubmit = handleSubmit(async ({ code }) => {
    setServerError(null);
    const result = await verifyEmailOtp(email, code);
    if (result.outcome === 'signedIn') setSignedIn(true);
    else if (result.outcome === 'failed') {
      setServerError(emailCodeErrorMessage(result.error));
      setFocus('code');
    }
  });

  const resend = async () => {
    setServerError(null);
    setNotice(null);
    setResending(true);
    const result = await signInEmailOtp(email);
    setResending(false);
    if (result.outcome === 'failed') setServerError(authErrorMessage(result.error, SEND_FAILED));
    else setNotice('Wysłaliśmy nowy kod.');
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Notice
        title={notice}
      >{`Kod logowania wysłaliśmy na adres ${email}. Jest ważny przez 5 minut.`}</Notice>
      <CodeField field={field('code')} label="Kod z e-maila" description="6 cyfr z wiadomości." autoFocus />
      <div className={styles.actions}>
        <FormAlert message={serverError} />
        <Button
          type="submit"
          isPending={isSubmitting || signedIn}
          isDisabled={resending}
          pendingLabel="Logowanie…"
        >
          Zaloguj się
        </Button>
        <Button
          variant="secondary"
          onPress={() => void resend()}
          isPending={resending}
          pendingLabel="Wysyłanie kodu…"
        >
          Wyślij nowy kod
        </Button>
        <Button variant="ghost" onPress={onChangeEmail}>
          Zmień adres e-mail
        </Button>
      </div>
    </form>
  );
}
