import { describe, expect, it, vi } from 'vitest';
import { adminUserOrderBy, adminUserWhere, rolesChange } from './admin.queries';
import { createFunctionsClient, FunctionCallError } from '../functions/functionsClient';
import { createInviteUserCall } from './inviteUser';

const ORG = 'de000000-0000-4000-8000-000000000001';
const user = {
  id: 'u1',
  displayName: 'Jan Nowak',
  defaultRole: 'handlowiec',
  roles: ['handlowiec' as const],
  profiles: [{ id: 'p1', org_id: ORG, role: 'handlowiec' }],
};

describe('admin users', () => {
  it('searches name and e-mail literally, and filters by role and state', () => {
    expect(adminUserWhere({})).toEqual({});
    expect(adminUserWhere({ q: ' 50%_a ', role: 'kierowca', disabled: true })).toEqual({
      _and: [
        {
          _or: [{ displayName: { _ilike: '%50\\%\\_a%' } }, { email: { _ilike: '%50\\%\\_a%' } }],
        },
        { roles: { role: { _eq: 'kierowca' } } },
        { disabled: { _eq: true } },
      ],
    });
    expect(adminUserOrderBy({ sort: 'lastSeen', direction: 'desc' })).toEqual([
      { lastSeen: 'desc_nulls_last' },
      { id: 'asc' },
    ]);
  });

  it('adds missing roles before removing the others and keeps a default role the user still holds', () => {
    expect(rolesChange({ user, orgId: ORG, roles: ['magazynier', 'handlowiec'] })).toEqual({
      addProfiles: [{ user_id: 'u1', org_id: ORG, role: 'magazynier', display_name: 'Jan Nowak' }],
      addRoles: [{ userId: 'u1', role: 'magazynier' }],
      remove: ['kierowca', 'klient', 'org_admin'],
      defaultRole: 'handlowiec',
    });
    expect(rolesChange({ user, orgId: ORG, roles: ['kierowca'] })).toMatchObject({
      remove: ['handlowiec', 'magazynier', 'klient', 'org_admin'],
      defaultRole: 'kierowca',
    });
    expect(() => rolesChange({ user, orgId: ORG, roles: [] })).toThrow(/at least one role/);
    // A klient profile is added with the company picked for it, and only that one.
    expect(rolesChange({ user, orgId: ORG, roles: ['handlowiec', 'klient'], clientId: 'c1' })).toMatchObject({
      addProfiles: [
        { user_id: 'u1', org_id: ORG, role: 'klient', display_name: 'Jan Nowak', client_id: 'c1' },
      ],
    });
  });

  it("turns the function's refusal into a FunctionCallError with its code", async () => {
    const post = vi.fn().mockRejectedValue(
      Object.assign(new Error('409'), {
        status: 409,
        body: { status: 409, error: 'user-exists', message: 'exists' },
      }),
    );
    const invite = createInviteUserCall(createFunctionsClient({ post, baseURL: '/v1/functions' }));
    const error = await invite({ email: 'a@b.pl', displayName: 'A', role: 'klient' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FunctionCallError);
    expect(error).toMatchObject({ code: 'user-exists', status: 409 });
    expect(post).toHaveBeenCalledWith('/admin/invite-user', {
      email: 'a@b.pl',
      displayName: 'A',
      role: 'klient',
    });
  });
});
