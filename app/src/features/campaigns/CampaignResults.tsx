import { formatPLN } from '@rampa/design-system';
import type { CampaignResultsFragment } from '@rampa/sdk';
import { formatRate } from './campaignLabels';
import * as styles from './campaigns.css';

const STEPS = [
  ['selected', 'Wybrani'],
  ['contacted', 'Skontaktowani'],
  ['responded', 'Odpowiedzieli'],
  ['ordered', 'Zamówili'],
] as const;

/**
 * The funnel selected → contacted → responded → ordered, counted by the database (`campaign_results`), as a
 * table whose bars show each step's share of the selected members; the numbers are in the table itself.
 */
export function CampaignResults({
  results,
  actualCost,
  budget,
}: {
  results: CampaignResultsFragment;
  actualCost: number;
  budget: number | null;
}) {
  const selected = results.selected ?? 0;
  return (
    <section className={styles.section} aria-labelledby="results-title">
      <h2 id="results-title" className={styles.sectionTitle}>
        Wyniki
      </h2>
      <table className={styles.table} aria-label="Lejek kampanii">
        <thead>
          <tr>
            <th scope="col">Etap</th>
            <th scope="col" className={styles.number}>
              Klienci
            </th>
            <th scope="col" className={styles.number}>
              Udział
            </th>
            <th scope="col">
              <span className={styles.muted}>Wykres</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {STEPS.map(([key, label]) => {
            const value = results[key] ?? 0;
            const share = selected > 0 ? value / selected : 0;
            return (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td className={styles.number}>{value}</td>
                <td className={styles.number}>{formatRate(selected > 0 ? share : null)}</td>
                <td style={{ width: '40%' }} aria-hidden>
                  <div className={styles.bar} style={{ width: `${Math.round(share * 100)}%` }} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className={styles.grid}>
        <div>
          <dt className={styles.muted}>Odsetek odpowiedzi</dt>
          <dd>{formatRate(results.response_rate)}</dd>
        </div>
        <div>
          <dt className={styles.muted}>Koszt na odpowiedź</dt>
          <dd>{results.cost_per_response === null ? '—' : formatPLN(Number(results.cost_per_response))}</dd>
        </div>
        <div>
          <dt className={styles.muted}>Koszt / budżet</dt>
          <dd>{`${formatPLN(actualCost)} / ${budget === null ? '—' : formatPLN(budget)}`}</dd>
        </div>
        <div>
          <dt className={styles.muted}>Wypisani</dt>
          <dd>{results.opted_out ?? 0}</dd>
        </div>
      </dl>
    </section>
  );
}
