-- The hosted editor's GitHub sign-ins (worker/cmsAuth.ts): each state the Worker signed is taken
-- here when GitHub sends the editor back, so it can be used once; the Worker's cron deletes a row
-- once its state has expired (ten minutes after it was issued). Only the Worker uses this table;
-- the Node server's SQLite has it too, since both apply the same migrations.
CREATE TABLE cms_sign_in_states (
  -- The state's random part.
  nonce TEXT PRIMARY KEY,
  -- When the state expires (milliseconds since 1970, UTC): the row may go after that.
  expires_at INTEGER NOT NULL
);
CREATE INDEX cms_sign_in_states_expiry ON cms_sign_in_states (expires_at);
