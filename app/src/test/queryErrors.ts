/** What Testing Library's `getElementError` is handed and returns. */
type ElementErrorFactory = (message: string | null, container: Element) => Error;

interface TestingLibraryConfig {
  getElementError: ElementErrorFactory;
  /** Set by Testing Library while findBy… and waitFor poll; not in its public types. */
  _disableExpensiveErrorDiagnostics?: boolean;
}

/**
 * A `getElementError` that leaves the page's DOM out of a missed query's error while findBy… and waitFor poll. Such
 * an error is thrown away unless it is the last, and the default prints the whole DOM into each one: on an app
 * screen that is most of a poll's time, and it starves the render being waited for. On a timeout waitFor asks for
 * the error again outside a poll, so the reported error still shows the DOM. (Chromium's stories do not
 * need it: there the DOM prints fast.)
 */
export function quietWhilePolling(getConfig: () => object): ElementErrorFactory {
  const full = (getConfig() as TestingLibraryConfig).getElementError;
  return (message, container) => {
    if (!(getConfig() as TestingLibraryConfig)._disableExpensiveErrorDiagnostics)
      return full(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  };
}
