/** Rows per page of the klient's notices. Kept apart from the page so the route's loader does not pull the page
 * component into the first load (a route file's imports from a page module stay in the entry chunk). */
export const CLIENT_PAGE_SIZE = 25;
