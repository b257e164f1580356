import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Card } from '@rampa/design-system';
import { useChangeEmail } from '@rampa/sdk/react';
import { zodResolver } from '../../lib/zodResolver';
import { useCurrentUser } from '../auth/useCurrentUser';
import { FormTextField } from '../../lib/FormTextField';
import { profileErrorMessage } from './profileErrors';
import { changeEmailSchema, type ChangeEmailValues } from './profileSchemas';
import * as styles from './profile.css';

/** E-mail change (spec §4 change-email machine): the new address is confirmed through a link sent to it. */
export function ChangeEmailSection() {
  const { email } = useCurrentUser();
  const { changeEmail } = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<ChangeEmailValues>({
    resolver: zodResolver(changeEmailSchema(email)),
    defaultValues: { newEmail: '', currentPassword: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ newEmail, currentPassword }) => {
    setServerError(null);
    setSentTo(null);
    const result = await changeEmail(newEmail, {
      redirectTo: `${window.location.origin}/profil`,
      currentPassword,
    });
    if (result.outcome === 'success') {
      setSentTo(newEmail);
      reset({ newEmail: '', currentPassword: '' });
    } else if (result.error.error === 'wrong-current-password') {
      setError(
        'currentPassword',
        { message: profileErrorMessage(result.error, 'Obecne hasło jest nieprawidłowe.') },
        { shouldFocus: true },
      );
    } else {
      setServerError(profileErrorMessage(result.error, 'Nie udało się zmienić adresu e-mail.'));
    }
  });

  return (
    <Card
      title="Adres e-mail"
      headingLevel={3}
      description={`Obecny adres: ${email}. Nowy adres zacznie działać po kliknięciu linku, który na niego wyślemy.`}
    >
      <form
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="Zmiana adresu e-mail"
      >
        <FormTextField
          control={control}
          name="newEmail"
          label="Nowy adres e-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          isRequired
        />
        <FormTextField
          control={control}
          name="currentPassword"
          label="Obecne hasło"
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <p role="status" className={styles.notice}>
          {sentTo &&
            `Wysłaliśmy link potwierdzający na adres ${sentTo}. Kliknij go, aby dokończyć zmianę. Do tego czasu logujesz się obecnym adresem.`}
        </p>
        <p role="alert" className={styles.formError}>
          {serverError}
        </p>
        <div className={styles.actions}>
          <Button type="submit" isPending={formState.isSubmitting} pendingLabel="Wysyłanie linku…">
            Zmień adres e-mail
          </Button>
        </div>
      </form>
    </Card>
  );
}
