import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FileDropZone, formatFileSize } from './FileDropZone';

const meta = {
  title: 'Design System/FileDropZone',
  component: FileDropZone,
  tags: ['autodocs'],
  args: {
    label: 'Dokumenty przewozowe (CMR, WZ)',
    description: 'PDF lub JPG, do 10 MB.',
    acceptedFileTypes: ['application/pdf', 'image/jpeg'],
    onSelect: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvasElementInput(canvas.getByRole('button', { name: 'Wybierz pliki' }));
    const file = new File(['%PDF-1.7'], 'CMR-0042.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await expect(args.onSelect).toHaveBeenCalledWith([file]);
  },
};

function canvasElementInput(button: HTMLElement): HTMLInputElement {
  const input = button.parentElement?.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('FileTrigger input not found');
  return input;
}

export const WithProgress: Story = {
  args: {
    files: [
      { id: '1', name: 'CMR-0042.pdf', size: 1536000, status: 'uploading', progress: 45 },
      { id: '2', name: 'WZ-2026-11-22.jpg', size: 240000, status: 'done' },
      { id: '3', name: 'faktura.exe', size: 1200, status: 'error', error: 'Niedozwolony typ pliku.' },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Przesyłanie: CMR-0042.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    await expect(formatFileSize(1536000)).toBe('1,5\u00a0MB');
    await userEvent.click(canvas.getByRole('button', { name: 'Anuluj: CMR-0042.pdf' }));
    await expect(args.onRemove).toHaveBeenCalledWith('1');
  },
};

export const WithProgressDark: Story = { ...WithProgress, play: undefined, globals: { theme: 'dark' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const Mobile360: Story = {
  ...WithProgress,
  play: undefined,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
