import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge, Button, Card, toast } from '@rampa/design-system';
import { useConfigMfa, useRefreshSession, useUserData } from '@rampa/sdk/react';
import { zodResolver } from '../../lib/zodResolver';
import { FormTextField } from '../../lib/FormTextField';
import { profileErrorMessage } from './profileErrors';
import { totpCodeSchema, type TotpCodeValues } from './profileSchemas';
import * as styles from './profile.css';

/** hasura-auth's user carries `activeMfaType` ('totp' or null), though nhost-js's type leaves it out. */
function useTotpActive(): boolean {
  const user = useUserData() as { activeMfaType?: string | null } | null;
  return user?.activeMfaType === 'totp';
}

function CodeForm({
  label,
  submitLabel,
  pendingLabel,
  onCode,
  tone = 'primary',
}: {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  onCode: (code: string) => Promise<string | null>;
  tone?: 'primary' | 'danger';
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<TotpCodeValues>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit(async ({ code }) => {
    setServerError(null);
    setServerError(await onCode(code));
  });
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={label}>
      <FormTextField
        control={control}
        name="code"
        label="Kod z aplikacji uwierzytelniającej"
        description="6 cyfr, zmienia się co 30 sekund."
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        isRequired
      />
      <p role="alert" className={styles.formError}>
        {serverError}
      </p>
      <div className={styles.actions}>
        <Button
          type="submit"
          variant={tone === 'danger' ? 'danger' : 'primary'}
          isPending={formState.isSubmitting}
          pendingLabel={pendingLabel}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * TOTP two-factor sign-in: generate a secret (QR code and the key for manual entry), confirm it with a code
 * from the app, or turn it off with a code. The session is refreshed afterwards, so the state shown is the
 * server's.
 */
export function TwoFactorSection() {
  const active = useTotpActive();
  const mfa = useConfigMfa();
  const refreshSession = useRefreshSession();
  const [setupOpen, setSetupOpen] = useState(false);
  const [generateError, setGenerateError] = useState<string | null>(null);

  const startSetup = async () => {
    setGenerateError(null);
    const result = await mfa.generateQrCode();
    if (result.outcome === 'success') setSetupOpen(true);
    else setGenerateError(profileErrorMessage(result.error, 'Nie udało się przygotować kodu QR.'));
  };

  const activate = async (code: string) => {
    const result = await mfa.activateMfa(code);
    if (result.outcome === 'failed') {
      return profileErrorMessage(result.error, 'Nie udało się włączyć logowania dwuetapowego.');
    }
    await refreshSession();
    setSetupOpen(false);
    toast.success('Włączono logowanie dwuetapowe.');
    return null;
  };

  const deactivate = async (code: string) => {
    const result = await mfa.deactivateMfa(code);
    if (result.outcome === 'failed') {
      return profileErrorMessage(result.error, 'Nie udało się wyłączyć logowania dwuetapowego.');
    }
    await refreshSession();
    toast.success('Wyłączono logowanie dwuetapowe.');
    return null;
  };

  return (
    <Card
      title="Logowanie dwuetapowe"
      headingLevel={3}
      description="Po haśle poprosimy o kod z aplikacji uwierzytelniającej (np. Google Authenticator, Microsoft Authenticator)."
      actions={active ? <Badge tone="success">Włączone</Badge> : <Badge>Wyłączone</Badge>}
    >
      {active ? (
        <CodeForm
          label="Wyłączanie logowania dwuetapowego"
          submitLabel="Wyłącz logowanie dwuetapowe"
          pendingLabel="Wyłączanie…"
          tone="danger"
          onCode={deactivate}
        />
      ) : setupOpen && mfa.qrCodeDataUrl ? (
        <div className={styles.form}>
          <p className={styles.text}>
            1. Zeskanuj kod QR w aplikacji uwierzytelniającej albo wpisz w niej klucz ręcznie.
          </p>
          <img
            className={styles.qr}
            src={mfa.qrCodeDataUrl}
            alt="Kod QR do dodania konta Rampa w aplikacji uwierzytelniającej"
          />
          <div className={styles.listText}>
            <span className={styles.muted} id="totp-secret-label">
              Klucz do wpisania ręcznie
            </span>
            <p className={styles.secret} aria-labelledby="totp-secret-label">
              {mfa.totpSecret}
            </p>
          </div>
          <p className={styles.text}>2. Wpisz kod, który pokazuje aplikacja.</p>
          <CodeForm
            label="Włączanie logowania dwuetapowego"
            submitLabel="Włącz logowanie dwuetapowe"
            pendingLabel="Włączanie…"
            onCode={activate}
          />
          <div className={styles.actions}>
            <Button variant="ghost" onPress={() => setSetupOpen(false)}>
              Anuluj
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.form}>
          <p role="alert" className={styles.formError}>
            {generateError}
          </p>
          <div className={styles.actions}>
            <Button
              isPending={mfa.isGenerating}
              pendingLabel="Przygotowywanie kodu QR…"
              onPress={() => void startSetup()}
            >
              Włącz logowanie dwuetapowe
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
