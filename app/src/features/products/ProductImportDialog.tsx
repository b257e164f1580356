import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Dialog,
  FileDropZone,
  formatCount,
  formatNumber,
  Table,
  type TableColumn,
} from '@rampa/design-system';
import { GraphqlRequestError } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import {
  IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  parseProductCsv,
  validateProductImport,
  type ImportColumn,
  type ImportRowError,
  type ImportSourceRow,
  type ProductImportReport,
} from './productImport';
import { PRODUCT_FORM_MESSAGES } from './productForm';
import * as styles from './products.css';

const PRODUCT_FORMS = { one: 'produkt', few: 'produkty', many: 'produktów', other: 'produktu' };
const ROW_FORMS = { one: 'wiersz', few: 'wiersze', many: 'wierszy', other: 'wiersza' };
const ERROR_FORMS = { one: 'błąd', few: 'błędy', many: 'błędów', other: 'błędu' };
/** Rows of the file shown before importing, and errors listed (the rest are counted). */
const PREVIEW_ROWS = 5;
const LISTED_ERRORS = 100;
const CSV_TYPES = ['text/csv', 'text/plain', 'application/vnd.ms-excel'];

type Checked = {
  fileName: string;
  rows: ImportSourceRow[];
  columns: ImportColumn[];
  fileErrors: string[];
  report: ProductImportReport;
};
type Step =
  | { kind: 'pick' }
  | { kind: 'checking'; fileName: string }
  | ({ kind: 'report' } & Checked)
  | { kind: 'done'; count: number };

/** Why the server refused the import, in Polish; nothing was saved either way. */
function importServerError(error: unknown): string {
  const messages =
    error instanceof GraphqlRequestError
      ? [error.message, ...error.graphqlErrors.map((e) => e.message)]
      : [error instanceof Error ? error.message : String(error)];
  if (messages.some((message) => message.includes('products_org_id_sku_key')))
    return `${PRODUCT_FORM_MESSAGES.skuTaken} (dodany w międzyczasie). Nic nie zaimportowano; sprawdź plik ponownie.`;
  if (
    error instanceof GraphqlRequestError &&
    error.graphqlErrors.some((e) => e.extensions?.code === 'permission-error')
  )
    return 'Nie masz uprawnień do importu produktów. Nic nie zaimportowano.';
  if (error instanceof GraphqlRequestError && error.status === 0)
    return 'Brak połączenia z serwerem. Nic nie zaimportowano; spróbuj ponownie.';
  return 'Nie udało się zaimportować produktów. Nic nie zaimportowano; spróbuj ponownie.';
}

/**
 * "Importuj CSV" (org_admin): pick a file, see its first rows and a per-row report of what is wrong, in Polish;
 * "Importuj" sends every row in one insert only when no row is wrong, so the catalogue never holds half a file.
 */
export function ProductImportDialog({ onClose }: { onClose: () => void }) {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const organizations = useQuery(sdk.clients.organizations());
  const importProducts = useMutation(sdk.products.import());
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [error, setError] = useState<string | null>(null);

  const check = async (file: File) => {
    setError(null);
    setStep({ kind: 'checking', fileName: file.name });
    try {
      const parsed = parseProductCsv(await file.text());
      const skus = [...new Set(parsed.rows.map((row) => row.cells.sku ?? '').filter(Boolean))];
      const takenSkus =
        parsed.fileErrors.length > 0
          ? new Set<string>()
          : await queryClient.fetchQuery(sdk.products.skusTaken(skus));
      const categories = await queryClient.fetchQuery(sdk.products.categories());
      const report = validateProductImport(parsed.rows, { categories, takenSkus });
      setStep({ kind: 'report', fileName: file.name, ...parsed, report });
    } catch {
      setStep({ kind: 'pick' });
      setError('Nie udało się sprawdzić pliku. Spróbuj ponownie.');
    }
  };

  const submit = (checked: Checked) => {
    const orgId = organizations.data?.[0]?.id;
    if (!orgId) {
      setError('Nie udało się ustalić organizacji. Odśwież stronę i spróbuj ponownie.');
      return;
    }
    setError(null);
    importProducts.mutate(
      { orgId, products: checked.report.products },
      {
        onSuccess: (count) => setStep({ kind: 'done', count }),
        onError: (failure) => setError(importServerError(failure)),
      },
    );
  };

  const ready = step.kind === 'report' && step.fileErrors.length === 0 && step.report.errors.length === 0;

  return (
    <Dialog
      title="Import produktów z pliku CSV"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      footer={
        step.kind === 'done' ? (
          <Button onPress={onClose}>Wróć do listy</Button>
        ) : (
          <>
            <Button variant="secondary" onPress={onClose}>
              Anuluj
            </Button>
            {step.kind === 'report' && (
              <Button
                variant="secondary"
                onPress={() => setStep({ kind: 'pick' })}
                isDisabled={importProducts.isPending}
              >
                Wybierz inny plik
              </Button>
            )}
            {step.kind === 'report' && ready && (
              <Button
                onPress={() => submit(step)}
                isPending={importProducts.isPending}
                pendingLabel="Importowanie…"
              >
                {`Importuj ${formatCount(step.report.products.length, PRODUCT_FORMS)}`}
              </Button>
            )}
          </>
        )
      }
    >
      <div className={styles.importBody}>
        {error && (
          <p role="alert" className={styles.formError}>
            {error}
          </p>
        )}
        {step.kind === 'pick' && (
          <>
            <p className={styles.hint}>
              Pierwszy wiersz to nagłówki: SKU, Nazwa i Cena netto są wymagane; EAN, Kategoria, Jednostka,
              VAT, Opis i Aktywny (tak/nie) można pominąć. Separator „;” albo „,”, ceny z przecinkiem
              dziesiętnym. Plik z „Eksportuj CSV” wczytuje się bez zmian.{' '}
              {`Najwyżej ${formatNumber(MAX_IMPORT_ROWS)} wierszy.`}
            </p>
            <FileDropZone
              label="Plik CSV z produktami"
              description="CSV (UTF-8), do 10 000 wierszy. Przeciągnij plik tutaj albo wybierz go z dysku."
              acceptedFileTypes={CSV_TYPES}
              allowsMultiple={false}
              onSelect={(files) => files[0] && void check(files[0])}
            />
          </>
        )}
        {step.kind === 'checking' && (
          <p role="status" className={styles.hint}>{`Sprawdzanie pliku ${step.fileName}…`}</p>
        )}
        {step.kind === 'report' && <ImportReport checked={step} />}
        {step.kind === 'done' && (
          <p role="status" className={styles.success}>
            {`Zaimportowano ${formatCount(step.count, PRODUCT_FORMS)}. Są już na liście.`}
          </p>
        )}
      </div>
    </Dialog>
  );
}

function ImportReport({ checked }: { checked: Checked }) {
  const { fileName, rows, columns, fileErrors, report } = checked;
  const previewColumns: TableColumn<ImportSourceRow & { id: number }>[] = [
    { id: 'line', label: 'Wiersz', render: (row) => row.line, align: 'end' },
    ...columns.map((column) => ({
      id: column,
      label: IMPORT_COLUMNS[column],
      isRowHeader: column === 'sku',
      render: (row: ImportSourceRow) => row.cells[column] || '—',
    })),
  ];
  const errorColumns: TableColumn<ImportRowError & { id: string }>[] = [
    { id: 'line', label: 'Wiersz', align: 'end', render: (error) => error.line },
    { id: 'column', label: 'Kolumna', render: (error) => IMPORT_COLUMNS[error.column] },
    { id: 'message', label: 'Błąd', isRowHeader: true, render: (error) => error.message },
  ];
  const listed = report.errors.slice(0, LISTED_ERRORS).map((error, index) => ({ ...error, id: `${index}` }));
  const ok = fileErrors.length === 0 && report.errors.length === 0;
  return (
    <>
      <p role="status" className={ok ? styles.success : styles.formError}>
        {fileErrors.length > 0
          ? `Pliku ${fileName} nie można zaimportować.`
          : ok
            ? `Plik ${fileName}: ${formatCount(rows.length, ROW_FORMS)}, wszystkie poprawne. Można importować.`
            : `Plik ${fileName}: ${formatCount(report.errors.length, ERROR_FORMS)}, wierszy z błędami: ${formatNumber(report.wrongRows)} z ${formatNumber(rows.length)}. Nic nie zostanie zaimportowane, dopóki ich nie poprawisz.`}
      </p>
      {fileErrors.length > 0 && (
        <ul className={styles.errorList}>
          {fileErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {fileErrors.length === 0 && report.errors.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>Błędy w wierszach</h3>
          <Table aria-label="Błędy w pliku" columns={errorColumns} rows={listed} />
          {report.errors.length > LISTED_ERRORS && (
            <p
              className={styles.hint}
            >{`…i ${formatCount(report.errors.length - LISTED_ERRORS, ERROR_FORMS)} więcej.`}</p>
          )}
        </>
      )}
      {rows.length > 0 && columns.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>
            {`Podgląd: ${formatCount(Math.min(PREVIEW_ROWS, rows.length), ROW_FORMS)} z ${formatNumber(rows.length)}`}
          </h3>
          <Table
            aria-label="Podgląd pliku"
            columns={previewColumns}
            rows={rows.slice(0, PREVIEW_ROWS).map((row) => ({ ...row, id: row.line }))}
          />
        </>
      )}
    </>
  );
}
