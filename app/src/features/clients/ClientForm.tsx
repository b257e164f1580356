import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isValidNip, normalizeNip } from '@rampa/domain';
import { useSdk } from '@rampa/sdk/react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import {
  AlertDialog,
  Button,
  Checkbox,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  type NumberFieldProps,
  type SelectOption,
} from '@rampa/design-system';
import { FormTextArea, FormTextField } from '../../lib/FormTextField';
import { Link } from '../../lib/links';
import { zodResolver } from '../../lib/zodResolver';
import { KIND_LABELS, STATUS_LABELS, VOIVODESHIPS } from './clientLabels';
import {
  clientFormSchema,
  clientServerError,
  type ClientFormField,
  type ClientFormValues,
} from './clientForm';
import { useSaveShortcut, useUnsavedChangesGuard } from './formGuards';
import * as styles from './clients.css';
import { useStages } from '../../lib/useStages';

const NONE = '__none__';

export interface SaveHelpers {
  /** Call before navigating away after a successful save: the unsaved-changes guard stays quiet. */
  allowNavigation: () => void;
}

export interface ClientFormProps {
  defaultValues: ClientFormValues;
  owners: readonly { id: string; display_name: string }[];
  submitLabel: string;
  /** Saves; throws the server's error on failure (it is shown on its field or above the form). */
  onSave: (values: ClientFormValues, helpers: SaveHelpers) => Promise<void>;
  /** "Anuluj" and Escape. */
  onCancel: (form: { isDirty: boolean; reset: () => void }) => void;
  /** Shown above the buttons, e.g. the client's code. */
  footerNote?: ReactNode;
  /** New client: also a first contact person and the consents (the edit page has tabs for both). */
  withContactAndConsents?: boolean;
  /** The edited client's id: not counted as a duplicate of its own NIP. */
  clientId?: string;
  /**
   * The owner a new client gets unless the user picks another (the signed-in handlowiec's profile); it may arrive
   * after the form shows, and then fills the field only if the user has not touched it.
   */
  defaultOwnerId?: string;
}

/**
 * A valid NIP another client of the organization already has: a warning with a link to that client. Saving stays
 * possible (branches of one company share a NIP); the warning only stops an accidental second record.
 */
function DuplicateNipWarning({
  control,
  clientId,
}: {
  control: Control<ClientFormValues>;
  clientId?: string;
}) {
  const nip = normalizeNip(useWatch({ control, name: 'nip' }) ?? '');
  const valid = isValidNip(nip);
  const others = useQuery({ ...useSdk().clients.byNip(nip), enabled: valid });
  const duplicates = valid ? (others.data ?? []).filter((client) => client.id !== clientId) : [];
  return (
    <div role="status" className={styles.wide}>
      {duplicates.length > 0 && (
        <p className={styles.warning}>
          {duplicates.length === 1
            ? 'Klient z tym NIP-em już istnieje: '
            : 'Klienci z tym NIP-em już istnieją: '}
          {duplicates.map((client, index) => (
            <span key={client.id}>
              {index > 0 && ', '}
              <Link to="/handlowiec/klienci/edycja" search={{ clientCode: client.code }}>
                {client.code} {client.name}
              </Link>
            </span>
          ))}
          . Sprawdź, czy nie dodajesz go drugi raz; zapisać możesz mimo to.
        </p>
      )}
    </div>
  );
}

const statusItems: SelectOption[] = (Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).map(
  (status) => ({ id: status, label: STATUS_LABELS[status] }),
);
const voivodeshipItems: SelectOption[] = [
  { id: NONE, label: 'Nie wybrano' },
  ...VOIVODESHIPS.map((name) => ({ id: name, label: name })),
];

interface FieldProps {
  control: Control<ClientFormValues>;
  name: ClientFormField;
  label: string;
  isRequired?: boolean;
  description?: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  wide?: boolean;
}

function Text({ wide, ...props }: FieldProps) {
  return (
    <div className={wide ? styles.wide : undefined}>
      <FormTextField {...props} />
    </div>
  );
}

/** A number of the form (empty = null) in the design system's NumberField, with its Polish error. */
function Amount({
  control,
  name,
  ...props
}: Pick<NumberFieldProps, 'label' | 'kind' | 'hasSteppers'> & {
  control: Control<ClientFormValues>;
  name: 'payment_term_days' | 'credit_limit';
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberField
          {...props}
          ref={field.ref}
          value={field.value ?? Number.NaN}
          onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
          validationBehavior="aria"
        />
      )}
    />
  );
}

/**
 * The client's data, shared by the new-client and edit pages: company or person, Polish identifiers checked as
 * you leave a field, server rejections on their fields, Ctrl/Cmd+S saves, Escape cancels, and a warning before
 * leaving with unsaved changes.
 */
export function ClientForm({
  defaultValues,
  owners,
  submitLabel,
  onSave,
  onCancel,
  footerNote,
  withContactAndConsents = false,
  clientId,
  defaultOwnerId,
}: ClientFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset, resetField, getFieldState, setError, setFocus } =
    useForm<ClientFormValues>({
      resolver: zodResolver(clientFormSchema),
      defaultValues,
      mode: 'onTouched',
    });
  useEffect(() => {
    // resetField makes it the field's default too, so the form does not count it as a change. An owner the
    // defaults already name needs nothing (and no render of the whole form).
    if (defaultOwnerId && defaultOwnerId !== defaultValues.owner_id && !getFieldState('owner_id').isDirty) {
      resetField('owner_id', { defaultValue: defaultOwnerId });
    }
  }, [defaultOwnerId, defaultValues.owner_id, getFieldState, resetField]);
  const kind = useWatch({ control, name: 'kind' });
  // One fieldset per commit (the buttons come with the last): a phone paints the first fields before the rest is
  // built, and no single task builds the whole form.
  const sections = withContactAndConsents ? 5 : 3;
  const stage = useStages(sections);
  const guard = useUnsavedChangesGuard(formState.isDirty);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSave(values, { allowNavigation: guard.allowNextNavigation });
      reset(values);
    } catch (error) {
      const { field, message } = clientServerError(error);
      if (field) {
        setError(field, { type: 'server', message }, { shouldFocus: true });
        setFocus(field);
      } else setFormError(message);
    }
  });
  useSaveShortcut(() => void submit());

  // Cancelling with changes asks first, as leaving the page does; once confirmed the page may go without asking.
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const discard = () => {
    guard.allowNextNavigation();
    reset(defaultValues);
    onCancel({ isDirty: true, reset: () => reset(defaultValues) });
  };
  const cancel = () => {
    if (formState.isDirty) setConfirmingCancel(true);
    else onCancel({ isDirty: false, reset: () => reset(defaultValues) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    // Overlays (select lists, dialogs) handle their own Escape and stop it before it gets here.
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      cancel();
    }
  };

  const ownerItems: SelectOption[] = [
    { id: NONE, label: 'Bez opiekuna' },
    ...owners.map((owner) => ({ id: owner.id, label: owner.display_name })),
  ];

  return (
    <>
      <form
        className={styles.form}
        noValidate
        aria-label="Dane klienta"
        onKeyDown={onKeyDown}
        onSubmit={(event) => void submit(event)}
      >
        <div role="alert">{formError && <p className={styles.formError}>{formError}</p>}</div>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Dane podstawowe</legend>
          <div className={styles.wide}>
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <RadioGroup
                  label="Rodzaj klienta"
                  orientation="horizontal"
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  name={field.name}
                >
                  <Radio value="company">{KIND_LABELS.company}</Radio>
                  <Radio value="person">{KIND_LABELS.person}</Radio>
                </RadioGroup>
              )}
            />
          </div>
          {kind === 'company' ? (
            <>
              <Text
                control={control}
                name="name"
                label="Nazwa firmy"
                isRequired
                wide
                autoComplete="organization"
              />
              <Text
                control={control}
                name="nip"
                label="NIP"
                inputMode="numeric"
                description="10 cyfr, np. 542-284-59-17"
              />
              <DuplicateNipWarning control={control} clientId={clientId} />
              <Text
                control={control}
                name="regon"
                label="REGON"
                inputMode="numeric"
                description="9 lub 14 cyfr"
              />
              <Text
                control={control}
                name="krs"
                label="KRS"
                inputMode="numeric"
                description="10 cyfr (spółki)"
              />
            </>
          ) : (
            <>
              <Text control={control} name="first_name" label="Imię" isRequired autoComplete="given-name" />
              <Text
                control={control}
                name="last_name"
                label="Nazwisko"
                isRequired
                autoComplete="family-name"
              />
              <Text control={control} name="pesel" label="PESEL" inputMode="numeric" description="11 cyfr" />
            </>
          )}
        </fieldset>

        {stage >= 2 && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Kontakt i adres</legend>
            <Text
              control={control}
              name="email"
              label="E-mail"
              type="email"
              inputMode="email"
              autoComplete="email"
            />
            <Text
              control={control}
              name="phone"
              label="Telefon"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              description="np. +48 601 234 567"
            />
            <Text control={control} name="street" label="Ulica" autoComplete="address-line1" wide />
            <Text control={control} name="building_no" label="Nr budynku" />
            <Text control={control} name="apartment_no" label="Nr lokalu" />
            <Text
              control={control}
              name="postal_code"
              label="Kod pocztowy"
              inputMode="numeric"
              autoComplete="postal-code"
              description="format 00-000"
            />
            <Text control={control} name="city" label="Miejscowość" autoComplete="address-level2" />
            <Controller
              control={control}
              name="voivodeship"
              render={({ field, fieldState }) => (
                <Select
                  label="Województwo"
                  items={voivodeshipItems}
                  selectedKey={field.value || NONE}
                  onSelectionChange={(key) => field.onChange(key === NONE || key === null ? '' : String(key))}
                  onBlur={field.onBlur}
                  isInvalid={fieldState.invalid}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
          </fieldset>
        )}

        {stage >= 3 && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Warunki handlowe</legend>
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <Select
                  label="Status"
                  items={statusItems}
                  selectedKey={field.value}
                  onSelectionChange={(key) => key !== null && field.onChange(String(key))}
                />
              )}
            />
            <Controller
              control={control}
              name="owner_id"
              render={({ field, fieldState }) => (
                <Select
                  label="Opiekun (handlowiec)"
                  items={ownerItems}
                  selectedKey={field.value || NONE}
                  onSelectionChange={(key) => field.onChange(key === NONE || key === null ? '' : String(key))}
                  isInvalid={fieldState.invalid}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
            <Amount
              control={control}
              name="payment_term_days"
              label="Termin płatności (dni)"
              kind="integer"
            />
            <Amount
              control={control}
              name="credit_limit"
              label="Limit kredytowy"
              kind="currency"
              hasSteppers={false}
            />
            <Text
              control={control}
              name="tags"
              label="Tagi"
              description="Oddziel przecinkami, np. VIP, hurt"
              wide
            />
            <div className={styles.wide}>
              <FormTextArea control={control} name="notes" label="Notatki" rows={3} />
            </div>
          </fieldset>
        )}

        {withContactAndConsents && stage >= 4 && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Osoba kontaktowa (opcjonalnie)</legend>
            <Text
              control={control}
              name="contact_first_name"
              label="Imię osoby kontaktowej"
              autoComplete="off"
            />
            <Text
              control={control}
              name="contact_last_name"
              label="Nazwisko osoby kontaktowej"
              autoComplete="off"
            />
            <Text control={control} name="contact_position" label="Stanowisko" autoComplete="off" />
            <Text
              control={control}
              name="contact_phone"
              label="Telefon osoby kontaktowej"
              type="tel"
              inputMode="tel"
              autoComplete="off"
            />
            <Text
              control={control}
              name="contact_email"
              label="E-mail osoby kontaktowej"
              type="email"
              inputMode="email"
              autoComplete="off"
              wide
            />
          </fieldset>
        )}
        {withContactAndConsents && stage >= 5 && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Zgody marketingowe</legend>
            {(
              [
                ['consent_email', 'Zgoda na informacje handlowe e-mailem'],
                ['consent_sms', 'Zgoda na SMS-y marketingowe'],
                ['consent_phone', 'Zgoda na kontakt telefoniczny'],
              ] as const
            ).map(([name, label]) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <Checkbox isSelected={field.value} onChange={field.onChange} name={field.name}>
                    {label}
                  </Checkbox>
                )}
              />
            ))}
          </fieldset>
        )}

        {stage === sections && (
          <div className={styles.actions}>
            <Button type="submit" isPending={formState.isSubmitting} pendingLabel="Zapisywanie…">
              {submitLabel}
            </Button>
            <Button variant="secondary" onPress={cancel}>
              Anuluj
            </Button>
            <span className={styles.muted}>
              {footerNote ??
                (formState.isDirty
                  ? 'Niezapisane zmiany · Ctrl+S zapisuje, Esc pyta o porzucenie'
                  : 'Ctrl+S zapisuje, Esc anuluje')}
            </span>
          </div>
        )}
      </form>
      {guard.dialog}
      <AlertDialog
        isOpen={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title="Porzucić niezapisane zmiany?"
        confirmLabel="Porzuć zmiany"
        cancelLabel="Wróć do formularza"
        onConfirm={discard}
      >
        Zmiany w formularzu nie zostały zapisane. Jeśli je porzucisz, przepadną.
      </AlertDialog>
    </>
  );
}
