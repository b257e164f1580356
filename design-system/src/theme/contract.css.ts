import { createThemeContract } from '@vanilla-extract/css';
import { makeTheme } from './tokens';

/**
 * The theme contract: CSS variables shaped like the tokens. Components import only `vars`; each theme
 * (`themes.css.ts`) fills them in.
 */
export const vars = createThemeContract(makeTheme('light'));
