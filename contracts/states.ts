/**
 * Every provider state of every Rampa contract, defined once and shared by the consumer tests (`.given(...)`)
 * and the provider verifications (state handlers). A state is a sentence whose `{placeholders}` are its
 * parameters; the parameter names are derived from the sentence, so a typo on either side fails `tsc`.
 *
 * Values the provider generates (tokens, ids) are not parameters: the state declares them in `provides`, the
 * provider's handler must return them, and the consumer injects them with `fromProviderState(state.value(key))`.
 * Never put a concrete id in a sentence; pass it as a parameter or let the provider generate it.
 */

/** The `{name}` placeholders of a state sentence, as a union of names. */
export type StateParamName<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | StateParamName<Rest>
  : never;

export type StateParams<S extends string> = { readonly [K in StateParamName<S>]: string };

/** What `.given()` takes: the sentence, and its parameters. */
export type GivenArgs<S extends string = string> = readonly [description: S, params: StateParams<S>];

export interface ProviderState<S extends string = string, P extends string = never> {
  /** Builds the `.given()` arguments: `.given(...userWithPassword({ email, password }))`. */
  (params: StateParams<S>): GivenArgs<S>;
  readonly description: S;
  /** Names of the values the provider returns from this state's setup. */
  readonly provides: readonly P[];
  /** The `fromProviderState` expression for a provided value: `'${refreshToken}'`. */
  value(key: P): `\${${P}}`;
}

function defineState<const S extends string, const P extends string = never>(
  description: S,
  provides: readonly P[] = [],
): ProviderState<S, P> {
  const build = (params: StateParams<S>): GivenArgs<S> => [description, params];
  return Object.assign(build, {
    description,
    provides,
    value: (key: P) => `\${${key}}` as const,
  });
}

// ---- nhost-auth -----------------------------------------------------------------------------------------------

/** A user who can sign in with this e-mail and password (verified e-mail, not disabled, no MFA). */
export const userWithPassword = defineState('a user {email} with password {password} exists');

/**
 * A valid refresh token of the user with this e-mail (the user is created when missing). Provides the token
 * value, which the provider generates.
 */
export const refreshTokenOf = defineState('a refresh token for {email} exists', ['refreshToken']);

/** A user with this password whose e-mail is not verified yet (sign-in answers unverified-user). */
export const unverifiedUserWithPassword = defineState(
  'a user {email} with password {password} exists whose e-mail is not verified',
);

/** A user with this password and TOTP multi-factor on: the password step answers with an MFA ticket. */
export const userWithTotp = defineState('a user {email} with password {password} has TOTP multi-factor on');

/** A user between the password step and the TOTP step: provides the ticket and a currently valid code. */
export const mfaTicketOf = defineState('a user {email} waits for a TOTP code after the password step', [
  'ticket',
  'otp',
]);

/** Nobody has this e-mail address (a sign-up may use it). */
export const noUser = defineState('no user {email} exists');

/** AUTH_ANONYMOUS_USERS_ENABLED on / off. */
export const anonymousSignInEnabled = defineState('anonymous sign-in is enabled');
export const anonymousSignInDisabled = defineState('anonymous sign-in is disabled');

/** A signed-in session of the user (created when missing): its access and refresh tokens. */
export const signedInAs = defineState('a user {email} is signed in', ['accessToken', 'refreshToken']);

/** A signed-in anonymous user (anonymous sign-in enabled). */
export const signedInAnonymously = defineState('an anonymous user is signed in', [
  'accessToken',
  'refreshToken',
]);

/** A personal access token of the user (created when missing). */
export const personalAccessTokenOf = defineState('a personal access token for {email} exists', [
  'personalAccessToken',
]);

/** A one-time sign-in code was e-mailed to the user (created when missing). */
export const emailOtpOf = defineState('an e-mail sign-in code for {email} was sent', ['otp']);

/** The signed-in user has generated a TOTP secret and not activated it: provides a valid code for it. */
export const pendingTotpOf = defineState('a signed-in user {email} has generated a TOTP secret', [
  'accessToken',
  'code',
]);

/** A signed-in user with TOTP on: provides a valid code to turn it off. */
export const activeTotpOf = defineState('a signed-in user {email} has TOTP multi-factor on', [
  'accessToken',
  'code',
]);

/**
 * The OpenID Connect provider {provider} is configured (a local issuer the verification starts) and signed an ID
 * token for a new account with this e-mail: provides the token.
 */
export const idTokenOf = defineState('the provider {provider} issued an ID token for {email}', ['idToken']);

/**
 * A user with a registered security key (a software authenticator) started a security-key sign-in: provides the
 * authenticator's assertion for that ceremony's challenge (credential id, client data, authenticator data,
 * signature).
 */
export const securityKeyAssertionOf = defineState(
  'a user {email} with a security key has signed the challenge of a security-key sign-in',
  ['credentialId', 'clientDataJSON', 'authenticatorData', 'signature'],
);

/**
 * A signed-in user with a registered security key started an elevation: provides the access token and the
 * authenticator's assertion for that ceremony's challenge.
 */
export const securityKeyElevationOf = defineState(
  'a signed-in user {email} with a security key has signed the challenge of an elevation',
  ['accessToken', 'credentialId', 'clientDataJSON', 'authenticatorData', 'signature'],
);

/**
 * A signed-in user started adding a security key and a new key answered the challenge: provides the access
 * token and the new credential (id, client data, attestation object).
 */
export const securityKeyRegistrationOf = defineState(
  'a signed-in user {email} has a new security key that answered the challenge of adding it',
  ['accessToken', 'credentialId', 'clientDataJSON', 'attestationObject'],
);

/**
 * A security-key sign-up for a new e-mail was started and a new key answered its challenge: provides the
 * credential (id, client data, attestation object).
 */
export const securityKeySignUpOf = defineState(
  'a new security key answered the challenge of a security-key sign-up for {email}',
  ['credentialId', 'clientDataJSON', 'attestationObject'],
);

// ---- nhost-storage --------------------------------------------------------------------------------------------

/** A user whose default (and only) role is this Rampa role, signed in: provides their access token. */
export const storageUserSignedIn = defineState('a signed-in user {email} with the role {role}', [
  'accessToken',
]);

/**
 * A stored file: `content` (base64) uploaded with this id and name to the bucket by the user with this e-mail and
 * role (created when missing). Set up anew each time, so a replacement or a deletion is undone.
 */
export const storedFile = defineState(
  'a file {fileId} named {name} with the content {content} was uploaded to {bucketId} by {email} as {role}',
);

/** No file has this id. */
export const noStoredFile = defineState('no file {fileId} exists');

/** AUTH_SMS_PASSWORDLESS_ENABLED on (messages go to the dev inbox) / off. */
export const smsSignInEnabled = defineState('SMS sign-in is enabled');
export const smsSignInDisabled = defineState('SMS sign-in is disabled');

/** A one-time sign-in code was texted to this number (SMS sign-in on, the user created when missing). */
export const smsOtpOf = defineState('an SMS sign-in code for {phoneNumber} was sent', ['otp']);

// ---- nhost-graphql: Klienci -----------------------------------------------------------------------------------

/**
 * A signed-in handlowiec (the only role of this user) in the organization {orgId}, which has a company client
 * with this code and name, every list and detail field filled, exactly one contact (the primary one) and one
 * consent (e-mail, granted); the handlowiec owns it. The contact and the consent are set up anew each time.
 * Provides the access token and the client's and the contact's ids.
 */
export const handlowiecWithClient = defineState(
  'a signed-in handlowiec {email} of the organization {orgId} has the client {code} named {name}',
  ['accessToken', 'clientId', 'contactId'],
);

/**
 * Powiadomienia: a signed-in user with this role who has exactly two notifications, the newer one unread (and
 * another user's notification he must not see); set up anew each time. Provides the access token and the id of
 * the unread one.
 */
export const userWithNotifications = defineState(
  'a signed-in {role} {email} has one unread and one read notification',
  ['accessToken', 'notificationId'],
);

/**
 * Profil: a signed-in user with this role and one profile, in the organization {orgId}, who has switched his
 * notification e-mails off (set up anew each time). Provides the access token and the user's id.
 */
export const userWithNotificationEmailsOff = defineState(
  'a signed-in {role} {email} of the organization {orgId} has switched notification e-mails off',
  ['accessToken', 'userId'],
);

/**
 * Profil & Ustawienia: a signed-in user with this role, his own row of auth.users, one security key with this
 * nickname and one personal access token named `tokenName` (metadata.name); set up anew each time.
 */
export const profileOwner = defineState(
  'a signed-in user {email} with the role {role} has a security key {nickname} and a personal access token {tokenName}',
  ['accessToken', 'userId', 'securityKeyId', 'tokenId'],
);

// ---- nhost-graphql: Awizacje and Magazyny ----------------------------------------------------------------------

/**
 * A signed-in user with this role (the only one he holds) in the organization {orgId}, which has the warehouse
 * {warehouseCode} (Monday–Saturday hours, two ramps: R1 for both directions, R2 unloading), a spare warehouse
 * and ramp nothing points at, a kierowca, the client {clientCode}, one product, and exactly one awizacja: a
 * draft on R1 with one goods line and one CMR attachment, plus an uploaded file not yet attached. Everything
 * is set up anew each time, so a status change or delete of one interaction changes nothing for the next.
 */
export const staffWithNotice = defineState(
  'a signed-in {role} {email} of the organization {orgId} has the warehouse {warehouseCode} and a draft awizacja for the client {clientCode}',
  [
    'accessToken',
    'noticeId',
    'warehouseId',
    'rampId',
    'spareWarehouseId',
    'spareRampId',
    'clientId',
    'productId',
    'attachmentId',
    'fileId',
  ],
);

/**
 * The magazynier's end of a notice: the same organization and warehouse as {@link staffWithNotice}, with exactly
 * one awizacja, in progress (unloading) on R1, with one goods line and no received quantity yet.
 */
export const warehouseWithNoticeInProgress = defineState(
  'a signed-in {role} {email} of the organization {orgId} has the warehouse {warehouseCode} and an awizacja in progress for the client {clientCode}',
  ['accessToken', 'noticeId', 'itemId'],
);

/**
 * The kierowca's end: a signed-in kierowca {email} of the organization {orgId} (his only role) with one confirmed
 * awizacja assigned to him at {warehouseCode}, for the client {clientCode}, with one goods line. Provides a time
 * a few minutes ago (`arrivedAt`), as a tap of "Jestem na miejscu" must lie within the last twelve hours.
 */
export const driverWithConfirmedNotice = defineState(
  'a signed-in kierowca {email} of the organization {orgId} has a confirmed awizacja at {warehouseCode} for the client {clientCode}',
  ['accessToken', 'noticeId', 'arrivedAt'],
);

/**
 * A signed-in klient {email} of the organization {orgId} whose profile points at the client {clientCode}, with one
 * submitted awizacja of that client at {warehouseCode}.
 */
export const klientOfClient = defineState(
  'a signed-in klient {email} of the organization {orgId} acts for the client {clientCode} with a submitted awizacja at {warehouseCode}',
  ['accessToken', 'clientId', 'noticeId', 'warehouseId', 'productId'],
);

// ---- nhost-graphql: Produkty -----------------------------------------------------------------------------------

/**
 * A signed-in user with this role (the only one he holds) in the organization {orgId}, whose catalogue is exactly
 * the category {categoryName} with one active product {sku} (a valid EAN, 23 % VAT); set up anew each time, so a
 * create, update or deactivation of one interaction changes nothing for the next. Provides the access token and
 * the category's and product's ids.
 */
export const staffWithProduct = defineState(
  'a signed-in {role} {email} of the organization {orgId} has the product {sku} in the category {categoryName}',
  ['accessToken', 'categoryId', 'productId'],
);

// ---- nhost-graphql: Kampanie and the dashboard -----------------------------------------------------------------

/**
 * A signed-in user with this role (the only one he holds) in the organization {orgId}, which has exactly two
 * active clients in mazowieckie: {clientCode} with the e-mail consent and one who never gave it; one warehouse
 * with a ramp and one submitted awizacja on {day} at 12:00 (Warsaw) created by him; and exactly one campaign: the
 * active e-mail campaign {campaignName} whose only member is {clientCode}, selected. Set up anew each time.
 */
export const staffWithCampaign = defineState(
  'a signed-in {role} {email} of the organization {orgId} runs the e-mail campaign {campaignName} with the consenting client {clientCode} and an awizacja on {day}',
  ['accessToken', 'userId', 'campaignId', 'clientId', 'memberId'],
);

export const staffWithPriceList = defineState(
  'a signed-in {role} {email} of the organization {orgId} has a price list made for the client {clientName}',
  ['accessToken', 'clientId', 'productId'],
);

/**
 * The organization's administrator, signed in, and a klient user of one of its clients; a second client of the
 * organization is there to move him to. Provides the klient's profile id and the second client's id.
 */
export const adminWithKlient = defineState(
  'a signed-in org_admin {email} of the organization {orgId} has a klient {klientEmail} of the client {clientName} and another client {otherClientName}',
  ['accessToken', 'profileId', 'otherClientId'],
);

/**
 * The organization's administrator, signed in, and one other user of the organization who holds only the role
 * {role} (his default), enabled and never signed in; no other profile in the organization. Set up anew each time,
 * so a role change or a disabling of one interaction changes nothing for the next. Provides the user's id.
 */
export const adminWithUser = defineState(
  'a signed-in org_admin {email} of the organization {orgId} has a user {userEmail} with the role {role}',
  ['accessToken', 'userId'],
);
