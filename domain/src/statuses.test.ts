import { describe, expect, it } from 'vitest';
import {
  canChangeDeliveryNoticeStatus,
  DELIVERY_NOTICE_STATUSES,
  DELIVERY_NOTICE_TRANSITIONS,
  isClientStatus,
  isDeliveryNoticeStatus,
  isFinalDeliveryNoticeStatus,
} from './statuses';

describe('delivery notice statuses', () => {
  it('walks the main path from draft to completed', () => {
    const path = ['draft', 'submitted', 'confirmed', 'arrived', 'in_progress', 'completed'] as const;
    for (let i = 1; i < path.length; i++)
      expect(canChangeDeliveryNoticeStatus(path[i - 1]!, path[i]!)).toBe(true);
    expect(isFinalDeliveryNoticeStatus('completed')).toBe(true);
  });

  it('allows the side exits only where product.md puts them', () => {
    expect(canChangeDeliveryNoticeStatus('submitted', 'rejected')).toBe(true);
    expect(canChangeDeliveryNoticeStatus('confirmed', 'no_show')).toBe(true);
    expect(canChangeDeliveryNoticeStatus('draft', 'confirmed')).toBe(false);
    expect(canChangeDeliveryNoticeStatus('arrived', 'cancelled')).toBe(false);
    expect(canChangeDeliveryNoticeStatus('completed', 'draft')).toBe(false);
    expect(DELIVERY_NOTICE_STATUSES.filter(isFinalDeliveryNoticeStatus)).toEqual([
      'completed',
      'rejected',
      'cancelled',
      'no_show',
    ]);
  });

  it('reaches every status from draft', () => {
    const reached = new Set<string>(['draft']);
    for (const status of DELIVERY_NOTICE_STATUSES) {
      for (const next of DELIVERY_NOTICE_TRANSITIONS[status]) reached.add(next);
    }
    expect([...reached].sort()).toEqual([...DELIVERY_NOTICE_STATUSES].sort());
  });

  it('recognises status codes', () => {
    expect(isDeliveryNoticeStatus('no_show')).toBe(true);
    expect(isDeliveryNoticeStatus('done')).toBe(false);
    expect(isClientStatus('blocked')).toBe(true);
    expect(isClientStatus('aktywny')).toBe(false);
  });
});
