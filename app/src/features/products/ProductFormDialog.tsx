import { useState } from 'react';
import { ProductImageField } from './ProductImageField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Button, Dialog, Select, Switch, type SelectOption } from '@rampa/design-system';
import { PRODUCT_UNITS, VAT_RATES } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { FormTextArea, FormTextField } from '../../lib/FormTextField';
import { zodResolver } from '../../lib/zodResolver';
import {
  EMPTY_PRODUCT_FORM,
  productFormSchema,
  productFormToInput,
  productServerError,
  productToFormValues,
  type ProductFormValues,
} from './productForm';
import { UNIT_LABELS, VAT_LABELS, type ProductRow } from './productLabels';
import * as styles from './products.css';

const NONE = '__none__';
const unitItems: SelectOption[] = PRODUCT_UNITS.map((unit) => ({ id: unit, label: UNIT_LABELS[unit] }));
const vatItems: SelectOption[] = VAT_RATES.map((rate) => ({ id: rate, label: VAT_LABELS[rate] }));

/**
 * Adds a product (`product` null) or edits one, as the organization's administrator: the EAN-13 check digit,
 * the SKU pattern and the price are checked here in Polish beside their fields, and the database's refusal
 * (a taken SKU) lands on its field too. "Wycofaj ze sprzedaży" deactivates an active product.
 */
export function ProductFormDialog({
  product,
  categories,
  onClose,
}: {
  product: ProductRow | null;
  categories: readonly SelectOption[];
  onClose: () => void;
}) {
  const sdk = useSdk();
  const organizations = useQuery({ ...sdk.clients.organizations(), enabled: product === null });
  const create = useMutation(sdk.products.create());
  const update = useMutation(sdk.products.update());
  const deactivate = useMutation(sdk.products.deactivate());
  const removeFile = useMutation(sdk.files.delete);
  const [formError, setFormError] = useState<string | null>(null);
  const [imageId, setImageId] = useState<string | null>(product?.image_file_id ?? null);
  // Uploaded in this dialog and not (yet) saved with the product: removed again when left behind.
  const [uploaded, setUploaded] = useState<string[]>([]);
  const dropFiles = (ids: (string | null | undefined)[]) => {
    for (const fileId of ids) if (fileId) removeFile.mutate({ fileId });
  };
  const close = () => {
    dropFiles(uploaded);
    onClose();
  };
  const { control, handleSubmit, setError, setFocus, watch } = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productToFormValues(product) : EMPTY_PRODUCT_FORM,
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const input = { ...productFormToInput(values), image_file_id: imageId };
    try {
      if (product) await update.mutateAsync({ id: product.id, changes: input });
      else {
        const orgId = organizations.data?.[0]?.id;
        if (!orgId) {
          setFormError('Nie udało się ustalić organizacji. Odśwież stronę i spróbuj ponownie.');
          return;
        }
        await create.mutateAsync({ ...input, org_id: orgId });
      }
      // The picture replaced or removed, and pictures uploaded but not kept, leave storage.
      dropFiles([
        ...uploaded.filter((fileId) => fileId !== imageId),
        product?.image_file_id !== imageId ? product?.image_file_id : null,
      ]);
      onClose();
    } catch (error) {
      const { field, message } = productServerError(error);
      if (field) {
        setError(field, { type: 'server', message }, { shouldFocus: true });
        setFocus(field);
      } else setFormError(message);
    }
  });

  const categoryItems: SelectOption[] = [{ id: NONE, label: 'Bez kategorii' }, ...categories];
  const saving = create.isPending || update.isPending;

  return (
    <Dialog
      title={product ? `Edycja produktu ${product.sku}` : 'Nowy produkt'}
      isOpen
      onOpenChange={(open) => !open && close()}
      size="lg"
      footer={
        <>
          {product?.active && (
            <Button
              variant="secondary"
              isPending={deactivate.isPending}
              onPress={() => deactivate.mutate(product.id, { onSuccess: close })}
            >
              Wycofaj ze sprzedaży
            </Button>
          )}
          <Button variant="secondary" onPress={close}>
            Anuluj
          </Button>
          <Button type="submit" form="product-form" isPending={saving} pendingLabel="Zapisywanie…">
            {product ? 'Zapisz zmiany' : 'Dodaj produkt'}
          </Button>
        </>
      }
    >
      <form id="product-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {formError && (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        )}
        <div className={styles.fields}>
          <FormTextField control={control} name="sku" label="SKU" isRequired autoComplete="off" />
          <FormTextField
            control={control}
            name="ean"
            label="EAN-13"
            description="13 cyfr z cyfrą kontrolną; pole opcjonalne"
            inputMode="numeric"
            autoComplete="off"
          />
          <div className={styles.wide}>
            <FormTextField control={control} name="name" label="Nazwa" isRequired />
          </div>
          <Controller
            control={control}
            name="category_id"
            render={({ field, fieldState }) => (
              <Select
                label="Kategoria"
                items={categoryItems}
                selectedKey={field.value || NONE}
                onSelectionChange={(key) => field.onChange(key === NONE || key === null ? '' : String(key))}
                onBlur={field.onBlur}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="unit"
            render={({ field, fieldState }) => (
              <Select
                label="Jednostka miary"
                items={unitItems}
                selectedKey={field.value}
                onSelectionChange={(key) => key !== null && field.onChange(String(key))}
                onBlur={field.onBlur}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <FormTextField
            control={control}
            name="net_price"
            label="Cena netto (zł)"
            isRequired
            inputMode="decimal"
            placeholder="np. 12,50"
          />
          <Controller
            control={control}
            name="vat_rate"
            render={({ field, fieldState }) => (
              <Select
                label="Stawka VAT"
                items={vatItems}
                selectedKey={field.value}
                onSelectionChange={(key) => key !== null && field.onChange(String(key))}
                onBlur={field.onBlur}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <div className={styles.wide}>
            <FormTextArea control={control} name="description" label="Opis" rows={3} />
          </div>
          <div className={styles.wide}>
            <ProductImageField
              fileId={imageId}
              productName={watch('name')}
              onChange={(fileId) => {
                if (fileId) setUploaded((ids) => [...ids, fileId]);
                setImageId(fileId);
              }}
            />
          </div>
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <Switch isSelected={field.value} onChange={field.onChange}>
                Aktywny (w sprzedaży)
              </Switch>
            )}
          />
        </div>
      </form>
    </Dialog>
  );
}
