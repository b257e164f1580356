/** The client list's sort fields and page size. */
export const CLIENT_SORT_FIELDS = ['name', 'code', 'city', 'status', 'created_at', 'updated_at'] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];
export const DEFAULT_CLIENT_PAGE_SIZE = 25;
