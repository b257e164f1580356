import { describe, expect, it } from 'vitest';
import {
  canRoleChangeNoticeStatus,
  holdsRamp,
  isNoticeEditable,
  isValidPlate,
  nextNoticeStatuses,
  normalizePlate,
  NOTICE_ROLE_TRANSITIONS,
} from './notices';
import { ORGANIZATION_ROLES } from './roles';
import { canChangeDeliveryNoticeStatus, DELIVERY_NOTICE_STATUSES } from './statuses';

describe('notice transitions per role', () => {
  it('gives each role only changes the status machine allows', () => {
    for (const role of ORGANIZATION_ROLES) {
      for (const t of NOTICE_ROLE_TRANSITIONS[role]) {
        if (t.from !== null)
          expect(canChangeDeliveryNoticeStatus(t.from, t.to), `${role} ${t.from}>${t.to}`).toBe(true);
        else expect(['draft', 'submitted']).toContain(t.to);
      }
    }
  });

  it('covers every change of the status machine by some role', () => {
    for (const from of DELIVERY_NOTICE_STATUSES) {
      for (const to of DELIVERY_NOTICE_STATUSES) {
        if (!canChangeDeliveryNoticeStatus(from, to)) continue;
        expect(
          ORGANIZATION_ROLES.some((role) => canRoleChangeNoticeStatus(role, from, to)),
          `${from}>${to}`,
        ).toBe(true);
      }
    }
  });

  it('splits the work as product.md does', () => {
    expect(canRoleChangeNoticeStatus('handlowiec', 'draft', 'submitted')).toBe(true);
    expect(canRoleChangeNoticeStatus('handlowiec', 'submitted', 'confirmed')).toBe(false);
    expect(canRoleChangeNoticeStatus('magazynier', 'submitted', 'confirmed')).toBe(true);
    expect(canRoleChangeNoticeStatus('magazynier', null, 'draft')).toBe(false);
    expect(canRoleChangeNoticeStatus('klient', null, 'submitted')).toBe(true);
    expect(canRoleChangeNoticeStatus('klient', null, 'draft')).toBe(false);
    expect(nextNoticeStatuses('kierowca', 'confirmed')).toEqual(['arrived']);
    expect(nextNoticeStatuses('kierowca', 'arrived')).toEqual([]);
    expect(nextNoticeStatuses('org_admin', 'confirmed').sort()).toEqual(['arrived', 'cancelled', 'no_show']);
  });

  it('knows which statuses hold a ramp and which are editable', () => {
    expect(DELIVERY_NOTICE_STATUSES.filter(holdsRamp)).toEqual(['confirmed', 'arrived', 'in_progress']);
    expect(DELIVERY_NOTICE_STATUSES.filter(isNoticeEditable)).toEqual(['draft', 'submitted']);
  });
});

describe('plates', () => {
  it('normalises as the database does', () => {
    expect(normalizePlate('wa 123-45')).toBe('WA12345');
    expect(isValidPlate('PO 1AB23')).toBe(true);
    expect(isValidPlate('W')).toBe(false);
    expect(isValidPlate('EL-12345!')).toBe(false);
  });
});
