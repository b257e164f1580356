import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, CheckboxGroup, ComboBox, Stack, TextField, toast } from '@rampa/design-system';
import { FunctionCallError, PRICE_LIST_COLUMNS, type PriceListColumn } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { ListLoadError } from '../../lib/ListLoadError';
import { PriceListFiles } from './PriceListFiles';
import * as styles from './pricelists.css';

export const COLUMN_LABELS: Record<PriceListColumn, string> = {
  sku: 'SKU',
  ean: 'EAN',
  name: 'Nazwa',
  unit: 'Jednostka',
  net: 'Cena netto',
  vat: 'VAT',
  gross: 'Cena brutto',
  image: 'Zdjęcie',
};
const DEFAULT_COLUMNS: PriceListColumn[] = ['sku', 'ean', 'name', 'unit', 'net', 'vat', 'gross'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

/** The function's refusals in Polish. */
export function generateErrorMessage(error: unknown): string {
  if (error instanceof FunctionCallError) {
    switch (error.code) {
      case 'forbidden':
        return 'Ten klient nie należy do Twojej organizacji albo nie możesz tworzyć cenników.';
      case 'no-products':
        return 'W wybranym zakresie nie ma aktywnych produktów.';
      case 'invalid-validity':
        return 'Data końca ważności nie może być wcześniejsza niż data początku.';
    }
  }
  return 'Nie udało się wygenerować cennika. Spróbuj ponownie.';
}

/**
 * The generator's server half: for a chosen client, the category (or the whole catalogue) and discount of the
 * preview, the columns and validity, the function makes the numbered list and stores its PDF and CSV; below, the
 * lists already made for that client with their files.
 */
export function GeneratePriceListPanel({
  categoryIds,
  allCategoryIds,
  discountPercent,
}: {
  /** The preview's category; empty for the whole catalogue (then every category is sent). */
  categoryIds: readonly string[];
  allCategoryIds: readonly string[];
  discountPercent: number;
}) {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const [clientId, setClientId] = useState<string | null>(null);
  const [columns, setColumns] = useState<PriceListColumn[]>(DEFAULT_COLUMNS);
  const [validFrom, setValidFrom] = useState(today());
  const [validTo, setValidTo] = useState('');
  const history = useQuery({ ...sdk.priceLists.list(clientId), enabled: clientId !== null });
  const generate = useMutation(sdk.priceLists.generate());

  const dateError = (value: string, required: boolean) =>
    value === ''
      ? required
        ? 'Podaj datę'
        : undefined
      : DATE.test(value)
        ? undefined
        : 'Data w formacie RRRR-MM-DD';
  const fromError = dateError(validFrom, true);
  const toError =
    dateError(validTo, false) ?? (validTo && validTo < validFrom ? 'Koniec przed początkiem' : undefined);
  const canGenerate =
    clientId !== null && columns.length > 0 && !fromError && !toError && !generate.isPending;

  const loadClients = async (text: string) => {
    const page = await queryClient.fetchQuery(
      sdk.clients.list({ search: text, status: ['active', 'lead'], page: 1, pageSize: 20 }),
    );
    return page.rows.map((c) => ({ id: c.id, label: `${c.name} (${c.code})` }));
  };

  const submit = () => {
    if (!canGenerate) return;
    generate.mutate(
      {
        clientId,
        categoryIds: [...(categoryIds.length > 0 ? categoryIds : allCategoryIds)],
        columns,
        discountPercent,
        validFrom,
        validTo: validTo || null,
      },
      {
        onSuccess: (made) => toast.success(`Wygenerowano cennik ${made.number}`),
        onError: (error) => toast.error(generateErrorMessage(error)),
      },
    );
  };

  return (
    <section aria-labelledby="generate-title" className={styles.panel}>
      <h2 id="generate-title" className={styles.caption}>
        Cennik dla klienta (PDF i CSV)
      </h2>
      <Stack gap="md">
        <ComboBox
          label="Klient"
          isRequired
          loadOptions={(text) => loadClients(text)}
          selectedKey={clientId}
          onSelectionChange={(key) => setClientId(key === null ? null : String(key))}
          placeholder="Szukaj po nazwie, kodzie lub NIP"
          emptyText="Brak klientów"
        />
        <CheckboxGroup
          label="Kolumny"
          value={columns}
          onChange={(value) => setColumns(PRICE_LIST_COLUMNS.filter((c) => value.includes(c)))}
          errorMessage={columns.length === 0 ? 'Wybierz co najmniej jedną kolumnę' : undefined}
          isInvalid={columns.length === 0}
        >
          {PRICE_LIST_COLUMNS.filter((c) => c !== 'image').map((c) => (
            <Checkbox key={c} value={c}>
              {COLUMN_LABELS[c]}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <div className={styles.actions}>
          <TextField
            label="Ważny od (RRRR-MM-DD)"
            value={validFrom}
            onChange={setValidFrom}
            isInvalid={fromError !== undefined}
            errorMessage={fromError}
            validationBehavior="aria"
          />
          <TextField
            label="Ważny do (RRRR-MM-DD, opcjonalnie)"
            value={validTo}
            onChange={setValidTo}
            isInvalid={toError !== undefined}
            errorMessage={toError}
            validationBehavior="aria"
          />
        </div>
        <div>
          <Button onPress={submit} isDisabled={!canGenerate}>
            {generate.isPending ? 'Generowanie…' : 'Generuj PDF i CSV'}
          </Button>
        </div>
        {clientId === null ? null : history.isError ? (
          <ListLoadError
            message="Nie udało się wczytać cenników klienta."
            onRetry={() => void history.refetch()}
          />
        ) : history.data ? (
          <PriceListFiles lists={history.data} caption="Cenniki tego klienta" />
        ) : null}
      </Stack>
    </section>
  );
}
