import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { vars } from '@rampa/design-system';
import * as styles from './campaigns.css';

// Loaded on its own (React.lazy in CampaignResults): the campaign's figures paint before the chart's code.

const WIDTH = 320;
/** The steps' names on the left, the bars centred on the rest. */
const LABELS = 112;
const ROW = 34;
const GAP = 0.2;

export interface FunnelStep {
  key: string;
  label: string;
  value: number;
}

/**
 * The campaign funnel: one bar per step, centred on one axis and as wide as the step's share of the first, so
 * the narrowing is what the eye reads. Small enough to keep its text legible at 360 px. The drawing is
 * `aria-hidden`; the table beside it is what a screen reader reads, and carries the same numbers.
 */
export default function FunnelChart({ steps }: { steps: readonly FunnelStep[] }) {
  const height = ROW * steps.length;
  const first = Math.max(1, steps[0]?.value ?? 0);
  const area = WIDTH - LABELS;
  const y = scaleBand<string>({ domain: steps.map((s) => s.key), range: [0, height], padding: GAP });
  const width = scaleLinear<number>({ domain: [0, first], range: [0, area] });
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      style={{ display: 'block', maxWidth: '22rem' }}
      aria-hidden="true"
      focusable="false"
    >
      {steps.map((step) => {
        // A step with anyone in it stays visible, however small its share.
        const w = step.value > 0 ? Math.max(4, width(step.value)) : 0;
        const top = y(step.key) ?? 0;
        const middle = top + y.bandwidth() / 2;
        return (
          <Group key={step.key}>
            <text x={0} y={middle} dy="0.35em" className={styles.funnelText}>
              {`${step.label} ${step.value}`}
            </text>
            <Bar
              x={LABELS + (area - w) / 2}
              y={top}
              width={w}
              height={y.bandwidth()}
              rx={3}
              style={{ fill: vars.color.accent }}
            />
          </Group>
        );
      })}
    </svg>
  );
}
