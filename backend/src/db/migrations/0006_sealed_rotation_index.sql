-- A rotation clears the session's earlier seals (only the direct predecessor of the current value still has one).
-- Found through (refresh_token_id, rotated_at) it read every value the session ever rotated away (hundreds after
-- a day of 15-minute access tokens, all of them for a busy one) at each refresh; the sealed rows alone are one.
CREATE INDEX rotated_refresh_tokens_sealed_idx
  ON rampa_backend.rotated_refresh_tokens (refresh_token_id)
  WHERE successor_seal IS NOT NULL;
