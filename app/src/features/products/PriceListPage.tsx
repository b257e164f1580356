import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  Button,
  EmptyState,
  formatCount,
  formatDate,
  formatPLN,
  Checkbox,
  CheckboxGroup,
  TextField,
  toast,
} from '@rampa/design-system';
import { useSdk } from '@rampa/sdk/react';
import { ListLoadError } from '../../lib/ListLoadError';
import { ListLoading } from '../../lib/ListLoading';
import { buildCsv, downloadText, fetchAllRows, type CsvColumn } from '../clients/csv';
import { isValidDiscount, priceListLines, type PriceListLine } from './priceList';
import { unitLabel, vatLabel } from './productLabels';
import { GeneratePriceListPanel } from '../pricelists/GeneratePriceListPanel';
import { categoryItems, PRODUCT_FORMS } from './ProductListPage';
import * as page from './products.css';
import * as styles from './priceList.css';

const route = getRouteApi('/handlowiec/produkty/cennik');

export { parsePriceListSearch, type PriceListSearch } from './priceListSearch';

const csvAmount = (value: number) => value.toFixed(2).replace('.', ',');
export const PRICE_LIST_CSV_COLUMNS: readonly CsvColumn<PriceListLine>[] = [
  { header: 'Kategoria', value: (line) => line.product.category?.name },
  { header: 'SKU', value: (line) => line.product.sku },
  { header: 'EAN', value: (line) => line.product.ean },
  { header: 'Nazwa', value: (line) => line.product.name },
  { header: 'Jednostka', value: (line) => unitLabel(line.product.unit) },
  { header: 'Cena netto', value: (line) => csvAmount(line.net) },
  { header: 'VAT', value: (line) => vatLabel(line.product.vat_rate) },
  { header: 'Cena brutto', value: (line) => csvAmount(line.gross) },
];

/** The lines grouped by category, in the categories' alphabetical order ("Bez kategorii" last). */
function groups(lines: readonly PriceListLine[]): [string, PriceListLine[]][] {
  const map = new Map<string, PriceListLine[]>();
  for (const line of lines) {
    const name = line.product.category?.name ?? 'Bez kategorii';
    map.set(name, [...(map.get(name) ?? []), line]);
  }
  return [...map.entries()].sort(([a], [b]) =>
    a === 'Bez kategorii' ? 1 : b === 'Bez kategorii' ? -1 : a.localeCompare(b, 'pl'),
  );
}

/**
 * `/handlowiec/produkty/cennik`, "Generator cennika": the active products of a category (or all), a discount off
 * the net price, the gross per line recomputed; exported as CSV for Polish Excel or printed (the page's print
 * stylesheet leaves only the sheet, its table header repeated on every page).
 */
export function PriceListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const products = useSdk().products;
  const categories = useQuery(products.categories());
  const [discountText, setDiscountText] = useState(
    search.discount ? String(search.discount).replace('.', ',') : '',
  );
  const [clientName, setClientName] = useState<string | null>(null);
  const discountValue = discountText.trim() === '' ? 0 : Number(discountText.trim().replace(',', '.'));
  const discountError = isValidDiscount(discountValue)
    ? undefined
    : 'Rabat to liczba od 0 do 99,99 (mniej niż 100%), najwyżej dwa miejsca po przecinku';

  const chosen = useMemo(() => search.categories ?? [], [search.categories]);
  // The preview: the active products of each chosen category (or of the whole catalogue), each once.
  const all = useQuery({
    queryKey: [...products.list({ active: true }).queryKey, 'price-list', chosen],
    queryFn: async () => {
      const scopes = chosen.length > 0 ? chosen : [undefined];
      const pages = await Promise.all(
        scopes.map((categoryId) =>
          fetchAllRows((page, pageSize) =>
            queryClient.fetchQuery({
              ...products.list({ categoryId, active: true, sort: 'name', page, pageSize }),
              staleTime: 0,
              gcTime: 0,
            }),
          ),
        ),
      );
      const seen = new Set<string>();
      return pages.flat().filter((row) => !seen.has(row.id) && seen.add(row.id));
    },
  });
  const discount = search.discount ?? 0;
  const lines = useMemo(() => priceListLines(all.data ?? [], discount), [all.data, discount]);
  const items = categoryItems(categories.data ?? []);
  const categoryNames = items.filter((item) => chosen.includes(item.id)).map((item) => item.label);
  const today = formatDate(new Date());

  const applyDiscount = () => {
    if (discountError) return;
    void navigate({ search: { ...search, discount: discountValue > 0 ? discountValue : undefined } });
  };
  const exportCsv = () => {
    downloadText(
      `cennik-${new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' })}.csv`,
      buildCsv(PRICE_LIST_CSV_COLUMNS, lines),
    );
    toast.success(`Wyeksportowano cennik: ${formatCount(lines.length, PRODUCT_FORMS)}`);
  };

  return (
    <section className={page.page} aria-labelledby="page-title">
      <div className={`${page.pageHeader} ${styles.screenOnly}`}>
        <div>
          <h1 id="page-title" className={page.title}>
            Generator cennika
          </h1>
          <p className={page.subtitle} aria-live="polite">
            {all.data
              ? `W cenniku: ${formatCount(lines.length, PRODUCT_FORMS)}`
              : all.isError
                ? 'Cennik niedostępny'
                : 'Ładowanie…'}
          </p>
        </div>
        <div className={page.row}>
          <Button variant="secondary" onPress={exportCsv} isDisabled={lines.length === 0}>
            Eksportuj CSV
          </Button>
          <Button onPress={() => window.print()} isDisabled={lines.length === 0}>
            Drukuj
          </Button>
        </div>
      </div>

      <div className={styles.controls} role="group" aria-label="Ustawienia cennika">
        <CheckboxGroup
          label="Kategorie (żadna: cały katalog)"
          value={chosen}
          onChange={(value) =>
            void navigate({ search: { ...search, categories: value.length > 0 ? value : undefined } })
          }
        >
          {items.map((item) => (
            <Checkbox key={item.id} value={item.id}>
              {item.label}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <TextField
          label="Rabat od cen netto (%)"
          inputMode="decimal"
          value={discountText}
          onChange={setDiscountText}
          onBlur={applyDiscount}
          onKeyDown={(event) => event.key === 'Enter' && applyDiscount()}
          isInvalid={discountError !== undefined}
          errorMessage={discountError}
          validationBehavior="aria"
        />
      </div>

      <div className={styles.screenOnly}>
        <GeneratePriceListPanel
          categoryIds={chosen}
          discountPercent={discount}
          onClientChange={setClientName}
        />
      </div>

      {all.isError ? (
        <ListLoadError
          message="Nie udało się wczytać produktów do cennika."
          onRetry={() => void all.refetch()}
        />
      ) : all.isPending ? (
        <ListLoading />
      ) : lines.length === 0 ? (
        <EmptyState headingLevel={2} title="Brak aktywnych produktów w wybranych kategoriach" />
      ) : (
        <article className={styles.sheet} aria-labelledby="price-list-title">
          <h2 id="price-list-title" className={styles.sheetTitle}>
            Cennik{categoryNames.length > 0 ? `: ${categoryNames.join(', ')}` : ''}
          </h2>
          <p className={styles.meta}>
            {[
              clientName ? `Dla: ${clientName}` : null,
              `Data: ${today}`,
              discount > 0 ? `Rabat: ${String(discount).replace('.', ',')}% od cen netto` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">EAN</th>
                <th scope="col">Nazwa</th>
                <th scope="col">J.m.</th>
                <th scope="col" className={styles.amount}>
                  Cena netto
                </th>
                <th scope="col" className={styles.amount}>
                  VAT
                </th>
                <th scope="col" className={styles.amount}>
                  Cena brutto
                </th>
              </tr>
            </thead>
            {groups(lines).map(([name, group]) => (
              <tbody key={name}>
                <tr className={styles.groupRow}>
                  <th scope="colgroup" colSpan={7}>
                    {name}
                  </th>
                </tr>
                {group.map((line) => (
                  <tr key={line.product.id}>
                    <td>{line.product.sku}</td>
                    <td>{line.product.ean ?? '—'}</td>
                    <td>{line.product.name}</td>
                    <td>{unitLabel(line.product.unit)}</td>
                    <td className={styles.amount}>{formatPLN(line.net)}</td>
                    <td className={styles.amount}>{vatLabel(line.product.vat_rate)}</td>
                    <td className={styles.amount}>{formatPLN(line.gross)}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </article>
      )}
    </section>
  );
}
