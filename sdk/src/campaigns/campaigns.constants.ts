// Kept apart from the queries: a route's search check reads the page size without bringing the list's
// GraphQL documents onto the first page (the sign-in page's bundle budget).

/** The campaign list's page size. */
export const DEFAULT_CAMPAIGN_PAGE_SIZE = 25;
/** The members table's page size. */
export const CAMPAIGN_MEMBERS_PAGE_SIZE = 50;
/** At most this many clients are added from a segment at once. */
export const MAX_SEGMENT_MEMBERS = 5000;
