/**
 * rampa-app → nhost-graphql, Powiadomienia: the panel's list, the unread count, marking one and all read, and the
 * user's choice of notification e-mails (Profil), through the sdk's own query and mutation options, as a
 * magazynier (every role reads only the user's own).
 *
 * The live unread count (subscription NotificationUnreadCountLive over graphql-ws) is not an HTTP interaction, so
 * Pact cannot record it; it selects the same field as NotificationUnreadCount, which is here, and the backend's
 * subscription tests cover the socket.
 */
import {
  createNotificationMutations,
  createNotificationQueries,
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationEmailPreferenceDocument,
  NotificationListDocument,
  NotificationUnreadCountDocument,
  SetNotificationEmailDocument,
} from '@rampa/sdk';
import { MatchersV3 } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { userWithNotificationEmailsOff, userWithNotifications } from '../states';
import { graphqlSession } from './graphql';
import { booked, consumerPact } from './pact';
import { boolean, fromProviderState, integer, like, uuid } from './matchers';

const pact = consumerPact('nhost-graphql');
const { regex, eachLike } = MatchersV3;

const ROLE = 'magazynier';
const EMAIL = 'magazynier.powiadomienia@example.com';
const NOTIFICATION_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9a11';
const READ_AT = '2026-11-24T12:00:00.000Z';
const TIMESTAMP = regex(
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([+-]\\d{2}:\\d{2}|Z)$',
  '2026-11-24T11:00:00.000+00:00',
);

const given = () => userWithNotifications({ role: ROLE, email: EMAIL });

const magazynier = graphqlSession({ role: ROLE, accessToken: userWithNotifications.value('accessToken') });

const asRole = () => ROLE;
const now = () => new Date(READ_AT);
const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('Powiadomienia', () => {
  it('lists the user’s newest notifications', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the newest notification of the signed-in user')
      .withRequest(...magazynier.request(NotificationListDocument, { limit: 1 }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            notifications: eachLike({
              id: uuid(NOTIFICATION_ID),
              kind: like('klient'),
              title: like('Nowy klient w organizacji'),
              body: like('Sprawdź jego dane'),
              link: like('/handlowiec/klienci/lista'),
              created_at: TIMESTAMP,
              read_at: null,
            }),
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const queries = createNotificationQueries(magazynier.graphql(mockserver.url), asRole);
          // The newest one only: Pact's eachLike holds every row to one shape, and the read one differs (read_at).
          const list = await queryClient().fetchQuery(queries.list(1));
          expect(list[0]).toMatchObject({ title: expect.any(String), read_at: null });
        }),
      ));

  it('counts the unread notifications (the badge)', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the unread notification count')
      .withRequest(...magazynier.request(NotificationUnreadCountDocument))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { notifications_aggregate: { aggregate: { count: integer(1) } } } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const queries = createNotificationQueries(magazynier.graphql(mockserver.url), asRole);
          expect(await queryClient().fetchQuery(queries.unreadCount())).toBe(1);
        }),
      ));

  it('marks one notification read', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a notification marked read')
      .withRequest(
        ...magazynier.request(MarkNotificationReadDocument, {
          id: fromProviderState(userWithNotifications.value('notificationId'), NOTIFICATION_ID),
          readAt: READ_AT,
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { update_notifications: { affected_rows: integer(1) } } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const markRead = createNotificationMutations(
            magazynier.graphql(mockserver.url),
            asRole,
            now,
          ).markRead();
          expect(await markRead.mutationFn!(NOTIFICATION_ID, undefined as never)).toBe(1);
        }),
      ));

  it('marks all notifications read', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('all notifications marked read')
      .withRequest(...magazynier.request(MarkAllNotificationsReadDocument, { readAt: READ_AT }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { update_notifications: { affected_rows: integer(1) } } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const markAll = createNotificationMutations(
            magazynier.graphql(mockserver.url),
            asRole,
            now,
          ).markAllRead();
          expect(await markAll.mutationFn!(undefined, undefined as never)).toBe(1);
        }),
      ));
});

describe('Powiadomienia e-mail (Profil)', () => {
  const USER_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9a12';
  const PROFILE_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9a13';
  const given = () =>
    userWithNotificationEmailsOff({
      role: ROLE,
      email: 'magazynier.bez.emaili@example.com',
      orgId: '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9a14',
    });
  const user = graphqlSession({
    role: ROLE,
    accessToken: userWithNotificationEmailsOff.value('accessToken'),
  });
  const userId = () => fromProviderState(userWithNotificationEmailsOff.value('userId'), USER_ID);

  it('reads that the user has switched notification e-mails off', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the notification e-mail choice of a user who switched it off')
      .withRequest(...user.request(NotificationEmailPreferenceDocument, { userId: userId() }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { profiles: eachLike({ id: uuid(PROFILE_ID), email_notifications: boolean(false) }) },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const queries = createNotificationQueries(user.graphql(mockserver.url), asRole);
          expect(await queryClient().fetchQuery(queries.emailPreference(USER_ID))).toBe(false);
        }),
      ));

  it('switches the user’s notification e-mails on', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('notification e-mails switched on')
      .withRequest(...user.request(SetNotificationEmailDocument, { userId: userId(), on: true }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { update_profiles: { affected_rows: integer(1) } } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const setEmail = createNotificationMutations(user.graphql(mockserver.url), asRole, now).setEmail();
          expect(await setEmail.mutationFn!({ userId: USER_ID, on: true }, undefined as never)).toBe(1);
        }),
      ));
});
