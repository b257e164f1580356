import { type ReactNode, useState } from 'react';
import { useSearch } from '@tanstack/react-router';
import { VALIDATION_ERROR_CODE } from '@rampa/sdk';
import { useAuthSelector } from '@rampa/sdk/react';
import { Link } from '../../lib/links';
import { FormAlert } from './authFields';
import { linkErrorMessage } from './authErrorMessage';
import { EmailCodeForm } from './EmailCodeForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { MagicLinkForm } from './MagicLinkForm';
import { MfaStep } from './MfaStep';
import { SIGN_IN_PATH, type SignInStep, validateSignInSearch } from './paths';
import { SignInForm } from './SignInForm';
import { VerifyEmailStep } from './VerifyEmailStep';
import * as formStyles from './authForms.css';
import * as styles from './SignInPage.css';

/** Errors the sdk raises itself for a form it refused to send; anything else with status 10 came from the URL. */
const FORM_VALIDATION_CODES = new Set([
  'invalid-email',
  'invalid-password',
  'invalid-mfa-ticket',
  'no-mfa-ticket',
]);

type View = { kind: 'mfa' } | { kind: 'verify'; email: string } | null;

const STEP_TEXT: Record<SignInStep | 'password' | 'mfa' | 'verify', { title: string; subtitle: string }> = {
  password: { title: 'Zaloguj się', subtitle: 'Klienci, awizacje, produkty i kampanie w jednym miejscu.' },
  link: {
    title: 'Link logowania',
    subtitle: 'Wyślemy na Twój adres e-mail link, który zaloguje Cię bez hasła.',
  },
  kod: { title: 'Kod z e-maila', subtitle: 'Wyślemy na Twój adres e-mail jednorazowy kod logowania.' },
  'reset-hasla': {
    title: 'Nie pamiętasz hasła?',
    subtitle: 'Podaj adres e-mail konta, a wyślemy link do ustawienia nowego hasła.',
  },
  mfa: { title: 'Logowanie dwuetapowe', subtitle: 'Twoje konto wymaga drugiego kroku logowania.' },
  verify: {
    title: 'Potwierdź adres e-mail',
    subtitle: 'To konto nie ma jeszcze potwierdzonego adresu e-mail.',
  },
};

/**
 * The public landing page (spec §2): the product's name and the sign-in methods. The steps of a method live in
 * the address (`/?krok=…`); the MFA and e-mail-confirmation steps follow a password sign-in in the page.
 */
export function SignInPage() {
  // The root route passes unknown parameters through, so the step is checked again here.
  const { krok } = validateSignInSearch(useSearch({ from: '/' }));
  // Set by the password form's outcome (the machine's needsMfa, or registration needsEmailVerification).
  const [view, setView] = useState<View>(null);
  const linkError = useAuthSelector((snapshot) => {
    const error = snapshot.context.errors.authentication;
    return snapshot.authentication === 'signedOut.failed' &&
      error?.status === VALIDATION_ERROR_CODE &&
      !FORM_VALIDATION_CODES.has(error.error)
      ? error
      : null;
  });
  const back = () => setView(null);

  let key: keyof typeof STEP_TEXT;
  let content: ReactNode;
  if (view?.kind === 'mfa') {
    key = 'mfa';
    content = <MfaStep onBack={back} />;
  } else if (view?.kind === 'verify') {
    key = 'verify';
    content = <VerifyEmailStep email={view.email} onBack={back} />;
  } else if (krok) {
    key = krok;
    content = (
      <>
        {krok === 'link' && <MagicLinkForm />}
        {krok === 'kod' && <EmailCodeForm />}
        {krok === 'reset-hasla' && <ForgotPasswordForm />}
        <div className={formStyles.back}>
          <Link to={SIGN_IN_PATH} search={{}} variant="standalone">
            Wróć do logowania hasłem
          </Link>
        </div>
      </>
    );
  } else {
    key = 'password';
    content = (
      <>
        <SignInForm
          onNeedsMfa={() => setView({ kind: 'mfa' })}
          onNeedsEmailVerification={(email) => setView({ kind: 'verify', email })}
        />
      </>
    );
  }

  const { title, subtitle } = STEP_TEXT[key];
  return (
    <div className={styles.card}>
      <div className={styles.brand}>
        <img src="/logo.svg" alt="" className={styles.logo} />
        <span className={styles.brandName}>Rampa</span>
      </div>
      <div className={styles.intro}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
      {linkError && <FormAlert message={linkErrorMessage(linkError)} />}
      {content}
    </div>
  );
}
