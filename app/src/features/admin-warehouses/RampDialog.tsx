import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, Select, type SelectOption } from '@rampa/design-system';
import { RAMP_KINDS } from '@rampa/domain';
import type { WarehouseWithRamps } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { FormTextField } from '../../lib/FormTextField';
import { zodResolver } from '../../lib/zodResolver';
import { warehouseErrorMessage } from './WarehouseDialog';
import { RAMP_KIND_LABELS, rampFormSchema, rampFormToInput, type RampFormValues } from './warehouseForm';
import * as styles from './adminWarehouses.css';

type Ramp = WarehouseWithRamps['ramps'][number];

const kindItems: SelectOption[] = RAMP_KINDS.map((kind) => ({ id: kind, label: RAMP_KIND_LABELS[kind] }));

/** Adds a ramp to a warehouse or edits one: code, name and what it serves. */
export function RampDialog({
  warehouse,
  ramp,
  onClose,
}: {
  warehouse: WarehouseWithRamps;
  ramp?: Ramp;
  onClose: () => void;
}) {
  const sdk = useSdk();
  const create = useMutation({
    ...sdk.warehouses.createRamp(),
    meta: { ...sdk.warehouses.createRamp().meta, errorMessage: undefined },
  });
  const update = useMutation({
    ...sdk.warehouses.updateRamp(),
    meta: { ...sdk.warehouses.updateRamp().meta, errorMessage: undefined },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<RampFormValues>({
    resolver: zodResolver(rampFormSchema),
    defaultValues: { code: ramp?.code ?? '', name: ramp?.name ?? '', kind: ramp?.kind ?? 'both' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const input = rampFormToInput(values);
      if (ramp) await update.mutateAsync({ id: ramp.id, changes: input });
      else await create.mutateAsync({ ...input, warehouse_id: warehouse.id });
      onClose();
    } catch (error) {
      setFormError(warehouseErrorMessage(error, 'Nie udało się zapisać rampy. Spróbuj ponownie.'));
    }
  });

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={ramp ? `Edycja rampy ${ramp.code}` : `Nowa rampa: ${warehouse.name}`}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Anuluj
          </Button>
          <Button
            type="submit"
            form="ramp-form"
            isPending={formState.isSubmitting}
            pendingLabel="Zapisywanie…"
          >
            {ramp ? 'Zapisz zmiany' : 'Dodaj rampę'}
          </Button>
        </>
      }
    >
      <form id="ramp-form" noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        <div role="alert">{formError && <p className={styles.formError}>{formError}</p>}</div>
        <FormTextField control={control} name="code" label="Kod" isRequired autoFocus autoComplete="off" />
        <FormTextField control={control} name="name" label="Nazwa" isRequired autoComplete="off" />
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Select
              name={field.name}
              label="Rodzaj"
              isRequired
              items={kindItems}
              selectedKey={field.value}
              onSelectionChange={(key) => key !== null && field.onChange(String(key))}
              onBlur={field.onBlur}
            />
          )}
        />
      </form>
    </Dialog>
  );
}
