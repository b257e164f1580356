import { describe, expect, it } from 'vitest';
import { createSystemStore, DEFAULT_SYSTEM_STATE } from './systemState.store';

const fields = (store: ReturnType<typeof createSystemStore>) => {
  const { actions: _actions, ...state } = store.getState();
  return state;
};

describe('system state store', () => {
  it('starts with the spec defaults', () => {
    expect(fields(createSystemStore())).toEqual({
      code: '',
      profile: 'dashboard',
      sidebarOpen: true,
      orgName: '',
      pageTitle: '',
      theme: '',
    });
  });

  it('replaces the whole state', () => {
    const store = createSystemStore();
    const next = {
      code: 'H1',
      profile: 'handlowiec',
      sidebarOpen: false,
      orgName: 'Rampa',
      pageTitle: 'Pulpit',
      theme: 'dark',
    };
    store.getState().actions.replace(next);
    expect(fields(store)).toEqual(next);
    expect(typeof store.getState().actions.update).toBe('function');
  });

  it('updates only known fields and ignores undefined values', () => {
    const store = createSystemStore({ orgName: 'Rampa', pageTitle: 'Pulpit' });
    store.getState().actions.update({
      pageTitle: 'Klienci',
      orgName: undefined,
      sidebarOpen: false,
      ...({ unknownField: 'x' } as object),
    });
    expect(fields(store)).toEqual({
      ...DEFAULT_SYSTEM_STATE,
      orgName: 'Rampa',
      pageTitle: 'Klienci',
      sidebarOpen: false,
    });
    expect(store.getState()).not.toHaveProperty('unknownField');
  });

  it('resets to the defaults', () => {
    const store = createSystemStore({ code: 'X', sidebarOpen: false });
    store.getState().actions.reset();
    expect(fields(store)).toEqual(DEFAULT_SYSTEM_STATE);
  });

  it('keeps separate instances apart', () => {
    const a = createSystemStore();
    const b = createSystemStore();
    a.getState().actions.update({ code: 'A' });
    expect(b.getState().code).toBe('');
  });
});
