import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStack } from '@visx/shape';
import { vars } from '@rampa/design-system';
import { CHART_GROUPS, type ChartDay, type ChartGroup } from './dashboardFigures';
import { GROUP_COLORS } from './chartColors';
import * as styles from './dashboard.css';

// Loaded on its own (React.lazy in DashboardPage): the start page paints its figures before the chart's code.

const WIDTH = 720;
const HEIGHT = 220;
const MARGIN = { top: 8, right: 8, bottom: 28, left: 32 };
const KEYS = CHART_GROUPS.map((group) => group.key);

/** "24.11" under a bar; the chart's table gives full dates. */
const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/**
 * Awizacje per day, stacked by status group. The drawing is for the eye (`aria-hidden`); the table next to it is
 * what a screen reader reads.
 */
export default function NoticesChart({ days, today }: { days: readonly ChartDay[]; today: string }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(1, ...days.map((d) => KEYS.reduce((sum, key) => sum + d[key], 0)));
  const xScale = scaleBand<string>({ domain: days.map((d) => d.day), range: [0, innerWidth], padding: 0.25 });
  const yScale = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const everyFifth = days.filter((_, index) => index % 5 === 0).map((d) => d.day);

  return (
    <div className={styles.chartFrame}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        style={{ minWidth: '34rem', display: 'block' }}
        aria-hidden="true"
        focusable="false"
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {yScale.ticks(4).map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={innerWidth}
              y1={yScale(tick)}
              y2={yScale(tick)}
              className={styles.gridLine}
            />
          ))}
          <BarStack<ChartDay, ChartGroup>
            data={[...days]}
            keys={KEYS}
            x={(d) => d.day}
            xScale={xScale}
            yScale={yScale}
            color={(key) => GROUP_COLORS[key]}
          >
            {(stacks) =>
              stacks.map((stack) =>
                stack.bars.map((bar) =>
                  bar.height > 0 ? (
                    <rect
                      key={`${stack.key}-${bar.index}`}
                      x={bar.x}
                      y={bar.y}
                      width={bar.width}
                      height={bar.height}
                      style={{ fill: bar.color }}
                    />
                  ) : null,
                ),
              )
            }
          </BarStack>
          {xScale(today) !== undefined && (
            <rect
              x={(xScale(today) ?? 0) - 2}
              y={0}
              width={xScale.bandwidth() + 4}
              height={innerHeight}
              style={{ fill: 'none', stroke: vars.color.focus, strokeWidth: 1.5 }}
              rx={2}
            />
          )}
          <AxisLeft
            scale={yScale}
            numTicks={4}
            hideAxisLine
            hideTicks
            tickFormat={(value) => String(value)}
            tickLabelProps={{ className: styles.chartText, textAnchor: 'end', dx: -4, dy: 3 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={xScale}
            tickValues={everyFifth}
            tickFormat={shortDay}
            hideTicks
            stroke={vars.color.borderStrong}
            tickLabelProps={{ className: styles.chartText, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
    </div>
  );
}
