-- The outbox of contact-form leads. The same migrations run on the Node server's SQLite database
-- (applied at start-up, recorded in d1_migrations as wrangler does) and on Cloudflare D1
-- (`wrangler d1 migrations apply`). Times are milliseconds since 1970 (UTC).

-- One row per lead the relay accepted. Spam is never stored here (see refusals).
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  -- The browser's idempotency key: a repeated POST finds its lead instead of making another.
  idempotency_key TEXT NOT NULL UNIQUE,
  -- A hash of the submitted fields: the same key with other fields is refused (409).
  body_hash TEXT NOT NULL,
  -- The address and message, normalised and hashed: the same lead sent again under a new key.
  fingerprint TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  -- The submitted fields as JSON, for the operator.
  submission TEXT NOT NULL,
  -- The chat message, formatted once on arrival, so that every attempt sends the same text.
  message TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  -- Attempts made so far; backoff counts those since backoff_from (an operator's re-send resets it).
  attempts INTEGER NOT NULL DEFAULT 0,
  backoff_from INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  -- An attempt in flight holds the lead until lease_until; its holder is lease_token.
  lease_until INTEGER,
  lease_token TEXT,
  last_status INTEGER,
  last_error TEXT,
  delivered_at INTEGER,
  message_id INTEGER,
  failed_at INTEGER,
  -- When the relay last reported this lead as waiting too long (one error line per stuck lead).
  stuck_reported_at INTEGER
);
CREATE INDEX leads_due ON leads (status, next_attempt_at);
CREATE INDEX leads_fingerprint ON leads (fingerprint, received_at);
CREATE INDEX leads_received ON leads (received_at);
CREATE INDEX leads_leased ON leads (lease_until) WHERE lease_until IS NOT NULL;

-- Every delivery attempt: outcome NULL while it is in flight ('interrupted' if its process died).
CREATE TABLE attempts (
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  n INTEGER NOT NULL,
  started_at INTEGER NOT NULL,
  finished_at INTEGER,
  outcome TEXT CHECK (outcome IN ('delivered', 'retry', 'rejected', 'interrupted')),
  http_status INTEGER,
  error TEXT,
  PRIMARY KEY (lead_id, n)
);

-- One row per accepted lead, for the rate limits (per address, and in all), written in the same
-- transaction as the lead. The address is kept only as a hash, and rows older than the longest
-- limit window are deleted.
CREATE TABLE rate_events (
  address TEXT NOT NULL,
  at INTEGER NOT NULL,
  lead_id TEXT NOT NULL
);
CREATE INDEX rate_events_address_at ON rate_events (address, at);
CREATE INDEX rate_events_at ON rate_events (at);

-- Spam refused per hour and reason: a count, never the submission.
CREATE TABLE refusals (
  hour INTEGER NOT NULL,
  reason TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (hour, reason)
);

-- Shared settings of the relay's state, e.g. 'telegram_paused_until' after a 429.
CREATE TABLE relay_state (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);
