import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLink, getRouteApi } from '@tanstack/react-router';
import type { SortDescriptor } from 'react-aria-components';
import {
  Button,
  EmptyState,
  LinkButton,
  formatCount,
  formatNumber,
  Inline,
  Pagination,
  Select,
  Badge,
  toast,
  type SelectOption,
  type TableColumn,
} from '@rampa/design-system';
import type { ProductCategoryFragment } from '@rampa/sdk';
import { useActiveRole, useSdk } from '@rampa/sdk/react';
import { FilterSelect } from '../../lib/FilterSelect';
import { ListLoadError, ListRefreshError } from '../../lib/ListLoadError';
import { ListView } from '../../lib/ListView';
import { downloadText, fetchAllRows } from '../clients/csv';
import {
  formatPrice,
  productCsv,
  productCsvFileName,
  unitLabel,
  vatLabel,
  type ProductRow,
} from './productLabels';
import {
  cleanProductListSearch,
  hasProductFilters,
  PRODUCT_PAGE_SIZES,
  productListFilters,
  withProductFilter,
  type ProductListSearch,
  type ProductState,
} from './productListSearch';
import { ProductFormDialog } from './ProductFormDialog';
import { ProductImportDialog } from './ProductImportDialog';
import { ProductCategoriesDialog } from './ProductCategoriesDialog';
import { categoryPaths, categoryTreeItems } from './productCategories';
import { ProductThumbnail } from './ProductThumbnail';
import * as styles from './products.css';
import { ClearFiltersButton, ListToolbar } from '../../lib/ListToolbar';
import { UrlSearchField } from '../../lib/UrlSearchField';

const route = getRouteApi('/handlowiec/produkty/lista');
const RouterLinkButton = createLink(LinkButton);

export const PRODUCT_FORMS = { one: 'produkt', few: 'produkty', many: 'produktów', other: 'produktu' };
/** After "Wyeksportowano": the genitive ("1 produkt", "2 produkty", "5 produktów"). */
const PRODUCT_FORMS_ACCUSATIVE = { one: 'produkt', few: 'produkty', many: 'produktów', other: 'produktu' };

const statusBadge = (row: ProductRow) =>
  row.active ? <Badge tone="success">aktywny</Badge> : <Badge tone="muted">wycofany</Badge>;

const STATE_ITEMS: SelectOption[] = [
  { id: 'active', label: 'Aktywne' },
  { id: 'inactive', label: 'Wycofane' },
  { id: 'all', label: 'Wszystkie' },
];

/** The categories as select items labelled with their paths ("Opakowania › Folie stretch"), in tree order. */
export function categoryItems(categories: readonly ProductCategoryFragment[]): SelectOption[] {
  return categoryPaths(categories).map((node) => ({ id: node.id, label: node.path }));
}

/** `/handlowiec/produkty/lista`: the catalogue with its whole state in the URL; org_admin adds and edits. */
export function ProductListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const products = useSdk().products;
  const { role } = useActiveRole();
  // The metadata lets only the organization's administrator write products; the handlowiec reads.
  const canEdit = role === 'org_admin';
  const categories = useQuery(products.categories());
  // A chosen category lists its subcategories' products too, once the tree is in (the loader fetches it first).
  const tree = search.category && !categories.isError ? categories.data : undefined;
  const filters = useMemo(() => productListFilters(search, tree), [search, tree]);
  const list = useQuery({
    ...products.list(filters),
    enabled: !search.category || categories.isError || categories.data !== undefined,
  });

  const go = (next: ProductListSearch) => void navigate({ search: cleanProductListSearch(next) });
  const filter = (patch: ProductListSearch) => go(withProductFilter(search, patch));

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;

  // A page past the end (an old link, rows withdrawn since) goes to the last page instead of "51–50 z 50"; a
  // total the server stopped counting at has no last page.
  const lastPage = list.data ? Math.max(1, Math.ceil(total / list.data.pageSize)) : null;
  useEffect(() => {
    if (
      lastPage !== null &&
      !list.isPlaceholderData &&
      !list.data?.totalIsLowerBound &&
      (filters.page ?? 1) > lastPage
    ) {
      void navigate({ search: cleanProductListSearch({ ...search, page: lastPage }), replace: true });
    }
  }, [lastPage, list.isPlaceholderData, list.data?.totalIsLowerBound, filters.page, search, navigate]);

  const [editing, setEditing] = useState<ProductRow | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [editingCategories, setEditingCategories] = useState(false);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchAllRows((page, pageSize) =>
        queryClient.fetchQuery({ ...products.list({ ...filters, page, pageSize }), staleTime: 0, gcTime: 0 }),
      );
      downloadText(productCsvFileName(), productCsv(all));
      toast.success(`Wyeksportowano ${formatCount(all.length, PRODUCT_FORMS_ACCUSATIVE)} do pliku CSV`);
    } catch {
      toast.error('Nie udało się wyeksportować produktów');
    } finally {
      setExporting(false);
    }
  };

  const editButton = (row: ProductRow) => (
    <Button size="sm" variant="secondary" onPress={() => setEditing(row)} aria-label={`Edytuj ${row.name}`}>
      Edytuj
    </Button>
  );

  const columns: TableColumn<ProductRow>[] = [
    {
      id: 'image',
      label: 'Zdjęcie',
      render: (row) => <ProductThumbnail fileId={row.image_file_id ?? null} name={row.name} />,
    },
    { id: 'sku', label: 'SKU', allowsSorting: true, width: 130 },
    { id: 'name', label: 'Nazwa', allowsSorting: true, isRowHeader: true },
    { id: 'ean', label: 'EAN', render: (row) => row.ean ?? '—' },
    { id: 'category', label: 'Kategoria', render: (row) => row.category?.name ?? '—' },
    { id: 'unit', label: 'J.m.', render: (row) => unitLabel(row.unit) },
    {
      id: 'net_price',
      label: 'Cena netto',
      allowsSorting: true,
      align: 'end',
      render: (row) => formatPrice(row.net_price),
    },
    { id: 'vat_rate', label: 'VAT', align: 'end', render: (row) => vatLabel(row.vat_rate) },
    {
      id: 'gross_price',
      label: 'Cena brutto',
      allowsSorting: true,
      align: 'end',
      render: (row) => formatPrice(row.gross_price),
    },
    { id: 'active', label: 'Status', render: (row) => statusBadge(row) },
    ...(canEdit ? [{ id: 'actions', label: 'Działania', render: editButton }] : []),
  ];

  /** A product on a phone: what the table's columns show, with its picture when it has one. */
  const productCard = (row: ProductRow) => (
    <>
      <div className={styles.row}>
        {row.image_file_id && <ProductThumbnail fileId={row.image_file_id} name={row.name} />}
        <strong>{row.name}</strong>
      </div>
      <span className={styles.muted}>
        SKU {row.sku}
        {row.ean ? ` · EAN ${row.ean}` : ''} · {row.category?.name ?? 'bez kategorii'} · {unitLabel(row.unit)}
      </span>
      <span>
        {formatPrice(row.gross_price)} brutto · {formatPrice(row.net_price)} netto, VAT{' '}
        {vatLabel(row.vat_rate)}
      </span>
      <Inline gap="sm">
        {statusBadge(row)}
        {canEdit && editButton(row)}
      </Inline>
    </>
  );

  const sortDescriptor: SortDescriptor = {
    column: filters.sort ?? 'name',
    direction: filters.order === 'desc' ? 'descending' : 'ascending',
  };
  const filtered = hasProductFilters(search);

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <div className={styles.pageHeader}>
        <div>
          <h1 id="page-title" className={styles.title}>
            Produkty
          </h1>
          <p className={styles.subtitle} aria-live="polite">
            {list.data
              ? total === 0
                ? 'Brak produktów'
                : list.data.totalIsLowerBound
                  ? `${filtered ? 'Znaleziono' : 'Razem'}: ponad ${formatNumber(total)} produktów`
                  : `${filtered ? 'Znaleziono' : 'Razem'}: ${formatCount(total, PRODUCT_FORMS)}`
              : list.isError
                ? 'Lista niedostępna'
                : 'Ładowanie…'}
            {list.isPlaceholderData && list.isFetching ? ' · wczytywanie…' : ''}
          </p>
        </div>
        <div className={styles.row}>
          <Button
            variant="secondary"
            onPress={() => void exportCsv()}
            isPending={exporting}
            pendingLabel="Eksportowanie…"
            isDisabled={total === 0}
          >
            Eksportuj CSV
          </Button>
          <RouterLinkButton
            variant="secondary"
            to="/handlowiec/produkty/cennik"
            search={search.category ? { category: search.category } : {}}
          >
            Generator cennika
          </RouterLinkButton>
          {canEdit && (
            <Button variant="secondary" onPress={() => setEditingCategories(true)}>
              Kategorie
            </Button>
          )}
          {canEdit && (
            <Button variant="secondary" onPress={() => setImporting(true)}>
              Importuj CSV
            </Button>
          )}
          {canEdit && <Button onPress={() => setEditing('new')}>Dodaj produkt</Button>}
        </div>
      </div>

      <ListToolbar
        label="Filtry listy produktów"
        filtered={filtered}
        search={
          <UrlSearchField
            label="Szukaj produktów"
            placeholder="Nazwa, SKU lub EAN"
            value={search.q ?? ''}
            onSearch={(q) => filter({ q })}
          />
        }
      >
        <FilterSelect
          label="Kategoria"
          options={categoryTreeItems(categories.data ?? [])}
          allLabel="Wszystkie"
          value={search.category}
          onChange={(category) => filter({ category })}
        />
        <Select
          label="Stan"
          items={STATE_ITEMS}
          selectedKey={search.state ?? 'active'}
          onSelectionChange={(key) => key !== null && filter({ state: String(key) as ProductState })}
        />
        <ClearFiltersButton
          filtered={filtered}
          onClear={() => go({ sort: search.sort, dir: search.dir, size: search.size })}
        />
      </ListToolbar>

      <ListView
        aria-label="Lista produktów"
        columns={columns}
        rows={rows}
        isLoading={list.isPending}
        error={
          list.isError && !list.data ? (
            <ListLoadError
              message="Nie udało się wczytać listy produktów."
              onRetry={() => void list.refetch()}
            />
          ) : undefined
        }
        emptyState={
          <EmptyState
            headingLevel={2}
            title={filtered ? 'Brak produktów spełniających kryteria' : 'Brak produktów'}
            description={
              filtered
                ? 'Zmień wyszukiwanie lub wyczyść filtry.'
                : canEdit
                  ? 'Dodaj pierwszy produkt do katalogu.'
                  : 'Katalog uzupełnia administrator organizacji.'
            }
          />
        }
        sortDescriptor={sortDescriptor}
        onSortChange={(descriptor) =>
          go({
            ...search,
            sort: descriptor.column as ProductListSearch['sort'],
            dir: descriptor.direction === 'descending' ? 'desc' : 'asc',
            page: 1,
          })
        }
        renderCard={productCard}
      />
      {list.isError && list.data && <ListRefreshError />}
      <Pagination
        aria-label="Stronicowanie listy produktów"
        page={filters.page ?? 1}
        pageSize={filters.pageSize ?? 25}
        total={total}
        pageSizeOptions={PRODUCT_PAGE_SIZES}
        onPageChange={(page) => go({ ...search, page })}
        onPageSizeChange={(size) => go({ ...search, size: size as ProductListSearch['size'], page: 1 })}
      />
      {canEdit && editing !== null && (
        <ProductFormDialog
          product={editing === 'new' ? null : editing}
          categories={categoryItems(categories.data ?? [])}
          onClose={() => setEditing(null)}
        />
      )}
      {canEdit && importing && <ProductImportDialog onClose={() => setImporting(false)} />}
      {canEdit && editingCategories && (
        <ProductCategoriesDialog onClose={() => setEditingCategories(false)} />
      )}
    </section>
  );
}
