import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Button } from '../Button/Button';
import { toast } from './toast';
import { ToastRegion } from './ToastRegion';

const meta = {
  title: 'Design System/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  render: (args) => (
    <>
      <Inline gap="md">
        <Button onPress={() => toast.success('Zapisano klienta')}>Sukces</Button>
        <Button variant="danger" onPress={() => toast.error('Nie udało się zapisać awizacji')}>
          Błąd
        </Button>
        <Button
          variant="secondary"
          onPress={() => toast.info('Nowa wersja cennika', { description: 'Obowiązuje od 1 grudnia.' })}
        >
          Informacja
        </Button>
      </Inline>
      <ToastRegion {...args} />
    </>
  ),
  // toast.* writes to the shared queue: empty it around each story.
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.findByRole('region', { name: 'Powiadomienia' });

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sukces' }));
    const alert = await within(await region()).findByRole('alert');
    // Announced with its tone, not only its colour.
    await expect(alert).toHaveTextContent('Sukces: Zapisano klienta');
    await expect(screen.getByRole('alertdialog', { name: /Zapisano klienta/ })).toBeInTheDocument();
  },
};

export const AllTones: Story = {
  // The toasts' 4 s auto-dismiss runs on real timers, so the stack's settled position varies with machine
  // load: behaviour-only for the screenshot runner (AllTones is still an interaction + a11y test).
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sukces' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Błąd' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Informacja' }));
    const toasts = await within(await region()).findAllByRole('alertdialog');
    await expect(toasts).toHaveLength(3);
    await expect(
      screen.getByRole('alertdialog', { name: /Nowa wersja cennika/ }),
    ).toHaveAccessibleDescription('Obowiązuje od 1 grudnia.');
  },
};

// Tags are read statically by the indexer, so the spread copy needs its own.
export const AllTonesDark: Story = { ...AllTones, tags: ['no-visual'], globals: { theme: 'dark' } };

/** Not in visual regression: the toasts close on real timers, so a busy machine catches them at any point. */
export const AtMostThree: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    const success = canvas.getByRole('button', { name: 'Sukces' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(success);
    await waitFor(async () => expect(within(await region()).getAllByRole('alertdialog')).toHaveLength(3));
    // Closing one brings the waiting fourth into view.
    await userEvent.click(
      within(await region()).getAllByRole('button', { name: 'Zamknij powiadomienie' })[0]!,
    );
    await waitFor(async () => expect(within(await region()).getAllByRole('alertdialog')).toHaveLength(3));
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Błąd' }));
    await userEvent.click(
      await within(await region()).findByRole('button', { name: 'Zamknij powiadomienie' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Powiadomienia' })).not.toBeInTheDocument(),
    );
  },
};

/** Outside React, e.g. from a QueryClient's mutation callbacks; closes itself after its timeout. */
export const CalledOutsideReact: Story = {
  play: async () => {
    toast.success('Zapisano zmiany', { timeout: 300 });
    await expect(await within(await region()).findByRole('alert')).toHaveTextContent('Zapisano zmiany');
    await waitFor(
      () => expect(screen.queryByRole('region', { name: 'Powiadomienia' })).not.toBeInTheDocument(),
      {
        timeout: 2000,
      },
    );
  },
};
