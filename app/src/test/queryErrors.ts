import { getConfig } from '@testing-library/react';

/** What Testing Library's `getElementError` is handed and returns. */
type ElementErrorFactory = (message: string | null, container: Element) => Error;

/** Set by Testing Library while findBy… and waitFor poll; not in its public types. */
const polling = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;

/**
 * A `getElementError` that leaves the page's DOM out of a missed query's error while findBy… and waitFor poll. Such
 * an error is thrown away unless it is the last, and the default prints the whole DOM into each one: on an app
 * screen that is most of a poll's time, and it starves the render being waited for. On a timeout waitFor asks for
 * the error again outside a poll, so the reported error still shows the DOM. (Chromium's stories do not
 * need it: there the DOM prints fast.)
 */
export function quietWhilePolling(): ElementErrorFactory {
  const full = getConfig().getElementError;
  return (message, container) => {
    if (!polling()) return full(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  };
}
