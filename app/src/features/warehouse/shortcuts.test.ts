import { describe, expect, it } from 'vitest';
import { isTypingTarget, planShortcutOf } from './shortcuts';

const press = (key: string, over: Partial<Parameters<typeof planShortcutOf>[0]> = {}) =>
  planShortcutOf({
    key,
    altKey: true,
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    target: document.body,
    ...over,
  });

describe('the plan shortcuts', () => {
  it('move a day (or week) with Alt+PageUp/PageDown, go to today with Alt+Home', () => {
    expect(press('PageUp')).toBe('previous');
    expect(press('PageDown')).toBe('next');
    expect(press('Home')).toBe('today');
  });

  it('change the warehouse with Shift added', () => {
    expect(press('PageUp', { shiftKey: true })).toBe('previousWarehouse');
    expect(press('PageDown', { shiftKey: true })).toBe('nextWarehouse');
  });

  it('leave other keys and the browser’s own combinations alone', () => {
    expect(press('PageUp', { altKey: false })).toBeNull(); // plain scrolling
    expect(press('ArrowLeft')).toBeNull(); // the browser's back
    expect(press('1')).toBeNull(); // tab switching on Linux
    expect(press('PageDown', { ctrlKey: true })).toBeNull();
    expect(press('Home', { metaKey: true })).toBeNull();
  });

  it('are ignored while typing in a field, choosing in a list or working in a dialog', () => {
    const input = document.createElement('input');
    const area = document.createElement('textarea');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inDialog = document.createElement('button');
    dialog.append(inDialog);
    document.body.append(input, area, dialog);
    for (const target of [input, area, inDialog]) {
      expect(isTypingTarget(target)).toBe(true);
      expect(press('PageDown', { target })).toBeNull();
    }
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    // A radio button (the view switch) or a checkbox keeps no such keys.
    const radio = document.createElement('input');
    radio.type = 'radio';
    expect(press('PageDown', { target: radio })).toBe('next');
    expect(isTypingTarget(null)).toBe(false);
  });
});
