import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Design System/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { onSelectionChange: fn(), children: null },
  parameters: { layout: 'padded' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Sekcje klienta">
        <Tab id="details">Dane</Tab>
        <Tab id="contacts">Kontakty</Tab>
        <Tab id="consents">Zgody</Tab>
        <Tab id="history" isDisabled>
          Historia
        </Tab>
      </TabList>
      <TabPanel id="details">Nazwa, NIP, adres.</TabPanel>
      <TabPanel id="contacts">Osoby kontaktowe klienta.</TabPanel>
      <TabPanel id="consents">Zgody na e-mail, SMS i telefon.</TabPanel>
      <TabPanel id="history">Historia zmian.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Kontakty' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Osoby kontaktowe klienta.');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('contacts');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Dane' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Zgody' })).toHaveAttribute('aria-selected', 'true');
    // The disabled tab is skipped and focus wraps around.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Dane' })).toHaveFocus();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultSelectedKey: 'contacts' } };

export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
