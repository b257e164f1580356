import { lazy, Suspense } from 'react';
import { formatPLN, Skeleton } from '@rampa/design-system';
import type { CampaignResultsFragment } from '@rampa/sdk';
import { formatRate } from './campaignLabels';
import * as styles from './campaigns.css';

const FunnelChart = lazy(() => import('./FunnelChart'));

const STEPS = [
  ['selected', 'Wybrani'],
  ['contacted', 'Skontaktowani'],
  ['responded', 'Odpowiedzieli'],
  ['ordered', 'Zamówili'],
] as const;

/**
 * The funnel selected → contacted → responded → ordered, counted by the database (`campaign_results`): drawn
 * (visx, loaded only here) beside the table that carries the same numbers for whoever would rather read, and for
 * screen readers; then the response rate, the cost per response and the cost against the budget.
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
      <div className={styles.funnel}>
        <Suspense fallback={<Skeleton />}>
          <FunnelChart steps={STEPS.map(([key, label]) => ({ key, label, value: results[key] ?? 0 }))} />
        </Suspense>
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
            </tr>
          </thead>
          <tbody>
            {STEPS.map(([key, label]) => {
              const value = results[key] ?? 0;
              return (
                <tr key={key}>
                  <th scope="row">{label}</th>
                  <td className={styles.number}>{value}</td>
                  <td className={styles.number}>{formatRate(selected > 0 ? value / selected : null)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
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
