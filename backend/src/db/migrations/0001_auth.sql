-- The `auth` schema of hasura-auth: Nhost's table, column and constraint names, so that a database moves
-- between this backend and Nhost. New hashes in password_hash are argon2id; Nhost's bcrypt hashes verify too.

CREATE EXTENSION IF NOT EXISTS citext WITH SCHEMA public;

CREATE SCHEMA auth;

CREATE FUNCTION auth.set_current_timestamp_updated_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;

CREATE DOMAIN auth.email AS public.citext
  CONSTRAINT email_check CHECK (
    VALUE OPERATOR(public.~) '^[a-zA-Z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$'
  );

CREATE TABLE auth.roles (
  role text PRIMARY KEY
);

CREATE TABLE auth.users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_seen timestamptz,
  disabled boolean NOT NULL DEFAULT false,
  display_name text NOT NULL DEFAULT '',
  avatar_url text NOT NULL DEFAULT '',
  locale varchar(2) NOT NULL,
  email auth.email UNIQUE,
  phone_number text UNIQUE,
  password_hash text,
  email_verified boolean NOT NULL DEFAULT false,
  phone_number_verified boolean NOT NULL DEFAULT false,
  new_email auth.email,
  otp_method_last_used text,
  otp_hash text,
  otp_hash_expires_at timestamptz NOT NULL DEFAULT now(),
  default_role text NOT NULL DEFAULT 'user',
  is_anonymous boolean NOT NULL DEFAULT false,
  totp_secret text,
  active_mfa_type text,
  ticket text,
  ticket_expires_at timestamptz NOT NULL DEFAULT now(),
  metadata jsonb,
  webauthn_current_challenge text,
  CONSTRAINT active_mfa_types_check CHECK (active_mfa_type = 'totp' OR active_mfa_type = 'sms'),
  CONSTRAINT fk_default_role FOREIGN KEY (default_role) REFERENCES auth.roles (role)
    ON UPDATE CASCADE ON DELETE RESTRICT
);

CREATE TRIGGER set_auth_users_updated_at BEFORE UPDATE ON auth.users
  FOR EACH ROW EXECUTE FUNCTION auth.set_current_timestamp_updated_at();

CREATE TABLE auth.user_roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  user_id uuid NOT NULL,
  role text NOT NULL,
  UNIQUE (user_id, role),
  CONSTRAINT fk_user FOREIGN KEY (user_id) REFERENCES auth.users (id) ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT fk_role FOREIGN KEY (role) REFERENCES auth.roles (role) ON UPDATE CASCADE ON DELETE RESTRICT
);

CREATE TABLE auth.refresh_token_types (
  value text PRIMARY KEY,
  comment text
);

-- `id` is the stable refreshTokenId of a session; only the sha256 of the current token value is stored.
CREATE TABLE auth.refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  user_id uuid NOT NULL,
  metadata jsonb,
  type text NOT NULL DEFAULT 'regular',
  refresh_token_hash varchar(255),
  CONSTRAINT fk_user FOREIGN KEY (user_id) REFERENCES auth.users (id) ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT refresh_tokens_types_fkey FOREIGN KEY (type) REFERENCES auth.refresh_token_types (value)
    ON UPDATE RESTRICT ON DELETE RESTRICT
);

CREATE INDEX refresh_tokens_refresh_token_hash_expires_at_user_id_idx
  ON auth.refresh_tokens (refresh_token_hash, expires_at, user_id);

CREATE TABLE auth.providers (
  id text PRIMARY KEY
);

CREATE TABLE auth.user_providers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  user_id uuid NOT NULL,
  access_token text NOT NULL,
  refresh_token text,
  provider_id text NOT NULL,
  provider_user_id text NOT NULL,
  UNIQUE (provider_id, provider_user_id),
  CONSTRAINT fk_user FOREIGN KEY (user_id) REFERENCES auth.users (id) ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT fk_provider FOREIGN KEY (provider_id) REFERENCES auth.providers (id)
    ON UPDATE CASCADE ON DELETE RESTRICT
);

CREATE TRIGGER set_auth_user_providers_updated_at BEFORE UPDATE ON auth.user_providers
  FOR EACH ROW EXECUTE FUNCTION auth.set_current_timestamp_updated_at();

-- OAuth requests, stored before redirecting to the provider.
CREATE TABLE auth.provider_requests (
  id uuid PRIMARY KEY,
  options jsonb
);

CREATE TABLE auth.user_security_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  credential_id text NOT NULL UNIQUE,
  credential_public_key bytea,
  counter bigint NOT NULL DEFAULT 0,
  transports varchar(255) NOT NULL DEFAULT '',
  nickname text,
  CONSTRAINT fk_user FOREIGN KEY (user_id) REFERENCES auth.users (id) ON UPDATE CASCADE ON DELETE CASCADE
);

INSERT INTO auth.roles (role) VALUES ('user'), ('anonymous'), ('me');

INSERT INTO auth.refresh_token_types (value, comment) VALUES
  ('regular', 'Regular refresh token'),
  ('pat', 'Personal access token');

INSERT INTO auth.providers (id) VALUES
  ('apple'), ('azuread'), ('bitbucket'), ('discord'), ('facebook'), ('github'), ('gitlab'), ('google'),
  ('linkedin'), ('spotify'), ('strava'), ('twitch'), ('twitter'), ('windowslive'), ('workos');
