import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, TextField } from '@rampa/design-system';
import { useSignInEmailPassword } from '@rampa/sdk/react';
import { zodResolver } from '../../lib/zodResolver';
import { authErrorMessage } from './authErrorMessage';
import { signInSchema, type SignInValues } from './signIn.schema';
import * as styles from './SignInForm.css';

const MFA_NOT_SUPPORTED =
  'To konto wymaga kodu z aplikacji uwierzytelniającej, a logowanie dwuetapowe nie jest jeszcze dostępne.';

/**
 * E-mail and password sign-in. Field errors appear next to the fields in Polish; a rejected sign-in shows one
 * Polish message above the button. On success the router's guard takes the user to the dashboard.
 */
export function SignInForm() {
  const { signIn } = useSignInEmailPassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const { control, handleSubmit, formState } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    const result = await signIn(email, password);
    if (result.outcome === 'signedIn') setSignedIn(true);
    else if (result.outcome === 'needsMfa') setServerError(MFA_NOT_SUPPORTED);
    else setServerError(authErrorMessage(result.error));
  });

  // Stay pending after success until the redirect replaces this page.
  const isPending = formState.isSubmitting || signedIn;

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label="E-mail"
            type="email"
            autoComplete="username"
            inputMode="email"
            isRequired
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
            validationBehavior="aria"
          />
        )}
      />
      <Controller
        control={control}
        name="password"
        render={({ field, fieldState }) => (
          <TextField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label="Hasło"
            type="password"
            autoComplete="current-password"
            isRequired
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
            validationBehavior="aria"
          />
        )}
      />
      <div className={styles.actions}>
        {/* Always in the page, so screen readers announce the message when it appears. */}
        <div role="alert" className={serverError ? styles.serverError : undefined}>
          {serverError}
        </div>
        <Button type="submit" isPending={isPending} pendingLabel="Logowanie…">
          Zaloguj się
        </Button>
      </div>
    </form>
  );
}
