import { useState } from 'react';
import { createLink } from '@tanstack/react-router';
import { Button, LinkButton } from '@rampa/design-system';
import type { SignInResult } from '@rampa/sdk';
import { useSignInEmailPassword, useSignInSecurityKey, useSignInSecurityKeyEmail } from '@rampa/sdk/react';
import { Link } from '../../lib/links';
import { TextField } from '@rampa/design-system';
import { EmailField, FormAlert } from './authFields';
import { authErrorMessage } from './authErrorMessage';
import { SIGN_IN_PATH } from './paths';
import { checkEmail, checkPassword, type SignInValues, trimmed } from './authValidation';
import { useAuthForm } from './useAuthForm';
import * as styles from './authForms.css';

const StepLink = createLink(LinkButton);

const DEFAULTS: SignInValues = { email: '', password: '' };
const CHECKS = { email: checkEmail, password: checkPassword };
const sent = (values: SignInValues) => trimmed(values, ['email']);

export const NO_WEBAUTHN_MESSAGE =
  'Ta przeglądarka nie obsługuje kluczy bezpieczeństwa. Zaloguj się hasłem albo linkiem z e-maila.';

/** True when the browser can run a WebAuthn ceremony at all. */
export const browserSupportsWebAuthn = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.PublicKeyCredential === 'function' &&
  typeof navigator.credentials?.get === 'function';

export interface SignInFormProps {
  /** The password was right and the account asks for a code from an authenticator app. */
  onNeedsMfa: () => void;
  /** The account exists but its e-mail address is not confirmed yet. */
  onNeedsEmailVerification: (email: string) => void;
}

/**
 * E-mail and password sign-in with links to the other methods, and the security-key sign-in (for the typed e-mail's keys, or any passkey when
 * the field is empty). Field errors appear next to the fields in Polish; a rejected sign-in shows one Polish
 * message above the buttons. On success the router's guard takes the user to the dashboard.
 */
export function SignInForm({ onNeedsMfa, onNeedsEmailVerification }: SignInFormProps) {
  const { signIn } = useSignInEmailPassword();
  const { signInSecurityKey } = useSignInSecurityKey();
  const { signInSecurityKeyEmail } = useSignInSecurityKeyEmail();
  const [serverError, setServerError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const [keyPending, setKeyPending] = useState(false);
  const { field, handleSubmit, isSubmitting, getValues } = useAuthForm<SignInValues>({
    defaultValues: DEFAULTS,
    checks: CHECKS,
    output: sent,
  });

  const settle = (result: SignInResult, email: string) => {
    if (result.outcome === 'signedIn') setSignedIn(true);
    else if (result.outcome === 'needsMfa') onNeedsMfa();
    else if (result.outcome === 'needsEmailVerification') onNeedsEmailVerification(email);
    else setServerError(authErrorMessage(result.error));
  };

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    settle(await signIn(email, password), email);
  });

  const onSecurityKey = async () => {
    setServerError(null);
    if (!browserSupportsWebAuthn()) {
      setServerError(NO_WEBAUTHN_MESSAGE);
      return;
    }
    // With a valid e-mail typed in, the server offers that account's keys; otherwise any passkey may answer.
    const typed = getValues().email.trim();
    const email = checkEmail(typed) === undefined ? typed : null;
    setKeyPending(true);
    try {
      settle(email ? await signInSecurityKeyEmail(email) : await signInSecurityKey(), typed);
    } finally {
      setKeyPending(false);
    }
  };

  // Stay pending after success until the redirect replaces this page.
  const isPending = isSubmitting || (signedIn && !keyPending);
  const busy = isSubmitting || keyPending || signedIn;

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <EmailField field={field('email')} />
      <TextField
        {...field('password')}
        label="Hasło"
        type="password"
        autoComplete="current-password"
        isRequired
      />
      <div className={styles.linkRow}>
        <Link to={SIGN_IN_PATH} search={(prev) => ({ ...prev, krok: 'reset-hasla' })} variant="standalone">
          Nie pamiętasz hasła?
        </Link>
      </div>
      <div className={styles.actions}>
        <FormAlert message={serverError} />
        <Button type="submit" isPending={isPending} isDisabled={keyPending} pendingLabel="Logowanie…">
          Zaloguj się
        </Button>
      </div>
      <div className={styles.methods}>
        <div className={styles.divider}>lub</div>
        <StepLink to={SIGN_IN_PATH} search={(prev) => ({ ...prev, krok: 'link' })} variant="secondary">
          Wyślij link logowania
        </StepLink>
        <StepLink to={SIGN_IN_PATH} search={(prev) => ({ ...prev, krok: 'kod' })} variant="secondary">
          Zaloguj kodem z e-maila
        </StepLink>
        <Button
          variant="secondary"
          onPress={() => void onSecurityKey()}
          isPending={keyPending}
          isDisabled={busy && !keyPending}
          pendingLabel="Czekam na klucz bezpieczeństwa…"
        >
          Zaloguj kluczem bezpieczeństwa
        </Button>
      </div>
    </form>
  );
}
