import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { campaignResultsFixture } from '@rampa/sdk/testing';
import { CampaignResults } from './CampaignResults';

// The funnel on its own: the drawing (visx, loaded lazily) beside its table, and the cost figures. The
// campaign editor's stories show it in place.

const meta = {
  title: 'App/Kampanie/Wyniki',
  component: CampaignResults,
  args: { results: campaignResultsFixture(), actualCost: 3800, budget: 4000 },
} satisfies Meta<typeof CampaignResults>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepValue = (table: HTMLElement, step: string) =>
  within(within(table).getByRole('rowheader', { name: step }).closest('tr')!).getAllByRole('cell')[0];

/** 60 selected, 48 contacted, 18 responded, 6 ordered: the chart narrows, the table gives the numbers. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Lejek kampanii' });
    await expect(stepValue(table, 'Wybrani')).toHaveTextContent('60');
    await expect(stepValue(table, 'Odpowiedzieli')).toHaveTextContent('18');
    await expect(stepValue(table, 'Zamówili')).toHaveTextContent('6');
    // The chart is drawn once its code has loaded, hidden from screen readers (the table is its alternative).
    await waitFor(() => expect(canvasElement.querySelector('svg[aria-hidden="true"] rect')).not.toBeNull());
    await expect(canvas.getByText('211,11 zł')).toBeVisible();
    await expect(canvas.getByText('37,5%')).toBeVisible();
  },
};

/** Nobody contacted yet: no rate and no cost per response, only dashes. */
export const NotStarted: Story = {
  args: {
    results: campaignResultsFixture({
      contacted: 0,
      responded: 0,
      ordered: 0,
      opted_out: 0,
      response_rate: null,
      cost_per_response: null,
    }),
    actualCost: 0,
    budget: null,
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Lejek kampanii' });
    await expect(stepValue(table, 'Skontaktowani')).toHaveTextContent('0');
    await expect(canvas.getByText('0,00 zł / —')).toBeVisible();
  },
};

/** An empty campaign: every step 0, nothing drawn but the labels. */
export const Empty: Story = {
  args: {
    results: campaignResultsFixture({
      selected: 0,
      contacted: 0,
      responded: 0,
      ordered: 0,
      opted_out: 0,
      response_rate: null,
      cost_per_response: null,
    }),
    actualCost: 0,
    budget: 1000,
  },
  play: async ({ canvas }) => {
    await expect(
      stepValue(canvas.getByRole('table', { name: 'Lejek kampanii' }), 'Wybrani'),
    ).toHaveTextContent('0');
  },
};
