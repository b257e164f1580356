import { vars } from '@rampa/design-system';
import type { ChartGroup } from './dashboardFigures';

/** The chart groups' colours: the themes' text tones, so each bar keeps ≥ 3:1 against the card in both themes. */
export const GROUP_COLORS: Record<ChartGroup, string> = {
  planned: vars.color.accent,
  onSite: vars.color.warningText,
  done: vars.color.successText,
  failed: vars.color.dangerText,
};
