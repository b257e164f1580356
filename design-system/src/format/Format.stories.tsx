import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../layout/Box';
import { formatCount, formatDate, formatNumber, formatPLN, plural, type PluralForms } from './format';
import * as styles from './Format.stories.css';

const awizacje: PluralForms = { one: 'awizacja', few: 'awizacje', many: 'awizacji', other: 'awizacji' };

const counts = [0, 1, 2, 4, 5, 12, 22, 25, 101, 1.5];

/** pl-PL helpers for the app: plural forms, numbers, PLN and dates. */
function FormatExamples() {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Odmiana: awizacja</caption>
      <thead>
        <tr>
          <th scope="col">Liczba</th>
          <th scope="col">plural()</th>
          <th scope="col">formatCount()</th>
        </tr>
      </thead>
      <tbody>
        {counts.map((count) => (
          <tr key={count}>
            <td>{formatNumber(count)}</td>
            <td data-testid={`plural-${count}`}>{plural(count, awizacje)}</td>
            <td>{formatCount(count, awizacje)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={3}>
            <Box as="span">{`Kwota: ${formatPLN(1234.5)} · Liczba: ${formatNumber(12345.67)} · Data: ${formatDate(new Date(2026, 10, 22))}`}</Box>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

const meta = {
  title: 'Design System/Format',
  component: FormatExamples,
  tags: ['autodocs'],
} satisfies Meta<typeof FormatExamples>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const expected: Record<string, string> = {
      0: 'awizacji',
      1: 'awizacja',
      2: 'awizacje',
      4: 'awizacje',
      5: 'awizacji',
      12: 'awizacji',
      22: 'awizacje',
      25: 'awizacji',
      101: 'awizacji',
      1.5: 'awizacji',
    };
    for (const [count, form] of Object.entries(expected)) {
      await expect(canvas.getByTestId(`plural-${count}`)).toHaveTextContent(form);
    }
    // Amounts group from 1 000 on with non-breaking spaces, and "zł" follows one (plain numbers group from 5 digits).
    await expect(formatPLN(1234.5)).toBe('1\u00a0234,50\u00a0zł');
    await expect(formatNumber(12345.67)).toBe('12\u00a0345,67');
    await expect(canvas.getByText(/Data: 22\.11\.2026/)).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
