-- What the demo seed last completed, so a start of a seeded database checks one row instead of the whole demo:
-- `version` is the demo seed's (DEMO_SEED_VERSION in src/dev/demo.ts) when every part of it was ensured, and
-- `password_check` an HMAC of the demo password under a server secret, which tells an unchanged password without
-- an argon2 verification.
ALTER TABLE rampa_backend.demo_seed
  ADD COLUMN version integer,
  ADD COLUMN password_check text;
