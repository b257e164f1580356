import { describe, expect, it } from 'vitest';
import { createTestUser } from '../testing';
import { buildUserProfile } from './userProfile';
import { createUserStore } from './userState.store';

const profile = buildUserProfile(createTestUser());
const state = (store: ReturnType<typeof createUserStore>) => {
  const { data, isLoading, error } = store.getState();
  return { data, isLoading, error };
};

describe('user state store', () => {
  it('starts empty', () => {
    expect(state(createUserStore())).toEqual({ data: null, isLoading: false, error: null });
  });

  it('setUser stores the user and clears loading and error', () => {
    const store = createUserStore({ isLoading: true, error: new Error('old') });
    store.getState().actions.setUser(profile);
    expect(state(store)).toEqual({ data: profile, isLoading: false, error: null });
  });

  it('setLoading sets only the flag; setError stores the error and clears loading', () => {
    const store = createUserStore({ data: profile });
    store.getState().actions.setLoading(true);
    expect(state(store)).toEqual({ data: profile, isLoading: true, error: null });
    const error = { error: 'network', message: 'Network Error', status: 0 };
    store.getState().actions.setError(error);
    expect(state(store)).toEqual({ data: profile, isLoading: false, error });
  });

  it('updateField changes one field when a user exists, and nothing otherwise', () => {
    const store = createUserStore();
    store.getState().actions.updateField('first_name', 'Ewa');
    expect(store.getState().data).toBeNull();

    store.getState().actions.setUser(profile);
    store.getState().actions.updateField('first_name', 'Ewa');
    expect(store.getState().data).toEqual({ ...profile, first_name: 'Ewa' });
    expect(profile.first_name).toBe('Anna');
  });

  it('resetUser restores the defaults', () => {
    const store = createUserStore({ data: profile, isLoading: true });
    store.getState().actions.resetUser();
    expect(state(store)).toEqual({ data: null, isLoading: false, error: null });
  });
});

describe('buildUserProfile', () => {
  it('maps the authenticated user to the spec profile', () => {
    const user = createTestUser({ metadata: { firstName: 'Anna', lastName: 'Nowak', team: 'Północ' } });
    expect(buildUserProfile(user)).toEqual({
      id: user.id,
      keycloak_id: '',
      first_name: 'Anna',
      last_name: 'Nowak',
      lang: 'pl',
      json_metadata: { firstName: 'Anna', lastName: 'Nowak', team: 'Północ' },
      description: null,
      phone: '+48500100200',
      email: 'handlowiec@demo.rampa.pl',
      curr_profile_id: 0,
      curr_org_id: 0,
      profiles: [],
      avatar: user.avatarUrl,
    });
  });

  it('defaults the language to en and missing names to empty text', () => {
    const user = createTestUser({
      locale: '',
      metadata: {},
      phoneNumber: undefined,
      email: undefined,
      avatarUrl: '',
    });
    expect(buildUserProfile(user)).toMatchObject({
      first_name: '',
      last_name: '',
      lang: 'en',
      phone: null,
      email: null,
      avatar: null,
    });
  });
});
