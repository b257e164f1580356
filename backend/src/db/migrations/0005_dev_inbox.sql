-- The dev inbox (AUTH_DEV_INBOX): the messages the auth API would have delivered, kept instead. In the database,
-- so that with several processes on one server a mail sent through one is read through any other.
CREATE TABLE rampa_backend.dev_inbox (
  id uuid PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  template text NOT NULL,
  subject text,
  body_text text NOT NULL,
  body_html text,
  link text,
  code text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX dev_inbox_seq_idx ON rampa_backend.dev_inbox (seq DESC);
CREATE INDEX dev_inbox_recipient_idx ON rampa_backend.dev_inbox (lower(recipient), seq DESC);
