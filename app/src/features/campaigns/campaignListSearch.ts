import {
  CAMPAIGN_STATUSES,
  DEFAULT_CAMPAIGN_PAGE_SIZE,
  type CampaignListFilters,
  type CampaignStatus,
} from '@rampa/sdk';
import { asNumber, oneOf, wholeNumber } from '../../lib/searchParams';

// The campaign list's whole state lives in the URL (`/marketing/kampanie?status=active&page=2`), so back, forward,
// reload and a shared link (the start page's "Aktywne kampanie") all restore it. Defaults are left out of the URL.

export const CAMPAIGN_PAGE_SIZES = [10, 25, 50, 100] as const;

export interface CampaignListSearch {
  /** One status; every campaign without it. */
  status?: CampaignStatus;
  /** 1-based. */
  page?: number;
  size?: (typeof CAMPAIGN_PAGE_SIZES)[number];
}

const checks = {
  status: oneOf(CAMPAIGN_STATUSES),
  page: wholeNumber(1, 1_000_000),
  size: oneOf(CAMPAIGN_PAGE_SIZES),
};

/** `validateSearch` of the list route: a malformed key is dropped rather than failing the page. */
export function parseCampaignListSearch(raw: Record<string, unknown>): CampaignListSearch {
  return cleanCampaignListSearch({
    status: checks.status(raw.status),
    page: checks.page(asNumber(raw.page)),
    size: checks.size(asNumber(raw.size)),
  });
}

/** Drops empty and default values, so equal states have equal URLs: `{ page: 1, size: 25 }` → `{}`. */
export function cleanCampaignListSearch(search: CampaignListSearch): CampaignListSearch {
  const clean: CampaignListSearch = {};
  if (search.status) clean.status = search.status;
  if (search.page && search.page > 1) clean.page = search.page;
  if (search.size && search.size !== DEFAULT_CAMPAIGN_PAGE_SIZE) clean.size = search.size;
  return clean;
}

/** The sdk list filters for a URL state; every key present, so the loader and the page share one query key. */
export function campaignListFilters(search: CampaignListSearch): CampaignListFilters {
  return {
    status: search.status ? [search.status] : [],
    page: search.page ?? 1,
    pageSize: search.size ?? DEFAULT_CAMPAIGN_PAGE_SIZE,
  };
}

/** Filter changes start again at page 1; the page size stays. */
export function withCampaignFilter(
  search: CampaignListSearch,
  patch: CampaignListSearch,
): CampaignListSearch {
  return cleanCampaignListSearch({ ...search, ...patch, page: 1 });
}

export const hasCampaignFilters = (search: CampaignListSearch): boolean => Boolean(search.status);
