import { describe, expect, it } from 'vitest';
import { clientOrderBy, clientWhere } from '@rampa/sdk';
import {
  cleanClientListSearch,
  clientListFilters,
  hasFilters,
  parseClientListSearch,
  withFilter,
} from './listSearch';

const OWNER = '3f2a9c1e-8b7d-4c5e-9f10-123456789abc';

describe('the client list URL state', () => {
  it('keeps valid keys, drops malformed ones and leaves defaults out', () => {
    expect(
      parseClientListSearch({
        q: '  Kowal  ',
        status: ['active', 'nonsense'],
        kind: 'company',
        city: 'Kraków',
        voivodeship: ['małopolskie'],
        owner: OWNER,
        tags: ['VIP', 'VIP', 'hurt'],
        sort: 'city',
        dir: 'desc',
        page: 3,
        size: 50,
      }),
    ).toEqual({
      q: 'Kowal',
      kind: 'company',
      city: 'Kraków',
      voivodeship: ['małopolskie'],
      owner: OWNER,
      tags: ['VIP', 'hurt'],
      sort: 'city',
      dir: 'desc',
      page: 3,
      size: 50,
    });
  });

  it('turns hand-typed single values and numbers into their types', () => {
    expect(parseClientListSearch({ status: 'blocked', page: '2', size: '10', tags: 'VIP' })).toEqual({
      status: ['blocked'],
      page: 2,
      size: 10,
      tags: ['VIP'],
    });
  });

  it('ignores what cannot be a list state', () => {
    expect(
      parseClientListSearch({
        q: '',
        kind: 'robot',
        owner: 'not-a-uuid',
        sort: 'pesel',
        dir: 'up',
        page: 0,
        size: 33,
        voivodeship: ['bawaria'],
      }),
    ).toEqual({});
  });

  it('removes defaults, so equal states have equal URLs', () => {
    expect(
      cleanClientListSearch({ page: 1, size: 25, sort: 'name', dir: 'asc', status: [], q: ' ' }),
    ).toEqual({});
  });

  it('maps the URL state to the sdk filters with every key present', () => {
    expect(clientListFilters({})).toEqual({
      search: '',
      status: [],
      kind: undefined,
      city: '',
      voivodeship: [],
      ownerId: undefined,
      tags: [],
      sort: 'name',
      direction: 'asc',
      page: 1,
      pageSize: 25,
    });
  });

  it('produces the GraphQL where and order of the URL state', () => {
    const filters = clientListFilters({
      q: 'Trans',
      status: ['active', 'lead'],
      kind: 'company',
      owner: OWNER,
      tags: ['VIP'],
      sort: 'updated_at',
      dir: 'desc',
      page: 2,
    });
    expect(clientWhere(filters)).toEqual({
      _and: [
        {
          _or: [
            { name: { _ilike: '%Trans%' } },
            { code: { _ilike: '%Trans%' } },
            { city: { _ilike: '%Trans%' } },
            { nip: { _ilike: '%Trans%' } },
          ],
        },
        { status: { _in: ['active', 'lead'] } },
        { kind: { _eq: 'company' } },
        { owner_id: { _eq: OWNER } },
        { tags: { _contains: '{"VIP"}' } },
      ],
    });
    expect(clientOrderBy(filters)).toEqual([{ updated_at: 'desc' }, { id: 'asc' }]);
  });

  it('starts again at page 1 when a filter changes', () => {
    expect(withFilter({ page: 4, sort: 'city', q: 'a' }, { status: ['lead'] })).toEqual({
      q: 'a',
      sort: 'city',
      status: ['lead'],
    });
    expect(hasFilters({ sort: 'city', page: 2 })).toBe(false);
    expect(hasFilters({ tags: ['VIP'] })).toBe(true);
  });

  it('narrows to the clients added from a Warsaw day (the start page\'s "Nowi klienci")', () => {
    const search = parseClientListSearch({ from: '2026-11-01', sort: 'created_at', dir: 'desc' });
    expect(search).toEqual({ from: '2026-11-01', sort: 'created_at', dir: 'desc' });
    expect(parseClientListSearch({ from: '2026-02-30x' })).toEqual({});
    expect(parseClientListSearch({ from: '2026-13-45' })).toEqual({});
    expect(hasFilters(search)).toBe(true);
    const filters = clientListFilters(search);
    // Midnight in Warsaw (UTC+1 in November) is 23:00 UTC the day before.
    expect(filters.createdFrom).toBe('2026-10-31T23:00:00.000Z');
    expect(clientWhere(filters)).toEqual({ created_at: { _gte: '2026-10-31T23:00:00.000Z' } });
  });
});
