const APP_NAME = 'Rampa';

/** Document title in Polish: "Pulpit · Rampa", or just the app name. */
export function appTitle(page?: string): string {
  return page ? `${page} · ${APP_NAME}` : APP_NAME;
}

/** `head` for a route whose page has the given Polish title. */
export function pageHead(page: string) {
  return { meta: [{ title: appTitle(page) }] };
}
