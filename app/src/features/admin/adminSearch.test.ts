import { describe, expect, it } from 'vitest';
import { adminFilters, parseAdminSearch } from './adminSearch';

describe('/admin address state', () => {
  it('keeps known values and drops the rest', () => {
    expect(
      parseAdminSearch({
        q: '  Nowak ',
        rola: 'kierowca',
        stan: 'zablokowani',
        sort: 'email',
        dir: 'desc',
        page: '3',
        size: '50',
      }),
    ).toEqual({
      q: 'Nowak',
      rola: 'kierowca',
      stan: 'zablokowani',
      sort: 'email',
      dir: 'desc',
      page: 3,
      size: 50,
    });
    expect(
      parseAdminSearch({ q: ' ', rola: 'admin', stan: 'x', sort: 'passwordHash', page: '0', size: '7' }),
    ).toEqual({});
  });

  it('turns the address into the list filters', () => {
    expect(adminFilters({ q: 'ewa', rola: 'klient', stan: 'aktywni', page: 2 })).toEqual({
      q: 'ewa',
      role: 'klient',
      disabled: false,
      page: 2,
      pageSize: 25,
    });
  });
});
