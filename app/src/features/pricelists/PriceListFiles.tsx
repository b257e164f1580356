import { useState } from 'react';
import { Button, EmptyState, formatDate, toast } from '@rampa/design-system';
import type { PriceListSummaryFragment } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import * as styles from './pricelists.css';

/** "CN/2026/0007" → "cennik-CN-2026-0007.pdf". */
export const priceListFileName = (number: string, extension: 'pdf' | 'csv') =>
  `cennik-${number.replace(/\//g, '-')}.${extension}`;

const day = (iso: string) => formatDate(new Date(`${iso.slice(0, 10)}T12:00:00`));

export function validityLabel(list: Pick<PriceListSummaryFragment, 'valid_from' | 'valid_to'>): string {
  return list.valid_to ? `${day(list.valid_from)} – ${day(list.valid_to)}` : `od ${day(list.valid_from)}`;
}

/**
 * Made price lists with their PDF and CSV: a table (number, validity, discount, lines) whose buttons download
 * the stored files through storage with the session's token (the server decides who may read them).
 */
export function PriceListFiles({
  lists,
  caption,
  showClient = false,
}: {
  lists: readonly PriceListSummaryFragment[];
  caption: string;
  showClient?: boolean;
}) {
  const storage = useSdk().storage;
  const [busy, setBusy] = useState<string | null>(null);
  if (lists.length === 0) return <EmptyState headingLevel={2} title="Brak cenników" />;

  const download = async (fileId: string, name: string) => {
    setBusy(fileId);
    try {
      const blob = await storage.download(fileId);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast.error('Nie udało się pobrać pliku cennika');
    } finally {
      setBusy(null);
    }
  };

  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Numer</th>
          {showClient ? <th scope="col">Klient</th> : null}
          <th scope="col">Ważny</th>
          <th scope="col" className={styles.amount}>
            Rabat
          </th>
          <th scope="col" className={styles.amount}>
            Pozycji
          </th>
          <th scope="col">Pliki</th>
        </tr>
      </thead>
      <tbody>
        {lists.map((list) => (
          <tr key={list.id}>
            <th scope="row">{list.number}</th>
            {showClient ? <td>{list.client.name}</td> : null}
            <td>{validityLabel(list)}</td>
            <td className={styles.amount}>{`${String(list.discount_percent).replace('.', ',')}%`}</td>
            <td className={styles.amount}>{list.items_aggregate.aggregate?.count ?? 0}</td>
            <td>
              {list.pdf_file_id || list.csv_file_id ? (
                <span className={styles.actions}>
                  {list.pdf_file_id ? (
                    <Button
                      variant="secondary"
                      isDisabled={busy === list.pdf_file_id}
                      aria-label={`Pobierz PDF cennika ${list.number}`}
                      onPress={() => void download(list.pdf_file_id!, priceListFileName(list.number, 'pdf'))}
                    >
                      PDF
                    </Button>
                  ) : null}
                  {list.csv_file_id ? (
                    <Button
                      variant="secondary"
                      isDisabled={busy === list.csv_file_id}
                      aria-label={`Pobierz CSV cennika ${list.number}`}
                      onPress={() => void download(list.csv_file_id!, priceListFileName(list.number, 'csv'))}
                    >
                      CSV
                    </Button>
                  ) : null}
                </span>
              ) : (
                'Pliki w przygotowaniu'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
