/** The user list's sort fields and page size. */
export const ADMIN_USER_SORT_FIELDS = ['displayName', 'email', 'lastSeen', 'createdAt'] as const;
export type AdminUserSortField = (typeof ADMIN_USER_SORT_FIELDS)[number];
export const DEFAULT_ADMIN_PAGE_SIZE = 25;
