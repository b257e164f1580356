-- State of this backend beyond Nhost's schemas; `rampa_backend` is never tracked in the GraphQL metadata.

-- Every refresh token value rotated away, kept as long as a token lives: presenting one again is a replay,
-- and revokes its whole session (ASVS 10.4.5). Deleting the session row deletes its history.
CREATE TABLE rampa_backend.rotated_refresh_tokens (
  refresh_token_hash varchar(255) PRIMARY KEY,
  refresh_token_id uuid NOT NULL REFERENCES auth.refresh_tokens (id) ON DELETE CASCADE,
  rotated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX rotated_refresh_tokens_refresh_token_id_idx
  ON rampa_backend.rotated_refresh_tokens (refresh_token_id, rotated_at);

-- The argon2id hash of the demo password last given to the demo users, so a start only re-hashes their
-- passwords when RAMPA_DEMO_PASSWORD changed.
CREATE TABLE rampa_backend.demo_seed (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  password_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
