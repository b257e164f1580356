DROP INDEX IF EXISTS public.delivery_notices_drafts_by_creator_idx;
