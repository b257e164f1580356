import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useFieldArray, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import {
  Button,
  Checkbox,
  ComboBox,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  type NumberFieldProps,
  type SelectOption,
  type TextFieldProps,
} from '@rampa/design-system';
import { useSdk } from '@rampa/sdk/react';
import { EMPTY_NOTICE_LINE, type NoticeFormValues } from './noticeForm';

// The parts of the awizacja form that the sales rep's form (NoticeForm) and the klient's request
// (ClientRequestPage) share. Each form keeps its own layout: the class names come in as props.

type NoticeControl = Control<NoticeFormValues>;
type NoticeSetValue = UseFormSetValue<NoticeFormValues>;

type TextName =
  | 'carrier_name'
  | 'driver_name'
  | 'driver_phone'
  | 'truck_plate'
  | 'trailer_plate'
  | 'reference_numbers'
  | 'notes';

/** A text field of the form (a TextArea when `multiline`), with its Polish error under it. */
function NoticeText({
  control,
  name,
  multiline = false,
  ...props
}: Pick<TextFieldProps, 'label' | 'description' | 'placeholder' | 'type'> & {
  control: NoticeControl;
  name: TextName;
  multiline?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const bound = {
          ...props,
          ...field,
          errorMessage: fieldState.error?.message,
          isInvalid: fieldState.invalid,
        };
        return multiline ? <TextArea {...bound} /> : <TextField {...bound} />;
      }}
    />
  );
}

/** A number of the form (empty = null), with its Polish error under it. */
function NoticeNumber({
  control,
  name,
  ...props
}: Pick<NumberFieldProps, 'label' | 'description' | 'isRequired'> & {
  control: NoticeControl;
  name: 'pallets' | 'weight_kg' | `items.${number}.quantity`;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberField
          {...props}
          minValue={0}
          value={(field.value as number | null) ?? Number.NaN}
          onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
          onBlur={field.onBlur}
          errorMessage={fieldState.error?.message}
          isInvalid={fieldState.invalid}
        />
      )}
    />
  );
}

/** The warehouse; changing it drops the chosen window, which belonged to the previous one. */
export function NoticeWarehouseField({
  control,
  setValue,
  items,
  description,
}: {
  control: NoticeControl;
  setValue: NoticeSetValue;
  items: readonly SelectOption[];
  description?: string;
}) {
  return (
    <Controller
      control={control}
      name="warehouse_id"
      render={({ field, fieldState }) => (
        <Select
          label="Magazyn"
          isRequired
          items={items}
          selectedKey={field.value || null}
          onSelectionChange={(key) => {
            field.onChange(key === null ? '' : String(key));
            setValue('slot', null);
          }}
          placeholder="Wybierz magazyn"
          description={description}
          errorMessage={fieldState.error?.message}
          isInvalid={fieldState.invalid}
        />
      )}
    />
  );
}

/** The day; changing it drops the chosen window. */
export function NoticeDayField({ control, setValue }: { control: NoticeControl; setValue: NoticeSetValue }) {
  return (
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
  );
}

export interface NoticeTransportFieldsProps {
  control: NoticeControl;
  /** The class that makes the notes span the form's grid. */
  wideClassName: string;
  /**
   * The organization's kierowcy: given, the driver is picked from this list or typed in (the sales rep);
   * without it the driver is only typed in (the klient).
   */
  drivers?: { items: readonly SelectOption[]; isPending: boolean };
}

/** Carrier, driver, plates, pallets, weight, ADR, reference numbers and notes. */
export function NoticeTransportFields({ control, wideClassName, drivers }: NoticeTransportFieldsProps) {
  const driverMode = useWatch({ control, name: 'driver_mode' });
  return (
    <>
      <NoticeText control={control} name="carrier_name" label="Przewoźnik" />
      {drivers && (
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
      )}
      {drivers && driverMode === 'profile' ? (
        <Controller
          control={control}
          name="driver_profile_id"
          render={({ field, fieldState }) => (
            <Select
              label="Kierowca z listy"
              items={drivers.items}
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
          <NoticeText control={control} name="driver_name" label="Imię i nazwisko kierowcy" />
          <NoticeText control={control} name="driver_phone" label="Telefon kierowcy" type="tel" />
        </>
      )}
      <NoticeText
        control={control}
        name="truck_plate"
        label="Nr rejestracyjny ciągnika"
        placeholder="np. WA 12345"
      />
      <NoticeText control={control} name="trailer_plate" label="Nr rejestracyjny naczepy" />
      <NoticeNumber control={control} name="pallets" label="Palety" />
      <NoticeNumber control={control} name="weight_kg" label="Waga (kg)" />
      <Controller
        control={control}
        name="adr"
        render={({ field }) => (
          <Checkbox isSelected={field.value} onChange={field.onChange}>
            Towary niebezpieczne (ADR)
          </Checkbox>
        )}
      />
      <NoticeText
        control={control}
        name="reference_numbers"
        label="Numery referencyjne"
        description="Zamówienia, faktury; oddziel przecinkami."
      />
      <div className={wideClassName}>
        <NoticeText control={control} name="notes" label="Uwagi" multiline />
      </div>
    </>
  );
}

/** The goods fieldset's class names, as each form lays it out. */
export interface NoticeGoodsLinesClasses {
  fieldset: string;
  legend: string;
  /** The "Brak pozycji." line. */
  empty: string;
  line: string;
  /** Around the "Dodaj pozycję" button. */
  add?: string;
}

export interface NoticeGoodsLinesProps {
  control: NoticeControl;
  setValue: NoticeSetValue;
  classes: NoticeGoodsLinesClasses;
  /** Shows the chosen product's unit under its quantity ("Jednostka: …"). */
  showUnits?: boolean;
}

/**
 * The "Towary" fieldset: per line a product (searched on the server, its label kept on an edit form), its
 * quantity and a remove button; "Dodaj pozycję" adds an empty line.
 */
export function NoticeGoodsLines({ control, setValue, classes, showUnits = false }: NoticeGoodsLinesProps) {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const lines = useFieldArray({ control, name: 'items' });
  const lineUnits = (useWatch({ control, name: 'items' }) ?? []).map((item) => item.unit);
  // Units of the products seen in searches, for the line whose product is picked.
  const units = useRef(new Map<string, string>());
  const loadProducts = async (text: string): Promise<SelectOption[]> => {
    const products = await queryClient.fetchQuery(sdk.notices.products(text));
    for (const p of products) units.current.set(p.id, p.unit);
    return products.map((p) => ({ id: p.id, label: `${p.name} (${p.sku})` }));
  };

  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>Towary</legend>
      {lines.fields.length === 0 && <p className={classes.empty}>Brak pozycji.</p>}
      {lines.fields.map((line, index) => (
        <div key={line.id} className={classes.line} role="group" aria-label={`Pozycja ${index + 1}`}>
          <Controller
            control={control}
            name={`items.${index}.product_id`}
            render={({ field, fieldState }) => (
              <ComboBox
                label={`Produkt, pozycja ${index + 1}`}
                isRequired
                loadOptions={loadProducts}
                selectedKey={field.value || null}
                defaultInputValue={line.product_label}
                onSelectionChange={(key) => {
                  field.onChange(key === null ? '' : String(key));
                  setValue(`items.${index}.unit`, key === null ? '' : (units.current.get(String(key)) ?? ''));
                }}
                placeholder="Nazwa lub SKU"
                emptyText="Brak produktów"
                errorMessage={fieldState.error?.message}
                isInvalid={fieldState.invalid}
              />
            )}
          />
          <NoticeNumber
            control={control}
            name={`items.${index}.quantity`}
            label={`Ilość, pozycja ${index + 1}`}
            description={showUnits && lineUnits[index] ? `Jednostka: ${lineUnits[index]}` : undefined}
            isRequired
          />
          <Button variant="secondary" size="sm" onPress={() => lines.remove(index)}>
            {`Usuń pozycję ${index + 1}`}
          </Button>
        </div>
      ))}
      <div className={classes.add}>
        <Button variant="secondary" onPress={() => lines.append({ ...EMPTY_NOTICE_LINE })}>
          Dodaj pozycję
        </Button>
      </div>
    </fieldset>
  );
}
