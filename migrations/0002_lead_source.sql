-- Where a lead came from (src/lib/leadSource.ts): the page it was sent from and the visit's landing
-- page, referring origin, campaign parameters and click ids present, as JSON. NULL for leads that
-- arrived before this migration, or whose browser sent nothing valid.
ALTER TABLE leads ADD COLUMN source TEXT;
