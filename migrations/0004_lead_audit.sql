-- The leads page (/admin/leads, relay/leadQueries.ts): who viewed, exported, re-sent or erased
-- leads, and when. It names a lead by its id only, never by what the visitor typed, so an erased
-- lead leaves nothing of the person here.
CREATE TABLE lead_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at INTEGER NOT NULL,
  -- Who did it: 'github:<login>' on the edge, 'operator' on the Node server, 'terminal' for npm run leads.
  actor TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('list', 'view', 'export', 'resend', 'erase')),
  lead_id TEXT,
  -- What a list or an export showed: its filters as JSON, and how many leads.
  detail TEXT
);
CREATE INDEX lead_audit_at ON lead_audit (at);
-- The list is read newest first, often within one status.
CREATE INDEX leads_status_received ON leads (status, received_at);
