import { describe, expect, it } from 'vitest';
import { campaignWhere } from '@rampa/sdk';
import {
  campaignListFilters,
  cleanCampaignListSearch,
  hasCampaignFilters,
  parseCampaignListSearch,
  withCampaignFilter,
} from './campaignListSearch';

describe('the campaign list URL state', () => {
  it('keeps valid keys and turns hand-typed numbers into numbers', () => {
    expect(parseCampaignListSearch({ status: 'active', page: '3', size: '50' })).toEqual({
      status: 'active',
      page: 3,
      size: 50,
    });
    expect(parseCampaignListSearch({ status: 'paused', page: 2 })).toEqual({ status: 'paused', page: 2 });
  });

  it('drops what cannot be a list state rather than failing the page', () => {
    expect(
      parseCampaignListSearch({ status: 'running', page: 0, size: 33, q: 'promocja', extra: true }),
    ).toEqual({});
    expect(parseCampaignListSearch({ status: ['active', 'paused'], page: 'dwa' })).toEqual({});
    expect(parseCampaignListSearch({ status: 'Active' })).toEqual({});
  });

  it('removes defaults, so equal states have equal URLs', () => {
    expect(parseCampaignListSearch({ page: 1, size: 25 })).toEqual({});
    expect(cleanCampaignListSearch({ status: undefined, page: 1, size: 25 })).toEqual({});
  });

  it('maps the URL state to the sdk filters with every key present, and those to the server-side where', () => {
    expect(campaignListFilters({})).toEqual({ status: [], page: 1, pageSize: 25 });
    expect(campaignWhere(campaignListFilters({}))).toEqual({});
    const filters = campaignListFilters({ status: 'active', page: 2, size: 10 });
    expect(filters).toEqual({ status: ['active'], page: 2, pageSize: 10 });
    expect(campaignWhere(filters)).toEqual({ status: { _in: ['active'] } });
  });

  it('starts again at page 1 when the filter changes, keeping the page size', () => {
    expect(withCampaignFilter({ page: 4, size: 50 }, { status: 'active' })).toEqual({
      status: 'active',
      size: 50,
    });
    expect(withCampaignFilter({ status: 'active', page: 2 }, { status: undefined })).toEqual({});
    expect(hasCampaignFilters({ page: 2, size: 10 })).toBe(false);
    expect(hasCampaignFilters({ status: 'planned' })).toBe(true);
  });
});
