/** Behaviour constants from the product spec (§9). Visual sizes live in `theme/tokens.ts`. */

/** Cookie that remembers whether the desktop sidebar is expanded (`true`) or collapsed (`false`). */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** Seven days, in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** Ctrl+B (Cmd+B on macOS) toggles the sidebar. */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
/** Below this viewport width (px) the sidebar becomes a modal sheet. */
export const MOBILE_BREAKPOINT = 768;

/** Hover delay before a tooltip opens (ms). Keyboard focus opens it at once. */
export const TOOLTIP_DELAY = 700;
/**
 * Skip window (ms): hovering another trigger within this long of leaving an open tooltip's trigger opens its
 * tooltip at once; after it, TOOLTIP_DELAY applies again. Exact (React Aria's own state would keep ≥ 500 ms).
 */
export const TOOLTIP_SKIP_DELAY = 300;

/** Toasts shown at once; the rest wait in the queue. */
export const TOAST_MAX_VISIBLE = 3;
/** Time before a toast closes itself (ms); paused while the region is hovered or focused. */
export const TOAST_DURATION = 4000;
