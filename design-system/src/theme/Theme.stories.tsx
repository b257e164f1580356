import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../layout/Box';
import { Stack } from '../layout/Stack';
import { vars } from './contract.css';
import { darkThemeClass, lightThemeClass } from './themes.css';
import { useTheme } from './ThemeProvider';
import * as styles from './Theme.stories.css';

type ColorName = keyof typeof vars.color;

const pairs: readonly { background: ColorName; text: ColorName }[] = [
  { background: 'canvas', text: 'text' },
  { background: 'surface', text: 'textMuted' },
  { background: 'sidebar', text: 'text' },
  { background: 'subtle', text: 'textMuted' },
  { background: 'accent', text: 'textOnAccent' },
  { background: 'accentSubtle', text: 'accentText' },
  { background: 'danger', text: 'textOnAccent' },
  { background: 'dangerSubtle', text: 'dangerText' },
  { background: 'successSubtle', text: 'successText' },
  { background: 'infoSubtle', text: 'infoText' },
  { background: 'tooltip', text: 'tooltipText' },
];

/** The colour pairs components use; axe checks each one's contrast in both themes. */
function ThemeTokens() {
  const { theme, resolvedTheme } = useTheme();
  return (
    <Stack gap="lg">
      <Box as="p" color="muted">{`Preferencja: ${theme}, zastosowany motyw: ${resolvedTheme}`}</Box>
      <ul role="list" className={styles.grid}>
        {pairs.map(({ background, text }) => (
          <li
            key={background}
            className={styles.swatch}
            style={{ backgroundColor: vars.color[background], color: vars.color[text] }}
          >
            <span className={styles.swatchName}>{background}</span>
            <span>{`tekst: ${text}`}</span>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

const meta = {
  title: 'Design System/Theme',
  component: ThemeTokens,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemeTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass(lightThemeClass);
    await expect(canvas.getByText(/zastosowany motyw: light/)).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass(darkThemeClass);
    await expect(document.documentElement).not.toHaveClass(lightThemeClass);
    await expect(canvas.getByText(/zastosowany motyw: dark/)).toBeInTheDocument();
  },
};

/** `system` follows `prefers-color-scheme` (light in the test browser). */
export const System: Story = {
  globals: { theme: 'system' },
  play: async ({ canvas }) => {
    const expected = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    await expect(document.documentElement.dataset['theme']).toBe(expected);
    await expect(
      canvas.getByText(new RegExp(`Preferencja: system, zastosowany motyw: ${expected}`)),
    ).toBeInTheDocument();
  },
};
