import { OPEN_NOTICE_STATUSES } from '@rampa/domain';
import type { NoticeListFilters } from '@rampa/sdk';

// Kept apart from the page: a route file's imports from a page module keep that page in the entry chunk.

/** Rows per page of the klient's notices. */
export const CLIENT_PAGE_SIZE = 25;

/** The list the route warms and the page shows: the open notices, or `all` of them. */
export const clientNoticeFilters = ({ page, all }: { page: number; all: boolean }): NoticeListFilters => ({
  page,
  pageSize: CLIENT_PAGE_SIZE,
  ...(all ? {} : { status: OPEN_NOTICE_STATUSES }),
});
