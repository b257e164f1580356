import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  ComboBox,
  formatPLN,
  Stack,
  TextField,
  toast,
} from '@rampa/design-system';
import { PRICE_LIST_COLUMNS, type PriceListColumn } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { ListLoadError } from '../../lib/ListLoadError';
import {
  generateErrorMessage,
  generateErrors,
  generateRequest,
  hasErrors,
  type PickedProduct,
} from './generateRequest';
import { PriceListFiles } from './PriceListFiles';
import * as styles from './pricelists.css';

export { generateErrorMessage } from './generateRequest';

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
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

/**
 * The generator's server half: for a chosen client, the page's categories (none: the whole catalogue, the
 * uncategorised products too) and discount, products picked by hand with prices agreed for that client, the
 * columns and validity, the function makes the numbered list and stores its PDF and CSV; below, the lists
 * already made for that client with their files.
 */
export function GeneratePriceListPanel({
  categoryIds,
  discountPercent,
  onClientChange,
}: {
  /** The page's chosen categories; empty for the whole catalogue unless products are picked by hand. */
  categoryIds: readonly string[];
  discountPercent: number;
  /** The picked client's name, for the printed sheet. */
  onClientChange?: (name: string | null) => void;
}) {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const [clientId, setClientId] = useState<string | null>(null);
  const [picked, setPicked] = useState<PickedProduct[]>([]);
  const [lastAdded, setLastAdded] = useState<string | null>(null);
  const [columns, setColumns] = useState<PriceListColumn[]>(DEFAULT_COLUMNS);
  const [validFrom, setValidFrom] = useState(today());
  const [validTo, setValidTo] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const history = useQuery({ ...sdk.priceLists.list(clientId), enabled: clientId !== null });
  const generate = useMutation(sdk.priceLists.generate());
  useWarmRenderer();

  const form = { clientId, categoryIds, picked, columns, discountPercent, validFrom, validTo };
  const errors = generateErrors(form);
  // The client's "choose one" shows once the user tried to generate; a wrong value shows at once.
  const shown = { ...errors, clientId: submitted ? errors.clientId : undefined };

  // The options last offered, so a pick knows its label (the client's name for the print, the product's line).
  const offered = useRef(new Map<string, { label: string; name: string }>());
  const loadClients = async (text: string) => {
    const page = await queryClient.fetchQuery(
      sdk.clients.list({ search: text, status: ['active', 'lead'], page: 1, pageSize: 20 }),
    );
    return page.rows.map((c) => {
      const option = { id: c.id, label: `${c.name} (${c.code})` };
      offered.current.set(c.id, { label: option.label, name: c.name });
      return option;
    });
  };
  const loadProducts = async (text: string) => {
    const page = await queryClient.fetchQuery(
      sdk.products.list({ search: text, active: true, sort: 'name', page: 1, pageSize: 20 }),
    );
    return page.rows
      .filter((p) => !picked.some((chosen) => chosen.id === p.id))
      .map((p) => {
        const option = { id: p.id, label: `${p.name} (${p.sku}), ${formatPLN(Number(p.net_price))} netto` };
        offered.current.set(p.id, { label: option.label, name: p.name });
        return option;
      });
  };

  const submit = () => {
    setSubmitted(true);
    if (hasErrors(errors) || clientId === null || generate.isPending) return;
    generate.mutate(generateRequest({ ...form, clientId }), {
      onSuccess: (made) => toast.success(`Wygenerowano cennik ${made.number}`),
      onError: (error) => toast.error(generateErrorMessage(error)),
    });
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
          onSelectionChange={(key) => {
            setClientId(key === null ? null : String(key));
            onClientChange?.(key === null ? null : (offered.current.get(String(key))?.name ?? null));
          }}
          placeholder="Szukaj po nazwie, kodzie lub NIP"
          emptyText="Brak klientów"
          errorMessage={shown.clientId}
          isInvalid={shown.clientId !== undefined}
        />
        <p className={styles.hint}>
          {categoryIds.length === 0 && picked.length === 0
            ? 'Zakres: cały katalog (także produkty bez kategorii).'
            : `Zakres: ${categoryIds.length > 0 ? `kategorie (${categoryIds.length})` : 'bez kategorii'}${
                picked.length > 0 ? ` i produkty wybrane ręcznie (${picked.length})` : ''
              }.`}
        </p>
        {/* A new field after each pick: the search starts empty again and focus moves to the new price. */}
        <ComboBox
          key={`add-product-${picked.length}`}
          label="Dodaj produkt do cennika"
          loadOptions={(text) => loadProducts(text)}
          selectedKey={null}
          onSelectionChange={(key) => {
            const option = key === null ? undefined : offered.current.get(String(key));
            if (key === null || !option) return;
            setPicked((list) =>
              list.some((p) => p.id === String(key))
                ? list
                : [...list, { id: String(key), label: option.label, price: '' }],
            );
            setLastAdded(String(key));
          }}
          placeholder="Szukaj po nazwie, SKU lub EAN"
          emptyText="Brak produktów"
          description="Wybrane produkty trafią do cennika obok kategorii; możesz dać im cenę uzgodnioną z klientem."
        />
        {picked.length > 0 ? (
          <ul className={styles.picked} aria-label="Produkty wybrane ręcznie">
            {picked.map((product) => (
              <li key={product.id} className={styles.pickedRow}>
                <TextField
                  label={`Cena netto dla klienta (zł): ${product.label}`}
                  description="Puste: cena katalogowa z rabatem cennika"
                  inputMode="decimal"
                  autoFocus={product.id === lastAdded}
                  value={product.price}
                  onChange={(price) =>
                    setPicked((list) => list.map((p) => (p.id === product.id ? { ...p, price } : p)))
                  }
                  isInvalid={errors.prices?.[product.id] !== undefined}
                  errorMessage={errors.prices?.[product.id]}
                  validationBehavior="aria"
                />
                <Button
                  variant="secondary"
                  aria-label={`Usuń z cennika: ${product.label}`}
                  onPress={() => setPicked((list) => list.filter((p) => p.id !== product.id))}
                >
                  Usuń
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <CheckboxGroup
          label="Kolumny"
          value={columns}
          onChange={(value) => setColumns(PRICE_LIST_COLUMNS.filter((c) => value.includes(c)))}
          errorMessage={errors.columns}
          isInvalid={errors.columns !== undefined}
        >
          {PRICE_LIST_COLUMNS.map((c) => (
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
            isInvalid={errors.validFrom !== undefined}
            errorMessage={errors.validFrom}
            validationBehavior="aria"
          />
          <TextField
            label="Ważny do (RRRR-MM-DD, opcjonalnie)"
            value={validTo}
            onChange={setValidTo}
            isInvalid={errors.validTo !== undefined}
            errorMessage={errors.validTo}
            validationBehavior="aria"
          />
        </div>
        <div>
          <Button onPress={submit} isDisabled={generate.isPending}>
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

/** The server keeps a warmed renderer 10 minutes: asked again while the generator stays open. */
const WARM_AGAIN_MS = 5 * 60_000;

/**
 * While the generator is open, the server's PDF renderer is kept ready (pricelists/warm), so the list the user
 * makes does not wait for it to start. Nothing shows: should it fail, the list still renders, only slower.
 */
function useWarmRenderer() {
  const { priceLists } = useSdk();
  useEffect(() => {
    const warm = () => void priceLists.warmRenderer().catch(() => undefined);
    warm();
    const timer = setInterval(warm, WARM_AGAIN_MS);
    return () => clearInterval(timer);
  }, [priceLists]);
}
