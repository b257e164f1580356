import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  Button,
  ComboBox,
  FileDropZone,
  Radio,
  RadioGroup,
  Select,
  SlotTimeline,
  type SelectOption,
  type UploadingFile,
} from '@rampa/design-system';
import { NOTICE_ATTACHMENT_KINDS, type NoticeAttachmentKind } from '@rampa/domain';
import { noticeRuleOf, NOTICE_RULES, type RampSlots, type WarehouseWithRamps } from '@rampa/sdk';
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
  const guard = useUnsavedChangesGuard(formState.isDirty && !formState.isSubmitSuccessful);
  const [formError, setFormError] = useState<string | null>(null);
  const [intent, setIntent] = useState<SaveIntent | null>(null);
  const [fileKind, setFileKind] = useState<NoticeAttachmentKind>('cmr');

  const [warehouseId, date, direction] = useWatch({ control, name: ['warehouse_id', 'date', 'direction'] });
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
        <NoticeTransportFields
          control={control}
          wideClassName={styles.wide}
          drivers={{ items: driverItems, isPending: drivers.isPending }}
        />
      </fieldset>

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
