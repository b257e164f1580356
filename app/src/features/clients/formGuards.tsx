import { useEffect, useRef } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { AlertDialog } from '@rampa/design-system';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation shows a Polish confirmation, closing or
 * reloading the tab the browser's own prompt. `allowNextNavigation` lets a successful save leave without asking.
 */
export function useUnsavedChangesGuard(isDirty: boolean) {
  const skip = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => {
      if (skip.current || !isDirty) return false;
      // Changing only the search of the same page (e.g. tabs) is no departure.
      const code = (search: unknown) => (search as { clientCode?: unknown }).clientCode;
      return current.pathname !== next.pathname || code(current.search) !== code(next.search);
    },
    enableBeforeUnload: () => isDirty && !skip.current,
    withResolver: true,
  });
  const dialog = (
    <AlertDialog
      isOpen={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.status === 'blocked') blocker.reset();
      }}
      title="Porzucić niezapisane zmiany?"
      confirmLabel="Porzuć zmiany"
      cancelLabel="Zostań na stronie"
      onConfirm={() => blocker.proceed?.()}
    >
      Zmiany w formularzu nie zostały zapisane. Jeśli opuścisz stronę, przepadną.
    </AlertDialog>
  );
  return {
    dialog,
    allowNextNavigation: () => {
      skip.current = true;
    },
  };
}

/** Ctrl+S / Cmd+S anywhere on the page saves instead of the browser's "save page". */
export function useSaveShortcut(onSave: () => void) {
  const latest = useRef(onSave);
  latest.current = onSave;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        latest.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
