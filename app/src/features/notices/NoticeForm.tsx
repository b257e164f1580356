import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  Button,
  ComboBox,
  FileDropZone,
  formatClock,
  formatMinutes,
  Radio,
  RadioGroup,
  Select,
  SlotTimeline,
  Stack,
  type SelectOption,
  type UploadingFile,
} from '@rampa/design-system';
import { NOTICE_ATTACHMENT_KINDS, type NoticeAttachmentKind } from '@rampa/domain';
import { noticeRuleOf, NOTICE_RULES, type WarehouseWithRamps } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { zodResolver } from '../../lib/zodResolver';
import { useUnsavedChangesGuard } from '../clients/formGuards';
import { ATTACHMENT_KIND_LABELS, DIRECTION_LABELS } from './noticeLabels';
import { noticeFormSchema, RULE_FIELDS, submitIssues, type NoticeFormValues } from './noticeForm';
import {
  NoticeDayField,
  NoticeGoodsLines,
  NoticeTransportFields,
  NoticeWarehouseField,
} from './NoticeFormFields';
import { timelineOf, windowLengths } from './slotPicker';
import { useStages } from '../../lib/useStages';
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
  const guard = useUnsavedChangesGuard(formState.isDirty && !formState.isSubmitSuccessful);
  const [formError, setFormError] = useState<string | null>(null);
  const [intent, setIntent] = useState<SaveIntent | null>(null);
  const [fileKind, setFileKind] = useState<NoticeAttachmentKind>('cmr');
  // Client and slot first, then transport, goods and documents with the buttons, each committed on its own.
  const stage = useStages(4);

  const [warehouseId, date, direction] = useWatch({ control, name: ['warehouse_id', 'date', 'direction'] });
  const warehouse = warehouses.find((w) => w.id === warehouseId);
  const timeZone = warehouse?.time_zone ?? 'Europe/Warsaw';
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const slots = useQuery({
    ...sdk.notices.slots({
      warehouseId,
      date,
      direction,
      ...(noticeId ? { ignoreNoticeId: noticeId } : {}),
    }),
    enabled: Boolean(warehouseId) && validDay,
  });
  const slotMinutes = warehouse?.slot_minutes ?? 30;
  const timeline = useMemo(
    () => (slots.data ? timelineOf(slots.data, timeZone, slotMinutes) : null),
    [slots.data, timeZone, slotMinutes],
  );
  // The window's length: the saved notice's, else one slot of the warehouse.
  const [windowMinutes, setWindowMinutes] = useState<number | null>(defaultValues.slot?.minutes ?? null);
  const span = Math.max(1, Math.round((windowMinutes ?? slotMinutes) / slotMinutes));
  const drivers = useQuery(sdk.notices.drivers());

  const warehouseItems: SelectOption[] = warehouses
    .filter((w) => w.active || w.id === defaultValues.warehouse_id)
    .map((w) => ({ id: w.id, label: w.name }));
  const driverItems: SelectOption[] = (drivers.data ?? []).map((d) => ({
    id: d.id,
    label: d.phone ? `${d.display_name}, tel. ${d.phone}` : d.display_name,
  }));

  const loadClients = async (text: string): Promise<SelectOption[]> => {
    const page = await queryClient.fetchQuery(
      sdk.clients.list({ search: text, status: ['active', 'lead'], page: 1, pageSize: 20 }),
    );
    return page.rows.map((c) => ({ id: c.id, label: `${c.name} (${c.code})` }));
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
              loadOptions={loadClients}
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
        <NoticeWarehouseField control={control} setValue={setValue} items={warehouseItems} />
        <NoticeDayField control={control} setValue={setValue} />
        <div className={styles.wide}>
          <Controller
            control={control}
            name="slot"
            render={({ field, fieldState }) => (
              <Stack gap="sm">
                <p className={styles.legend}>Okno na rampie</p>
                <Select
                  label="Długość okna"
                  items={windowLengths(slotMinutes).map((minutes) => ({
                    id: String(minutes),
                    label: formatMinutes(minutes),
                  }))}
                  selectedKey={String(span * slotMinutes)}
                  onSelectionChange={(key) => {
                    if (key === null) return;
                    const minutes = Number(key);
                    setWindowMinutes(minutes);
                    const current = field.value;
                    if (!current) return;
                    // The chosen start keeps the new length when it still fits there.
                    if (timeline?.fits(current.rampId, current.minute, Math.round(minutes / slotMinutes)))
                      field.onChange({ ...current, minutes });
                    else field.onChange(null);
                  }}
                />
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
                  <>
                    <SlotTimeline
                      aria-label={`Wolne okna, ${date.split('-').reverse().join('.')}`}
                      ramps={timeline.ramps}
                      slotMinutes={slotMinutes}
                      startMinute={timeline.startMinute}
                      endMinute={timeline.endMinute}
                      taken={timeline.taken}
                      span={span}
                      value={field.value}
                      onChange={(value) => {
                        if (!timeline.fits(value.rampId, value.minute, span)) return;
                        field.onChange({ ...value, minutes: span * slotMinutes });
                        clearErrors('slot');
                      }}
                    />
                    <p className={styles.muted} aria-live="polite">
                      {field.value
                        ? `Wybrane okno: ${timeline.ramps.find((r) => r.id === field.value!.rampId)?.label ?? ''}, ${formatClock(field.value.minute)}–${formatClock(field.value.minute + field.value.minutes)}`
                        : `Wybierz pole wolnej rampy: okno zacznie się o tej godzinie i potrwa ${formatMinutes(span * slotMinutes)}.`}
                    </p>
                  </>
                )}
                {fieldState.error?.message && (
                  <p role="alert" className={styles.formError}>
                    {fieldState.error.message}
                  </p>
                )}
              </Stack>
            )}
          />
        </div>
      </fieldset>

      {stage >= 2 && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Transport</legend>
          <NoticeTransportFields
            control={control}
            wideClassName={styles.wide}
            drivers={{ items: driverItems, isPending: drivers.isPending }}
          />
        </fieldset>
      )}

      {stage >= 3 && (
        <NoticeGoodsLines
          control={control}
          setValue={setValue}
          classes={{
            fieldset: styles.fieldset,
            legend: styles.legend,
            empty: `${styles.muted} ${styles.wide}`,
            line: `${styles.wide} ${styles.row}`,
            add: styles.wide,
          }}
          showUnits
        />
      )}

      {stage >= 4 && (
        <>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Dokumenty</legend>
            <Select
              label="Rodzaj dodawanego dokumentu"
              items={NOTICE_ATTACHMENT_KINDS.map((kind) => ({
                id: kind,
                label: ATTACHMENT_KIND_LABELS[kind],
              }))}
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
        </>
      )}
      {guard.dialog}
    </form>
  );
}
