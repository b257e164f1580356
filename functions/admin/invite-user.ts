import { isOrganizationRole, ORG_ADMIN_ROLE, ORGANIZATION_ROLES } from '@rampa/domain';
import { requireSession, type FunctionRequest, type FunctionResponse } from '../_utils/auth';
import { requirePost } from '../_utils/http';

type Request = FunctionRequest;
type Response = FunctionResponse;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const fail = (res: Response, status: number, error: string, message: string) =>
  res.status(status).json({ status, error, message });

/**
 * The backend's own services, as Nhost gives them to functions: NHOST_GRAPHQL_URL, NHOST_AUTH_URL (else from
 * NHOST_SUBDOMAIN and NHOST_REGION) and NHOST_ADMIN_SECRET. Never from the request's Host header: the admin
 * secret must not follow a forged one.
 */
function services() {
  const { NHOST_SUBDOMAIN: subdomain, NHOST_REGION: region } = process.env;
  const cloud = (service: string) =>
    subdomain && region ? `https://${subdomain}.${service}.${region}.nhost.run/v1` : undefined;
  return {
    graphqlUrl: process.env.NHOST_GRAPHQL_URL ?? cloud('graphql'),
    authUrl: process.env.NHOST_AUTH_URL ?? cloud('auth'),
    adminSecret: process.env.NHOST_ADMIN_SECRET ?? process.env.HASURA_GRAPHQL_ADMIN_SECRET,
  };
}

async function adminGraphql<T>(
  service: ReturnType<typeof services>,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const answer = await fetch(service.graphqlUrl!, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': service.adminSecret! },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await answer.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`graphql: ${body.errors[0]!.message}`);
  return body.data as T;
}

/**
 * POST /v1/functions/admin/invite-user `{ email, displayName, role, clientId?, redirectTo? }` → 201 `{ userId }`.
 * For the organization's administrator (`org_admin` among the caller's JWT roles, and his org_admin profile):
 * creates the account in his organization with the chosen role (auth.users, auth.user_roles, public.profiles
 * in one mutation) and sends the invitee a link to set his password (hasura-auth's password-reset e-mail).
 * A `klient` is invited for one client of the organization (`clientId`, his profile's `client_id`): required
 * for that role, refused for the others.
 * 400 invalid-request, 401 without a session, 403 for anyone else, 409 user-exists.
 */
export default async function inviteUser(req: Request, res: Response) {
  if (!requirePost(req, res)) return;
  const session = await requireSession(req, res);
  if (!session) return;
  if (!session.allowedRoles.includes(ORG_ADMIN_ROLE)) {
    return fail(res, 403, 'forbidden', 'Only the organization administrator may invite users');
  }
  const body = (req.body ?? {}) as Record<string, unknown>;
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const displayName = typeof body.displayName === 'string' ? body.displayName.trim() : '';
  const role = typeof body.role === 'string' ? body.role : '';
  if (!EMAIL.test(email) || email.length > 254) {
    return fail(res, 400, 'invalid-email', 'A valid e-mail address is required');
  }
  if (displayName.length === 0 || displayName.length > 200) {
    return fail(res, 400, 'invalid-display-name', 'A display name of 1 to 200 characters is required');
  }
  // The organization's roles only: Nhost's own `user`/`me` are not among them.
  if (!isOrganizationRole(role)) {
    return fail(res, 400, 'invalid-role', `The role must be one of ${ORGANIZATION_ROLES.join(', ')}`);
  }
  const clientId = typeof body.clientId === 'string' && body.clientId !== '' ? body.clientId : null;
  if (role === 'klient' && (!clientId || !UUID.test(clientId))) {
    return fail(res, 400, 'invalid-client', 'A klient is invited for a client of the organization: clientId');
  }
  if (role !== 'klient' && (clientId !== null || (body.clientId !== undefined && body.clientId !== null))) {
    return fail(res, 400, 'invalid-client', 'Only a klient is invited for a client');
  }
  const redirectTo = typeof body.redirectTo === 'string' ? body.redirectTo : undefined;

  const service = services();
  if (!service.adminSecret || !service.graphqlUrl || !service.authUrl) {
    return fail(
      res,
      500,
      'not-configured',
      'NHOST_ADMIN_SECRET and the service URLs are not set for functions',
    );
  }
  const caller = await adminGraphql<{
    user: { disabled: boolean; profiles: { org_id: string }[] } | null;
    users: { id: string }[];
    clients: { org_id: string }[];
  }>(
    service,
    `query InviteCaller($id: uuid!, $email: citext!, $clientIds: [uuid!]!) {
      user(id: $id) { disabled profiles(where: {role: {_eq: "org_admin"}}) { org_id } }
      users(where: {email: {_eq: $email}}) { id }
      clients(where: {id: {_in: $clientIds}}) { org_id }
    }`,
    { id: session.userId, email, clientIds: clientId ? [clientId] : [] },
  );
  const orgId = caller.user?.profiles[0]?.org_id;
  if (!caller.user || caller.user.disabled || !orgId) {
    return fail(res, 403, 'forbidden', 'Only the organization administrator may invite users');
  }
  // Another organization's client is as unknown as one that does not exist.
  if (clientId && caller.clients[0]?.org_id !== orgId) {
    return fail(res, 400, 'invalid-client', 'The client is not one of the organization');
  }
  if (caller.users.length > 0) {
    return fail(res, 409, 'user-exists', 'A user with this e-mail address already exists');
  }
  const [firstName = '', ...rest] = displayName.split(/\s+/);
  const created = await adminGraphql<{ insertUser: { id: string } }>(
    service,
    `mutation InviteUser($user: users_insert_input!) { insertUser(object: $user) { id } }`,
    {
      user: {
        email,
        displayName,
        locale: 'pl',
        defaultRole: role,
        metadata: { firstName, lastName: rest.join(' '), invitedBy: session.userId },
        roles: { data: [{ role }] },
        profiles: { data: [{ org_id: orgId, role, display_name: displayName, client_id: clientId }] },
      },
    },
  );
  // The invitee sets his own password from the e-mail; the answer is the same whatever happens to it.
  await fetch(`${service.authUrl}/user/password/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, ...(redirectTo && { options: { redirectTo } }) }),
  });
  return res.status(201).json({ userId: created.insertUser.id });
}
