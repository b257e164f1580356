import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, Select, toast, type SelectOption } from '@rampa/design-system';
import { FunctionCallError, ORGANIZATION_ROLES, type OrganizationRole } from '@rampa/sdk';
import { FormTextField } from '../../lib/FormTextField';
import { zodResolver } from '../../lib/zodResolver';
import { NEW_PASSWORD_PATH } from '../auth/paths';
import { EMPTY_INVITE, inviteFormSchema, type InviteFormValues } from './inviteForm';
import { KlientCompanyPicker } from './KlientCompanyPicker';
import { ROLE_LABELS } from '../roles/areas';
import { useSdk } from '@rampa/sdk/react';
import * as styles from './admin.css';

const roleItems: SelectOption[] = ORGANIZATION_ROLES.map((role) => ({ id: role, label: ROLE_LABELS[role] }));

/** Invites a person to the organization: an account with the chosen role and an e-mail to set a password. */
export function InviteUserDialog({ onClose }: { onClose: () => void }) {
  const sdk = useSdk();
  const invite = useMutation(sdk.admin.invite());
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<InviteFormValues>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: EMPTY_INVITE,
    mode: 'onTouched',
  });
  const role = useWatch({ control, name: 'role' });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await invite.mutateAsync({
        email: values.email.trim(),
        displayName: values.displayName.trim(),
        role: values.role as OrganizationRole,
        ...(values.role === 'klient' && { clientId: values.clientId }),
        redirectTo: `${window.location.origin}${NEW_PASSWORD_PATH}`,
      });
      toast.success(`Wysłano zaproszenie na adres ${values.email.trim()}`);
      onClose();
    } catch (error) {
      if (error instanceof FunctionCallError && error.code === 'user-exists') {
        setError('email', { message: 'Użytkownik z tym adresem e-mail już istnieje' }, { shouldFocus: true });
      } else if (error instanceof FunctionCallError && error.code === 'invalid-email') {
        setError('email', { message: 'Podaj poprawny adres e-mail' }, { shouldFocus: true });
      } else if (error instanceof FunctionCallError && error.code === 'invalid-client') {
        setError('clientId', { message: 'Wybierz firmę klienta z tej organizacji' }, { shouldFocus: true });
      } else if (error instanceof FunctionCallError && error.status === 403) {
        setFormError('Tylko administrator organizacji może zapraszać użytkowników.');
      } else {
        setFormError('Nie udało się wysłać zaproszenia. Spróbuj ponownie.');
      }
    }
  });

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title="Zaproś użytkownika"
      description="Zaproszona osoba dostanie e-mail z linkiem do ustawienia hasła."
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Anuluj
          </Button>
          <Button
            type="submit"
            form="invite-form"
            isPending={formState.isSubmitting}
            pendingLabel="Wysyłanie…"
          >
            Wyślij zaproszenie
          </Button>
        </>
      }
    >
      <form id="invite-form" noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        <div role="alert">{formError && <p className={styles.formError}>{formError}</p>}</div>
        <FormTextField
          control={control}
          name="displayName"
          label="Imię i nazwisko"
          isRequired
          autoFocus
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="email"
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          isRequired
        />
        <Controller
          control={control}
          name="role"
          render={({ field, fieldState }) => (
            <Select
              name={field.name}
              label="Rola"
              placeholder="Wybierz rolę"
              isRequired
              items={roleItems}
              selectedKey={field.value || null}
              onSelectionChange={(key) => field.onChange(key === null ? '' : String(key))}
              onBlur={field.onBlur}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
              validationBehavior="aria"
            />
          )}
        />
        {role === 'klient' && (
          <Controller
            control={control}
            name="clientId"
            render={({ field, fieldState }) => (
              <KlientCompanyPicker
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
        )}
      </form>
    </Dialog>
  );
}
