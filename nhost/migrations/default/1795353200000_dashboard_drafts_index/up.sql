-- The start page's "Moje szkice" and the awizacje list's ?mine=true&status=draft: one user's drafts. Without it
-- the count reads every draft of the organization (delivery_notices_org_status_start_idx) and filters them by
-- creator; drafts are few against finished notices, so a partial index stays small.
CREATE INDEX delivery_notices_drafts_by_creator_idx
  ON public.delivery_notices (created_by, org_id)
  WHERE status = 'draft';
