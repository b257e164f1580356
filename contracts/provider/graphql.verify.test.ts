import { findUserById, startSession } from '@rampa/backend';
import { afterAll, beforeAll, it } from 'vitest';
import {
  handlowiecWithClient,
  profileOwner,
  userWithNotificationEmailsOff,
  userWithNotifications,
} from '../states';
import { startBackend, type RunningBackend } from './backend';
import { noticeStateHandlers } from './notices.states';
import { priceListStateHandlers } from './pricelists.states';
import { adminStateHandlers } from './admin.states';
import { productStateHandlers } from './products.states';
import { campaignStateHandlers } from './campaigns.states';
import { onState, verifyPact, type StateHandlers } from './verify';

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

/**
 * nhost-graphql's states, set up through SQL on the backend's own database and its own session issuing.
 * Idempotent: the backend lives for the whole verification; the client is reset to its fixed values each time,
 * so an earlier update interaction changes nothing for a later one.
 */
function graphqlStateHandlers({ rampa, config }: RunningBackend): StateHandlers {
  const { db, jwt } = rampa;
  return {
    ...onState(handlowiecWithClient, async ({ email, orgId, code, name }) => {
      await db.query(
        `INSERT INTO public.organizations (id, name) VALUES ($1, 'Kontrakt Sp. z o.o.') ON CONFLICT (id) DO NOTHING`,
        [orgId],
      );
      const { rows: users } = await db.query<{ id: string }>(
        `INSERT INTO auth.users (email, locale, default_role, email_verified, display_name)
         VALUES ($1, 'pl', 'handlowiec', true, 'Handlowiec Kontraktowy')
         ON CONFLICT (email) DO UPDATE SET default_role = 'handlowiec', disabled = false
         RETURNING id`,
        [email],
      );
      const userId = users[0]!.id;
      await db.query(`DELETE FROM auth.user_roles WHERE user_id = $1 AND role <> 'handlowiec'`, [userId]);
      await db.query(
        `INSERT INTO auth.user_roles (user_id, role) VALUES ($1, 'handlowiec') ON CONFLICT (user_id, role) DO NOTHING`,
        [userId],
      );
      const { rows: profiles } = await db.query<{ id: string }>(
        `INSERT INTO public.profiles (user_id, org_id, role, display_name)
         VALUES ($1, $2, 'handlowiec', 'Handlowiec Kontraktowy')
         ON CONFLICT (user_id, org_id, role) DO UPDATE SET display_name = EXCLUDED.display_name
         RETURNING id`,
        [userId, orgId],
      );
      const ownerId = profiles[0]!.id;
      const values = [orgId, code, name, ownerId];
      const { rows: clients } = await db.query<{ id: string }>(
        `INSERT INTO public.clients (org_id, code, kind, name, nip, regon, krs, email, phone, street, building_no,
           apartment_no, postal_code, city, voivodeship, status, owner_id, payment_term_days, credit_limit, tags, notes)
         VALUES ($1, $2, 'company', $3, '5422845917', '302046830', '0000413516', 'biuro@kontrakt.pl',
           '+48 601 234 567', 'Marszałkowska', '10', '2', '00-950', 'Warszawa', 'mazowieckie', 'active', $4, 14,
           25000, '{VIP}', 'Dostawy do 14:00')
         ON CONFLICT (org_id, code) DO UPDATE SET name = EXCLUDED.name, street = EXCLUDED.street,
           building_no = EXCLUDED.building_no, postal_code = EXCLUDED.postal_code, city = EXCLUDED.city,
           voivodeship = EXCLUDED.voivodeship, status = EXCLUDED.status, owner_id = EXCLUDED.owner_id
         RETURNING id`,
        values,
      );
      const clientId = clients[0]!.id;
      // Only this client: rows created by an earlier create interaction would change the list.
      await db.query('DELETE FROM public.clients WHERE org_id = $1 AND id <> $2', [orgId, clientId]);
      // One contact and one consent, whatever an earlier interaction added, changed or deleted.
      await db.query('DELETE FROM public.client_contacts WHERE client_id = $1', [clientId]);
      await db.query('DELETE FROM public.client_consents WHERE client_id = $1', [clientId]);
      const { rows: contacts } = await db.query<{ id: string }>(
        `INSERT INTO public.client_contacts (client_id, first_name, last_name, position, phone, email, is_primary)
         VALUES ($1, 'Ewa', 'Kowalska', 'Kierownik Zakupów', '+48 602 345 678', 'ewa.kowalska@kontrakt.pl', true)
         RETURNING id`,
        [clientId],
      );
      await db.query(
        `INSERT INTO public.client_consents (client_id, channel, granted, source, text_version, recorded_by)
         VALUES ($1, 'email', true, 'form', '2025-03', $2)`,
        [clientId, userId],
      );
      const { session } = await startSession(
        db,
        { jwt, refreshTokenExpiresIn: config.refreshTokenExpiresIn },
        (await findUserById(db, userId))!,
      );
      return { accessToken: session.accessToken, clientId, contactId: contacts[0]!.id };
    }),
    ...onState(userWithNotifications, async ({ role, email }) => {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO auth.users (email, locale, default_role, email_verified, display_name)
         VALUES ($1, 'pl', $2, true, 'Odbiorca Powiadomień')
         ON CONFLICT (email) DO UPDATE SET default_role = EXCLUDED.default_role, disabled = false
         RETURNING id`,
        [email, role],
      );
      const userId = rows[0]!.id;
      await db.query(
        'INSERT INTO auth.user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT (user_id, role) DO NOTHING',
        [userId, role],
      );
      const { rows: others } = await db.query<{ id: string }>(
        `INSERT INTO auth.users (email, locale, default_role, email_verified)
         VALUES ('inny.odbiorca@example.com', 'pl', 'handlowiec', true)
         ON CONFLICT (email) DO UPDATE SET disabled = false RETURNING id`,
      );
      await db.query('DELETE FROM public.notifications WHERE user_id = ANY($1::uuid[])', [
        [userId, others[0]!.id],
      ]);
      await db.query(
        `INSERT INTO public.notifications (user_id, kind, title, body, link, created_at, read_at)
         VALUES ($1, 'system', 'Witamy w Rampie', 'Pierwsze kroki', NULL, now() - interval '2 days',
           now() - interval '1 day'),
                ($2, 'system', 'Cudze powiadomienie', NULL, NULL, now(), NULL)`,
        [userId, others[0]!.id],
      );
      const { rows: unread } = await db.query<{ id: string }>(
        `INSERT INTO public.notifications (user_id, kind, title, body, link, created_at)
         VALUES ($1, 'klient', 'Nowy klient w organizacji', 'Sprawdź jego dane', '/handlowiec/klienci/lista',
           now() - interval '1 hour')
         RETURNING id`,
        [userId],
      );
      const { session } = await startSession(
        db,
        { jwt, refreshTokenExpiresIn: config.refreshTokenExpiresIn },
        (await findUserById(db, userId))!,
      );
      return { accessToken: session.accessToken, notificationId: unread[0]!.id };
    }),
    ...onState(userWithNotificationEmailsOff, async ({ role, email, orgId }) => {
      await db.query(
        `INSERT INTO public.organizations (id, name) VALUES ($1, 'Powiadomienia Sp. z o.o.') ON CONFLICT (id) DO NOTHING`,
        [orgId],
      );
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO auth.users (email, locale, default_role, email_verified, display_name)
         VALUES ($1, 'pl', $2, true, 'Odbiorca Bez E-maili')
         ON CONFLICT (email) DO UPDATE SET default_role = EXCLUDED.default_role, disabled = false
         RETURNING id`,
        [email, role],
      );
      const userId = rows[0]!.id;
      await db.query(`DELETE FROM auth.user_roles WHERE user_id = $1 AND role <> $2`, [userId, role]);
      await db.query(
        'INSERT INTO auth.user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT (user_id, role) DO NOTHING',
        [userId, role],
      );
      await db.query('DELETE FROM public.profiles WHERE user_id = $1', [userId]);
      await db.query(
        `INSERT INTO public.profiles (user_id, org_id, role, display_name, email_notifications)
         VALUES ($1, $2, $3, 'Odbiorca Bez E-maili', false)`,
        [userId, orgId, role],
      );
      const { session } = await startSession(
        db,
        { jwt, refreshTokenExpiresIn: config.refreshTokenExpiresIn },
        (await findUserById(db, userId))!,
      );
      return { accessToken: session.accessToken, userId };
    }),
    ...onState(profileOwner, async ({ email, role, nickname, tokenName }) => {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO auth.users (email, locale, default_role, email_verified, display_name, metadata)
         VALUES ($1, 'pl', $2, true, 'Zofia Kowalska', '{"firstName":"Zofia","lastName":"Kowalska"}')
         ON CONFLICT (email) DO UPDATE SET default_role = EXCLUDED.default_role, disabled = false
         RETURNING id`,
        [email, role],
      );
      const userId = rows[0]!.id;
      await db.query(
        'INSERT INTO auth.user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT (user_id, role) DO NOTHING',
        [userId, role],
      );
      await db.query('DELETE FROM auth.user_security_keys WHERE user_id = $1', [userId]);
      await db.query("DELETE FROM auth.refresh_tokens WHERE user_id = $1 AND type = 'pat'", [userId]);
      const { rows: keys } = await db.query<{ id: string }>(
        `INSERT INTO auth.user_security_keys (user_id, credential_id, nickname)
         VALUES ($1, $2, $3) RETURNING id`,
        [userId, `kontrakt-${userId}`, nickname],
      );
      const { rows: tokens } = await db.query<{ id: string }>(
        `INSERT INTO auth.refresh_tokens (user_id, refresh_token_hash, expires_at, type, metadata)
         VALUES ($1, $2, now() + interval '90 days', 'pat', $3) RETURNING id`,
        [userId, `kontrakt-${userId}`, JSON.stringify({ name: tokenName })],
      );
      const { session } = await startSession(
        db,
        { jwt, refreshTokenExpiresIn: config.refreshTokenExpiresIn },
        (await findUserById(db, userId))!,
      );
      return {
        accessToken: session.accessToken,
        userId,
        securityKeyId: keys[0]!.id,
        tokenId: tokens[0]!.id,
      };
    }),
  };
}

it('nhost-graphql honours rampa-app’s pact', () =>
  verifyPact({
    provider: 'nhost-graphql',
    providerBaseUrl: backend.url,
    stateHandlers: {
      ...graphqlStateHandlers(backend),
      ...noticeStateHandlers(backend),
      ...productStateHandlers(backend),
      ...campaignStateHandlers(backend),
      ...priceListStateHandlers(backend),
      ...adminStateHandlers(backend),
    },
  }));
