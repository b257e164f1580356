/** The notice list's sort fields and page size. */
export const NOTICE_SORT_FIELDS = [
  'planned_start',
  'number',
  'status',
  'client',
  'created_at',
  'updated_at',
] as const;
export type NoticeSortField = (typeof NOTICE_SORT_FIELDS)[number];
export const DEFAULT_NOTICE_PAGE_SIZE = 25;
