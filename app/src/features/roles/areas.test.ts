import { describe, expect, it } from 'vitest';
import { AccessDeniedError, guardArea, rolesFor, startPathOf } from './areas';

describe('areas', () => {
  it('starts each role on its own dashboard', () => {
    expect(startPathOf('handlowiec')).toBe('/handlowiec/pulpit');
    expect(startPathOf('magazynier')).toBe('/magazynier/');
    expect(startPathOf('kierowca')).toBe('/kierowca/');
    expect(startPathOf('klient')).toBe('/klient/');
    expect(startPathOf('org_admin')).toBe('/admin');
    expect(startPathOf(null)).toBe('/pulpit');
  });

  it("lets the administrator into the sales rep's area but nobody into another role's", () => {
    expect(() => guardArea('handlowiec', 'org_admin')).not.toThrow();
    expect(() => guardArea('handlowiec', 'magazynier')).toThrow(AccessDeniedError);
    expect(() => guardArea('kierowca', 'handlowiec')).toThrow(AccessDeniedError);
    expect(() => guardArea('admin', 'handlowiec')).toThrow(AccessDeniedError);
    expect(() => guardArea('klient', null)).toThrow(AccessDeniedError);
  });

  it('follows the active role, not every role held', () => {
    expect(() => guardArea('handlowiec', 'magazynier')).toThrow(AccessDeniedError);
    expect(rolesFor('handlowiec', ['handlowiec', 'magazynier'])).toEqual(['handlowiec']);
    expect(rolesFor('kierowca', ['handlowiec', 'magazynier'])).toEqual([]);
  });
});
