import { useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import {
  Button,
  Checkbox,
  ComboBox,
  FileDropZone,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  SlotTimeline,
  TextArea,
  TextField,
  type SelectOption,
  type UploadingFile,
} from '@rampa/design-system';
import { NOTICE_ATTACHMENT_KINDS, type NoticeAttachmentKind } from '@rampa/domain';
import { noticeRuleOf, NOTICE_RULES, type RampSlots, type WarehouseWithRamps } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { zodResolver } from '../../lib/zodResolver';
import { useUnsavedChangesGuard } from '../clients/formGuards';
import { ATTACHMENT_KIND_LABELS, DIRECTION_LABELS } from './noticeLabels';
import {
  EMPTY_NOTICE_LINE,
  noticeFormSchema,
  RULE_FIELDS,
  submitIssues,
  type NoticeFormValues,
} from './noticeForm';
import * as styles from '../clients/clients.css';

export type SaveIntent = 'draft' | 'submitted';

/** A file picked for the awizacja: waiting for the notice to exist, uploading, or attached. */
export interface PendingFile extends UploadingFile {
  file: File;
  kind: NoticeAttachmentKind;
  /** Waiting for the notice to be saved before it uploads. */
  queued?: boolean;
}

export interface NoticeFormProps {
  defaultValues: NoticeFormValues;
  warehouses: readonly WarehouseWithRamps[];
  /** The notice being edited: its own booking does not block its slot. */
  noticeId?: string;
  /** Files to attach; the page uploads them (with progress) once the notice exists. */
  files: readonly PendingFile[];
  onAddFiles: (files: File[], kind: NoticeAttachmentKind) => void;
  onRemoveFile: (id: string) => void;
  /** Saves; throws the server's error on a refusal (shown next to its field or above the form). */
  onSave: (values: NoticeFormValues, intent: SaveIntent, allowNavigation: () => void) => Promise<void>;
  /** Labels of the two buttons; a sent notice only saves ("Zapisz zmiany"). */
  draftLabel?: string;
  submitLabel: string;
  onCancel: () => void;
}

const hourIn = (iso: string, timeZone: string) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso)),
  );
const minuteIn = (iso: string, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { minute: '2-digit', timeZone }).format(new Date(iso)));

/** The timeline's rows and cells: free hours are the one-hour windows the sdk found free; the rest is taken. */
export function timelineOf(ramps: readonly RampSlots[], timeZone: string) {
  const freeHours = new Map<string, Set<number>>();
  let first = 24;
  let last = 0;
  for (const ramp of ramps) {
    const hours = new Set<number>();
    for (const slot of ramp.free) {
      if (minuteIn(slot.start, timeZone) !== 0) continue;
      const hour = hourIn(slot.start, timeZone);
      hours.add(hour);
      first = Math.min(first, hour);
      last = Math.max(last, hour + 1);
    }
    for (const booking of ramp.taken) {
      first = Math.min(first, hourIn(booking.start, timeZone));
      last = Math.max(last, hourIn(booking.start, timeZone) + 1);
    }
    freeHours.set(ramp.ramp.id, hours);
  }
  if (first >= last) return null;
  const taken = ramps.flatMap((ramp) =>
    Array.from({ length: last - first }, (_, i) => first + i)
      .filter((hour) => !freeHours.get(ramp.ramp.id)!.has(hour))
      .map((hour) => ({
        rampId: ramp.ramp.id,
        hour,
        label: ramp.taken.find(
          (b) =>
            hourIn(b.start, timeZone) <= hour &&
            hour < hourIn(b.end, timeZone) + (minuteIn(b.end, timeZone) ? 1 : 0),
        )?.number,
      })),
  );
  return {
    ramps: ramps.map((ramp) => ({ id: ramp.ramp.id, label: ramp.ramp.name })),
    startHour: first,
    endHour: last,
    taken,
    isFree: (rampId: string, hour: number) => freeHours.get(rampId)?.has(hour) ?? false,
  };
}

/** The awizacja form of `/handlowiec/awizacje/nowa` and `/edit/{id}`. */
export function NoticeForm({
  defaultValues,
  warehouses,
  noticeId,
  files,
  onAddFiles,
  onRemoveFile,
  onSave,
  draftLabel,
  submitLabel,
  onCancel,
}: NoticeFormProps) {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setError, clearErrors, setValue, formState } = useForm<NoticeFormValues>({
    resolver: zodResolver(noticeFormSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const lines = useFieldArray({ control, name: 'items' });
  const lineUnits = (useWatch({ control, name: 'items' }) ?? []).map((item) => item.unit);
  const guard = useUnsavedChangesGuard(formState.isDirty && !formState.isSubmitSuccessful);
  const [formError, setFormError] = useState<string | null>(null);
  const [intent, setIntent] = useState<SaveIntent | null>(null);
  const [fileKind, setFileKind] = useState<NoticeAttachmentKind>('cmr');

  const [warehouseId, date, direction, driverMode] = useWatch({
    control,
    name: ['warehouse_id', 'date', 'direction', 'driver_mode'],
  });
  const warehouse = warehouses.find((w) => w.id === warehouseId);
  const timeZone = warehouse?.time_zone ?? 'Europe/Warsaw';
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const slots = useQuery({
    ...sdk.notices.slots({
      warehouseId,
      date,
      direction,
      durationMinutes: 60,
      ...(noticeId ? { ignoreNoticeId: noticeId } : {}),
    }),
    enabled: Boolean(warehouseId) && validDay,
  });
  const timeline = useMemo(
    () => (slots.data ? timelineOf(slots.data, timeZone) : null),
    [slots.data, timeZone],
  );
  const drivers = useQuery(sdk.notices.drivers());

  const warehouseItems: SelectOption[] = warehouses
    .filter((w) => w.active || w.id === defaultValues.warehouse_id)
    .map((w) => ({ id: w.id, label: w.name }));
  const driverItems: SelectOption[] = (drivers.data ?? []).map((d) => ({
    id: d.id,
    label: d.phone ? `${d.display_name}, tel. ${d.phone}` : d.display_name,
  }));

  // Options seen so far by their label: when the input holds a chosen option's label (after picking it, or
  // the saved choice of an edit form), that option leads the list, so the field keeps showing it.
  const known = useRef<Map<string, SelectOption> | null>(null);
  if (known.current === null) {
    known.current = new Map<string, SelectOption>();
    if (defaultValues.client_id)
      known.current.set(defaultValues.client_label, {
        id: defaultValues.client_id,
        label: defaultValues.client_label,
      });
    for (const item of defaultValues.items)
      known.current.set(item.product_label, { id: item.product_id, label: item.product_label });
  }
  const withKnown = (text: string, options: SelectOption[]) => {
    for (const option of options) known.current!.set(option.label, option);
    const chosen = known.current!.get(text);
    return chosen ? [chosen, ...options.filter((o) => o.id !== chosen.id)] : options;
  };

  const loadClients = async (text: string) => {
    if (known.current!.has(text)) return withKnown(text, []);
    const page = await queryClient.fetchQuery(
      sdk.clients.list({ search: text, status: ['active', 'lead'], page: 1, pageSize: 20 }),
    );
    return withKnown(
      text,
      page.rows.map((c) => ({ id: c.id, label: `${c.name} (${c.code})` })),
    );
  };
  const units = useRef(new Map<string, string>());
  const loadProducts = async (text: string) => {
    if (known.current!.has(text)) return withKnown(text, []);
    const products = await queryClient.fetchQuery(sdk.notices.products(text));
    for (const p of products) units.current.set(p.id, p.unit);
    return withKnown(
      text,
      products.map((p) => ({ id: p.id, label: `${p.name} (${p.sku})` })),
    );
  };

  const save = (chosen: SaveIntent) =>
    handleSubmit(async (values) => {
      setFormError(null);
      if (chosen === 'submitted') {
        const issues = submitIssues(values);
        if (issues.length) {
          for (const issue of issues) setError(issue.field, { message: issue.message });
          return;
        }
      }
      setIntent(chosen);
      try {
        await onSave(values, chosen, guard.allowNextNavigation);
      } catch (error) {
        const rule = noticeRuleOf(error);
        const field = rule ? RULE_FIELDS[rule] : undefined;
        if (rule && field) setError(field, { message: NOTICE_RULES[rule] }, { shouldFocus: true });
        else setFormError(rule ? NOTICE_RULES[rule] : 'Nie udało się zapisać awizacji. Spróbuj ponownie.');
        throw error;
      } finally {
        setIntent(null);
      }
    });
  const run = (chosen: SaveIntent) => () => void save(chosen)().catch(() => undefined);

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Awizacja"
      onSubmit={(event) => {
        event.preventDefault();
        run('submitted')();
      }}
    >
      {formError && (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Klient i termin</legend>
        <Controller
          control={control}
          name="client_id"
          render={({ field, fieldState }) => (
            <ComboBox
              label="Klient"
              isRequired
              loadOptions={(text) => loadClients(text)}
              selectedKey={field.value || null}
              defaultInputValue={defaultValues.client_label}
              onSelectionChange={(key) => {
                field.onChange(key === null ? '' : String(key));
                field.onBlur();
              }}
              placeholder="Szukaj po nazwie, kodzie lub NIP"
              emptyText="Brak klientów"
              errorMessage={fieldState.error?.message}
              isInvalid={fieldState.invalid}
            />
          )}
        />
        <Controller
          control={control}
          name="direction"
          render={({ field }) => (
            <RadioGroup
              label="Kierunek"
              orientation="horizontal"
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                setValue('slot', null);
              }}
            >
              <Radio value="inbound">{DIRECTION_LABELS.inbound} (rozładunek)</Radio>
              <Radio value="outbound">{DIRECTION_LABELS.outbound} (załadunek)</Radio>
            </RadioGroup>
          )}
        />
        <Controller
          control={control}
          name="warehouse_id"
          render={({ field, fieldState }) => (
            <Select
              label="Magazyn"
              isRequired
              items={warehouseItems}
              selectedKey={field.value || null}
              onSelectionChange={(key) => {
                field.onChange(key === null ? '' : String(key));
                setValue('slot', null);
              }}
              placeholder="Wybierz magazyn"
              errorMessage={fieldState.error?.message}
              isInvalid={fieldState.invalid}
            />
          )}
        />
        <Controller
          control={control}
          name="date"
          render={({ field, fieldState }) => (
            <TextField
              label="Dzień"
              type="date"
              isRequired
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                setValue('slot', null);
              }}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
              isInvalid={fieldState.invalid}
            />
          )}
        />
        <div className={styles.wide}>
          <Controller
            control={control}
            name="slot"
            render={({ field, fieldState }) => (
              <div>
                <p className={styles.legend} id="slot-label">
                  Okno na rampie (1 godzina)
                </p>
                {!warehouseId || !validDay ? (
                  <p className={styles.muted}>Wybierz magazyn i dzień, aby zobaczyć wolne okna.</p>
                ) : slots.isPending ? (
                  <p className={styles.muted} role="status">
                    Wczytywanie wolnych okien…
                  </p>
                ) : slots.isError ? (
                  <p role="alert" className={styles.formError}>
                    Nie udało się wczytać wolnych okien.{' '}
                    <Button size="sm" variant="secondary" onPress={() => void slots.refetch()}>
                      Spróbuj ponownie
                    </Button>
                  </p>
                ) : !timeline ? (
                  <p className={styles.muted}>
                    {`W tym dniu magazyn nie przyjmuje awizacji (${DIRECTION_LABELS[direction].toLowerCase()}). Wybierz inny dzień.`}
                  </p>
                ) : (
                  <SlotTimeline
                    aria-label={`Wolne okna, ${date.split('-').reverse().join('.')}`}
                    ramps={timeline.ramps}
                    startHour={timeline.startHour}
                    endHour={timeline.endHour}
                    taken={timeline.taken}
                    value={field.value}
                    onChange={(value) => {
                      if (!timeline.isFree(value.rampId, value.hour)) return;
                      field.onChange(value);
                      clearErrors('slot');
                    }}
                  />
                )}
                {fieldState.error?.message && (
                  <p role="alert" className={styles.formError}>
                    {fieldState.error.message}
                  </p>
                )}
              </div>
            )}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Transport</legend>
        <Controller
          control={control}
          name="carrier_name"
          render={({ field, fieldState }) => (
            <TextField
              label="Przewoźnik"
              {...field}
              errorMessage={fieldState.error?.message}
              isInvalid={fieldState.invalid}
            />
          )}
        />
        <Controller
          control={control}
          name="driver_mode"
          render={({ field }) => (
            <RadioGroup
              label="Kierowca"
              orientation="horizontal"
              value={field.value}
              onChange={field.onChange}
            >
              <Radio value="manual">Imię, nazwisko i telefon</Radio>
              <Radio value="profile">Kierowca z listy</Radio>
            </RadioGroup>
          )}
        />
        {driverMode === 'profile' ? (
          <Controller
            control={control}
            name="driver_profile_id"
            render={({ field, fieldState }) => (
              <Select
                label="Kierowca z listy"
                items={driverItems}
                selectedKey={field.value || null}
                onSelectionChange={(key) => field.onChange(key === null ? '' : String(key))}
                placeholder={drivers.isPending ? 'Wczytywanie…' : 'Wybierz kierowcę'}
                errorMessage={fieldState.error?.message}
                isInvalid={fieldState.invalid}
              />
            )}
          />
        ) : (
          <>
            <Controller
              control={control}
              name="driver_name"
              render={({ field, fieldState }) => (
                <TextField
                  label="Imię i nazwisko kierowcy"
                  {...field}
                  errorMessage={fieldState.error?.message}
                  isInvalid={fieldState.invalid}
                />
              )}
            />
            <Controller
              control={control}
              name="driver_phone"
              render={({ field, fieldState }) => (
                <TextField
                  label="Telefon kierowcy"
                  type="tel"
                  {...field}
                  errorMessage={fieldState.error?.message}
                  isInvalid={fieldState.invalid}
                />
              )}
            />
          </>
        )}
        <Controller
          control={control}
          name="truck_plate"
          render={({ field, fieldState }) => (
            <TextField
              label="Nr rejestracyjny ciągnika"
              {...field}
              placeholder="np. WA 12345"
              errorMessage={fieldState.error?.message}
              isInvalid={fieldState.invalid}
            />
          )}
        />
        <Controller
          control={control}
          name="trailer_plate"
          render={({ field, fieldState }) => (
            <TextField
              label="Nr rejestracyjny naczepy"
              {...field}
              errorMessage={fieldState.error?.message}
              isInvalid={fieldState.invalid}
            />
          )}
        />
        <Controller
          control={control}
          name="pallets"
          render={({ field, fieldState }) => (
            <NumberField
              label="Palety"
              minValue={0}
              value={field.value ?? Number.NaN}
              onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
              isInvalid={fieldState.invalid}
            />
          )}
        />
        <Controller
          control={control}
          name="weight_kg"
          render={({ field, fieldState }) => (
            <NumberField
              label="Waga (kg)"
              minValue={0}
              value={field.value ?? Number.NaN}
              onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
              isInvalid={fieldState.invalid}
            />
          )}
        />
        <Controller
          control={control}
          name="adr"
          render={({ field }) => (
            <Checkbox isSelected={field.value} onChange={field.onChange}>
              Towary niebezpieczne (ADR)
            </Checkbox>
          )}
        />
        <Controller
          control={control}
          name="reference_numbers"
          render={({ field, fieldState }) => (
            <TextField
              label="Numery referencyjne"
              description="Zamówienia, faktury; oddziel przecinkami."
              {...field}
              errorMessage={fieldState.error?.message}
              isInvalid={fieldState.invalid}
            />
          )}
        />
        <div className={styles.wide}>
          <Controller
            control={control}
            name="notes"
            render={({ field, fieldState }) => (
              <TextArea
                label="Uwagi"
                {...field}
                errorMessage={fieldState.error?.message}
                isInvalid={fieldState.invalid}
              />
            )}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Towary</legend>
        {lines.fields.length === 0 && <p className={`${styles.muted} ${styles.wide}`}>Brak pozycji.</p>}
        {lines.fields.map((line, index) => (
          <div
            key={line.id}
            className={`${styles.wide} ${styles.row}`}
            role="group"
            aria-label={`Pozycja ${index + 1}`}
          >
            <Controller
              control={control}
              name={`items.${index}.product_id`}
              render={({ field, fieldState }) => (
                <ComboBox
                  label={`Produkt, pozycja ${index + 1}`}
                  isRequired
                  loadOptions={(text) => loadProducts(text)}
                  selectedKey={field.value || null}
                  defaultInputValue={line.product_label}
                  onSelectionChange={(key) => {
                    field.onChange(key === null ? '' : String(key));
                    setValue(
                      `items.${index}.unit`,
                      key === null ? '' : (units.current.get(String(key)) ?? ''),
                    );
                  }}
                  placeholder="Nazwa lub SKU"
                  emptyText="Brak produktów"
                  errorMessage={fieldState.error?.message}
                  isInvalid={fieldState.invalid}
                />
              )}
            />
            <Controller
              control={control}
              name={`items.${index}.quantity`}
              render={({ field, fieldState }) => (
                <NumberField
                  label={`Ilość, pozycja ${index + 1}`}
                  description={lineUnits[index] ? `Jednostka: ${lineUnits[index]}` : undefined}
                  isRequired
                  minValue={0}
                  value={field.value ?? Number.NaN}
                  onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
                  onBlur={field.onBlur}
                  errorMessage={fieldState.error?.message}
                  isInvalid={fieldState.invalid}
                />
              )}
            />
            <Button variant="secondary" size="sm" onPress={() => lines.remove(index)}>
              {`Usuń pozycję ${index + 1}`}
            </Button>
          </div>
        ))}
        <div className={styles.wide}>
          <Button variant="secondary" onPress={() => lines.append({ ...EMPTY_NOTICE_LINE })}>
            Dodaj pozycję
          </Button>
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Dokumenty</legend>
        <Select
          label="Rodzaj dodawanego dokumentu"
          items={NOTICE_ATTACHMENT_KINDS.map((kind) => ({ id: kind, label: ATTACHMENT_KIND_LABELS[kind] }))}
          selectedKey={fileKind}
          onSelectionChange={(key) => key !== null && setFileKind(key as NoticeAttachmentKind)}
        />
        <div className={styles.wide}>
          <FileDropZone
            label="Dokumenty przewozowe (CMR, WZ)"
            description="PDF, JPG lub PNG, do 10 MB"
            acceptedFileTypes={['application/pdf', 'image/jpeg', 'image/png']}
            onSelect={(picked) => onAddFiles(picked, fileKind)}
            files={files.map((f) => ({
              ...f,
              name: `${ATTACHMENT_KIND_LABELS[f.kind]}: ${f.name}${f.queued ? ' (prześlemy po zapisie)' : ''}`,
            }))}
            onRemove={onRemoveFile}
          />
        </div>
      </fieldset>

      <div className={styles.row}>
        {draftLabel && (
          <Button
            variant="secondary"
            onPress={run('draft')}
            isPending={intent === 'draft'}
            isDisabled={intent !== null}
            pendingLabel="Zapisywanie…"
          >
            {draftLabel}
          </Button>
        )}
        <Button
          type="submit"
          isPending={intent === 'submitted'}
          isDisabled={intent !== null}
          pendingLabel="Wysyłanie…"
        >
          {submitLabel}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          Anuluj
        </Button>
      </div>
      {guard.dialog}
    </form>
  );
}
