import { useEffect, useEffectEvent } from 'react';

// The magazynier's keyboard shortcuts for moving through the plan. Alt+PageUp/PageDown and Alt+Home are free in
// Chromium, Firefox and Safari and in NVDA, JAWS and VoiceOver (Alt+arrows are the browser's back/forward,
// Alt+digits switch tabs on Linux); Shift with them moves between warehouses.

export type PlanShortcut = 'previous' | 'next' | 'today' | 'previousWarehouse' | 'nextWarehouse';

/** The keys as `aria-keyshortcuts` names them. */
export const PLAN_SHORTCUT_KEYS: Record<PlanShortcut, string> = {
  previous: 'Alt+PageUp',
  next: 'Alt+PageDown',
  today: 'Alt+Home',
  previousWarehouse: 'Alt+Shift+PageUp',
  nextWarehouse: 'Alt+Shift+PageDown',
};

interface KeyLike {
  key: string;
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

const NOT_TYPED = new Set(['radio', 'checkbox', 'button', 'submit', 'reset', 'image', 'file', 'color']);

/** Typing in a field (or choosing in a list box, or working in a dialog) keeps its keys: no shortcut there. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLInputElement) return !NOT_TYPED.has(element.type);
  return Boolean(
    element.closest(
      'textarea, select, [role="textbox"], [role="combobox"], [role="listbox"], [role="dialog"]',
    ),
  );
}

/** The shortcut a key press means, or null. */
export function planShortcutOf(event: KeyLike): PlanShortcut | null {
  if (!event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return null;
  switch (event.key) {
    case 'PageUp':
      return event.shiftKey ? 'previousWarehouse' : 'previous';
    case 'PageDown':
      return event.shiftKey ? 'nextWarehouse' : 'next';
    case 'Home':
      return event.shiftKey ? null : 'today';
    default:
      return null;
  }
}

/** Runs `onShortcut` for the plan's shortcuts pressed anywhere on the page outside a field. */
export function usePlanShortcuts(onShortcut: (shortcut: PlanShortcut) => void) {
  const run = useEffectEvent(onShortcut);
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const shortcut = planShortcutOf(event);
      if (!shortcut) return;
      event.preventDefault();
      run(shortcut);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
