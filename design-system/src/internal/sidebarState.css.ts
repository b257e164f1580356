import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from './visuallyHidden.css';

/**
 * Marker class on the sidebar's root, which carries `data-state="expanded|collapsed"`. Components that can
 * sit in the sidebar (links, role switcher, user menu) adapt to the icon rail through `whenCollapsed`.
 */
export const sidebarRoot = style({});

/** Selector prefix: `${whenCollapsed} &` matches a descendant of a collapsed sidebar. */
export const whenCollapsed = `${sidebarRoot}[data-state="collapsed"]`;

/** Text shown in the expanded sidebar, visually hidden (still read) on the icon rail. */
export const hideWhenCollapsed = style({
  selectors: { [`${whenCollapsed} &`]: visuallyHiddenRule },
});
