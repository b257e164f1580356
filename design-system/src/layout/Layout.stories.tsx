import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box';
import { Inline } from './Inline';
import { Stack } from './Stack';

function Tile({ children }: { children: string }) {
  return (
    <Box background="subtle" padding="md" borderRadius="md">
      {children}
    </Box>
  );
}

const meta = {
  title: 'Design System/Layout',
  component: Stack,
  tags: ['autodocs'],
  args: { gap: 'md' },
  argTypes: { gap: { control: 'select', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `Stack` spaces children vertically; `Inline` in a wrapping row; `Box` takes any sprinkle. */
export const Default: Story = {
  render: (args) => (
    <Stack {...args}>
      <Tile>Stack: pierwszy</Tile>
      <Tile>Stack: drugi</Tile>
      <Inline gap="sm">
        <Tile>Inline 1</Tile>
        <Tile>Inline 2</Tile>
        <Tile>Inline 3</Tile>
      </Inline>
      <Box
        display={{ mobile: 'block', tablet: 'flex' }}
        gap="lg"
        padding="lg"
        background="surface"
        borderRadius="lg"
      >
        <Tile>Responsywny Box</Tile>
        <Tile>block na telefonie, flex od 768 px</Tile>
      </Box>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const stack = canvas.getByText('Stack: pierwszy').parentElement!;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    const inline = canvas.getByText('Inline 1').parentElement!;
    await expect(getComputedStyle(inline).flexWrap).toBe('wrap');
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
