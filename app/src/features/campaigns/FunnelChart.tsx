import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { vars } from '@rampa/design-system';
import * as styles from './campaigns.css';

// Loaded on its own (React.lazy in CampaignResults): the campaign's figures paint before the chart's code.

const WIDTH = 480;
const ROW = 44;
const GAP = 0.2;

export interface FunnelStep {
  key: string;
  label: string;
  value: number;
}

/**
 * The campaign funnel drawn as bars centred on one axis, each as wide as its step's share of the first: the
 * narrowing is what the eye reads. The drawing is `aria-hidden`; the table beside it is what a screen reader
 * reads, and carries the same numbers.
 */
export default function FunnelChart({ steps }: { steps: readonly FunnelStep[] }) {
  const height = ROW * steps.length;
  const first = Math.max(1, steps[0]?.value ?? 0);
  const y = scaleBand<string>({ domain: steps.map((s) => s.key), range: [0, height], padding: GAP });
  const width = scaleLinear<number>({ domain: [0, first], range: [0, WIDTH] });
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      style={{ display: 'block', maxWidth: '32rem' }}
      aria-hidden="true"
      focusable="false"
    >
      <Group>
        {steps.map((step) => {
          // A step with anyone in it stays visible, however small its share.
          const w = step.value > 0 ? Math.max(6, width(step.value)) : 0;
          const top = y(step.key) ?? 0;
          return (
            <Group key={step.key}>
              <Bar
                x={(WIDTH - w) / 2}
                y={top}
                width={w}
                height={y.bandwidth()}
                rx={4}
                style={{ fill: vars.color.accent }}
              />
              <text
                x={WIDTH / 2}
                y={top + y.bandwidth() / 2}
                dy="0.35em"
                textAnchor="middle"
                className={styles.funnelText}
              >
                {`${step.label}: ${step.value}`}
              </text>
            </Group>
          );
        })}
      </Group>
    </svg>
  );
}
