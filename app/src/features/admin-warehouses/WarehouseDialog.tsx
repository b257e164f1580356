import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, Dialog, Select, TextField, type SelectOption } from '@rampa/design-system';
import { ISO_WEEKDAYS, SLOT_MINUTES } from '@rampa/domain';
import { noticeRuleMessage, type WarehouseWithRamps } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { FormTextField } from '../../lib/FormTextField';
import { zodResolver } from '../../lib/zodResolver';
import {
  WEEKDAY_LABELS,
  warehouseFormSchema,
  warehouseFormToInput,
  warehouseToFormValues,
  type WarehouseFormValues,
} from './warehouseForm';
import * as styles from './adminWarehouses.css';

const slotItems: SelectOption[] = SLOT_MINUTES.map((minutes) => ({
  id: String(minutes),
  label: `${minutes} min`,
}));

/** The database's refusals in Polish: a code already used, or its own named rule. */
export function warehouseErrorMessage(error: unknown, fallback: string): string {
  const text = error instanceof Error ? error.message : String(error);
  if (/warehouses_org_id_code_key|ramps_warehouse_id_code_key|Uniqueness violation/i.test(text))
    return 'Ten kod jest już zajęty.';
  if (/warehouse_time_zone/.test(text)) return 'Nieznana strefa czasowa.';
  return noticeRuleMessage(error) ?? fallback;
}

/** Adds a warehouse or edits one: code, name, address, time zone, slot length and the hours of each weekday. */
export function WarehouseDialog({
  warehouse,
  onClose,
}: {
  warehouse?: WarehouseWithRamps;
  onClose: () => void;
}) {
  const sdk = useSdk();
  const create = useMutation({
    ...sdk.warehouses.createWarehouse(),
    meta: { ...sdk.warehouses.createWarehouse().meta, errorMessage: undefined },
  });
  const update = useMutation({
    ...sdk.warehouses.updateWarehouse(),
    meta: { ...sdk.warehouses.updateWarehouse().meta, errorMessage: undefined },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, formState, watch } = useForm<WarehouseFormValues>({
    resolver: zodResolver(warehouseFormSchema),
    defaultValues: warehouseToFormValues(warehouse),
    mode: 'onTouched',
  });
  const days = watch('days');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const input = warehouseFormToInput(values);
      if (warehouse) await update.mutateAsync({ id: warehouse.id, changes: input });
      else await create.mutateAsync(input);
      onClose();
    } catch (error) {
      setFormError(warehouseErrorMessage(error, 'Nie udało się zapisać magazynu. Spróbuj ponownie.'));
    }
  });

  return (
    <Dialog
      isOpen
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={warehouse ? `Edycja magazynu ${warehouse.code}` : 'Nowy magazyn'}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Anuluj
          </Button>
          <Button
            type="submit"
            form="warehouse-form"
            isPending={formState.isSubmitting}
            pendingLabel="Zapisywanie…"
          >
            {warehouse ? 'Zapisz zmiany' : 'Dodaj magazyn'}
          </Button>
        </>
      }
    >
      <form id="warehouse-form" noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        <div role="alert">{formError && <p className={styles.formError}>{formError}</p>}</div>
        <div className={styles.grid}>
          <FormTextField control={control} name="code" label="Kod" isRequired autoFocus autoComplete="off" />
          <FormTextField control={control} name="name" label="Nazwa" isRequired autoComplete="off" />
          <FormTextField control={control} name="address" label="Adres" autoComplete="off" />
          <FormTextField
            control={control}
            name="time_zone"
            label="Strefa czasowa"
            isRequired
            autoComplete="off"
          />
          <Controller
            control={control}
            name="slot_minutes"
            render={({ field, fieldState }) => (
              <Select
                name={field.name}
                label="Długość slotu"
                isRequired
                items={slotItems}
                selectedKey={field.value}
                onSelectionChange={(key) => field.onChange(key === null ? '' : String(key))}
                onBlur={field.onBlur}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
                validationBehavior="aria"
              />
            )}
          />
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Godziny otwarcia</legend>
          {ISO_WEEKDAYS.map((day) => (
            <div key={day} className={styles.dayRow}>
              <Controller
                control={control}
                name={`days.${day}.isOpen`}
                render={({ field }) => (
                  <Checkbox isSelected={field.value} onChange={field.onChange}>
                    {WEEKDAY_LABELS[day]}
                  </Checkbox>
                )}
              />
              {(['open', 'close'] as const).map((end) => (
                <Controller
                  key={end}
                  control={control}
                  name={`days.${day}.${end}`}
                  render={({ field, fieldState }) => (
                    <TextField
                      label={`${WEEKDAY_LABELS[day]}: ${end === 'open' ? 'otwarcie' : 'zamknięcie'}`}
                      type="time"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      isDisabled={!days[day].isOpen}
                      isInvalid={fieldState.invalid}
                      errorMessage={fieldState.error?.message}
                      validationBehavior="aria"
                    />
                  )}
                />
              ))}
            </div>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
