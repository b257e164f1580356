import { describe, expect, it } from 'vitest';
import { isOrganizationRole, ORGANIZATION_ROLES, ROLE_START_PATHS } from './roles';

describe('roles', () => {
  it('lists the Hasura roles in the switcher order, each with its start path', () => {
    expect(ORGANIZATION_ROLES.map((role) => [role, ROLE_START_PATHS[role]])).toEqual([
      ['handlowiec', '/handlowiec/pulpit'],
      ['magazynier', '/magazynier/'],
      ['kierowca', '/kierowca/'],
      ['klient', '/klient/'],
      ['org_admin', '/admin'],
    ]);
  });

  it("does not take Hasura's own roles for an organization's", () => {
    expect(isOrganizationRole('org_admin')).toBe(true);
    expect(isOrganizationRole('admin')).toBe(false);
    expect(isOrganizationRole('user')).toBe(false);
  });
});
