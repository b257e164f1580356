-- A value rotated away less than AUTH_REFRESH_TOKEN_REUSE_INTERVAL ago answers with the session's current value
-- instead of counting as a replay: several tabs share one token and may present it at the same moment. That
-- successor is kept here sealed (AES-256-GCM under a key derived from the server secret and the replaced value,
-- which the database never holds), and cleared at the session's next rotation.
ALTER TABLE rampa_backend.rotated_refresh_tokens ADD COLUMN successor_seal text;
