import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  Button,
  EmptyState,
  PageHeader,
  Radio,
  RadioGroup,
  Select,
  Skeleton,
  APP_TIME_ZONE,
} from '@rampa/design-system';
import type { OpeningHours } from '@rampa/domain';
import { NOTICE_RULES, noticeRuleOf } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { Link } from '../../lib/links';
import { zodResolver } from '../../lib/zodResolver';
import { useUnsavedChangesGuard } from '../clients/formGuards';
import { DIRECTION_LABELS } from '../notices/noticeLabels';
import { dayIn, noticeFormSchema, RULE_FIELDS, type NoticeFormValues } from '../notices/noticeForm';
import {
  NoticeDayField,
  NoticeGoodsLines,
  NoticeTransportFields,
  NoticeWarehouseField,
} from '../notices/NoticeFormFields';
import { emptyRequest, requestHours, requestToInput } from './requestForm';
import * as styles from './clientArea.css';

const TITLE = 'Nowa awizacja';

/** `/klient/nowa`: the klient asks for a delivery or pick-up; it lands as submitted for the magazyn to confirm. */
export function ClientRequestPage() {
  const sdk = useSdk();
  const company = useQuery(sdk.notices.klientCompany());
  const warehouses = useQuery(sdk.warehouses.list());
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <PageHeader title={TITLE} subtitle={company.data ? `Dla firmy ${company.data.name}` : undefined} />
      {company.isPending || warehouses.isPending ? (
        <div role="status" aria-label="Ładowanie formularza">
          <Skeleton />
        </div>
      ) : company.isError || warehouses.isError ? (
        <p role="alert" className={styles.formError}>
          Nie udało się wczytać formularza.{' '}
          <Button
            size="sm"
            variant="secondary"
            onPress={() => {
              void company.refetch();
              void warehouses.refetch();
            }}
          >
            Spróbuj ponownie
          </Button>
        </p>
      ) : !company.data ? (
        <EmptyState
          headingLevel={2}
          title="Twoje konto nie jest powiązane z firmą"
          description="Poproś administratora organizacji, aby przypisał Twoje konto do firmy klienta."
        />
      ) : (
        <RequestForm clientId={company.data.id} warehouses={warehouses.data} />
      )}
    </section>
  );
}

interface WarehouseOption {
  id: string;
  name: string;
  address: string | null;
  time_zone: string;
  opening_hours: unknown;
  active: boolean;
}

function RequestForm({ clientId, warehouses }: { clientId: string; warehouses: readonly WarehouseOption[] }) {
  const sdk = useSdk();
  const navigate = useNavigate();
  const create = useMutation(sdk.notices.create());
  const tomorrow = useMemo(() => dayIn(new Date(Date.now() + 86_400_000), APP_TIME_ZONE), []);
  const { control, handleSubmit, setError, setValue, formState } = useForm<NoticeFormValues>({
    resolver: zodResolver(noticeFormSchema),
    defaultValues: emptyRequest(clientId, tomorrow),
    mode: 'onTouched',
  });
  const guard = useUnsavedChangesGuard(formState.isDirty && !formState.isSubmitSuccessful);
  const [formError, setFormError] = useState<string | null>(null);
  const [warehouseId, date] = useWatch({ control, name: ['warehouse_id', 'date'] });
  const warehouse = warehouses.find((w) => w.id === warehouseId);
  const hours = warehouse ? requestHours(warehouse.opening_hours as OpeningHours, date) : [];

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    if (!values.slot) {
      setError('slot', { message: 'Wybierz godzinę przyjazdu.' }, { shouldFocus: true });
      return;
    }
    try {
      const created = await create.mutateAsync(requestToInput(values, warehouse?.time_zone ?? APP_TIME_ZONE));
      guard.allowNextNavigation();
      if (created) {
        await navigate({ to: '/klient/awizacje/$awizacjaId', params: { awizacjaId: created.id } });
      }
    } catch (error) {
      const rule = noticeRuleOf(error);
      const field = rule ? RULE_FIELDS[rule] : undefined;
      if (rule && field && field !== 'client_id') setError(field, { message: NOTICE_RULES[rule] });
      else setFormError(rule ? NOTICE_RULES[rule] : 'Nie udało się wysłać zgłoszenia. Spróbuj ponownie.');
    }
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Zgłoszenie awizacji"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {formError && (
        <p role="alert" className={`${styles.formError} ${styles.wide}`}>
          {formError}
        </p>
      )}
      <p className={`${styles.muted} ${styles.wide}`}>
        Magazyn potwierdzi termin i przydzieli rampę. Do potwierdzenia możesz anulować zgłoszenie.
      </p>
      <Controller
        control={control}
        name="direction"
        render={({ field }) => (
          <RadioGroup label="Kierunek" orientation="horizontal" value={field.value} onChange={field.onChange}>
            <Radio value="inbound">{DIRECTION_LABELS.inbound} do magazynu</Radio>
            <Radio value="outbound">{DIRECTION_LABELS.outbound} z magazynu</Radio>
          </RadioGroup>
        )}
      />
      <NoticeWarehouseField
        control={control}
        setValue={setValue}
        items={warehouses.filter((w) => w.active).map((w) => ({ id: w.id, label: w.name }))}
        description={warehouse?.address ?? undefined}
      />
      <NoticeDayField control={control} setValue={setValue} />
      <Controller
        control={control}
        name="slot"
        render={({ field, fieldState }) => (
          <Select
            label="Godzina przyjazdu (okno 1 godzina)"
            isRequired
            isDisabled={!warehouse || hours.length === 0}
            items={hours.map((hour) => ({
              id: String(hour),
              label: `${String(hour).padStart(2, '0')}:00–${String(hour + 1).padStart(2, '0')}:00`,
            }))}
            selectedKey={field.value ? String(field.value.minute / 60) : null}
            onSelectionChange={(key) =>
              field.onChange(key === null ? null : { rampId: '', minute: Number(key) * 60, minutes: 60 })
            }
            placeholder={
              !warehouse
                ? 'Najpierw wybierz magazyn'
                : hours.length === 0
                  ? 'Magazyn nieczynny w tym dniu'
                  : 'Wybierz godzinę'
            }
            errorMessage={fieldState.error?.message}
            isInvalid={fieldState.invalid}
          />
        )}
      />
      <NoticeTransportFields control={control} wideClassName={styles.wide} />
      <NoticeGoodsLines
        control={control}
        setValue={setValue}
        classes={{
          fieldset: styles.wide,
          legend: styles.sectionTitle,
          empty: styles.muted,
          line: styles.lineRow,
        }}
      />
      <div className={`${styles.row} ${styles.wide}`}>
        <Button type="submit" isPending={create.isPending} pendingLabel="Wysyłanie…">
          Wyślij zgłoszenie
        </Button>
        <Link to="/klient" variant="standalone">
          Anuluj
        </Link>
      </div>
      {guard.dialog}
    </form>
  );
}
