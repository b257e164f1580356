import { Button } from '@rampa/design-system';
import { useSendVerificationEmail } from '@rampa/sdk/react';
import { appUrl, FormAlert, Notice } from './authFields';
import { authErrorMessage } from './authErrorMessage';
import { SEND_FAILED } from './MagicLinkForm';
import { SIGN_IN_PATH } from './paths';
import * as styles from './authForms.css';

/**
 * A password sign-in of an account whose e-mail address is not confirmed yet (registration
 * needsEmailVerification): explains it and sends a new confirmation link on request.
 */
export function VerifyEmailStep({ email, onBack }: { email: string; onBack: () => void }) {
  const { sendEmail, isLoading, isSent, error } = useSendVerificationEmail();

  return (
    <div className={styles.form}>
      <p className={styles.text}>
        Zanim się zalogujesz, potwierdź adres <strong>{email}</strong>: kliknij link w wiadomości, którą
        wysłaliśmy po założeniu konta. Link zaloguje Cię od razu.
      </p>
      <Notice title={isSent ? 'Sprawdź skrzynkę pocztową.' : null}>
        {`Wysłaliśmy nowy link potwierdzający na adres ${email}.`}
      </Notice>
      <div className={styles.actions}>
        <FormAlert message={error ? authErrorMessage(error, SEND_FAILED) : null} />
        <Button
          autoFocus
          onPress={() => void sendEmail(email, { redirectTo: appUrl(SIGN_IN_PATH) })}
          isPending={isLoading}
          pendingLabel="Wysyłanie linku…"
        >
          Wyślij ponownie
        </Button>
        <Button variant="ghost" onPress={onBack}>
          Wróć do logowania
        </Button>
      </div>
    </div>
  );
}
