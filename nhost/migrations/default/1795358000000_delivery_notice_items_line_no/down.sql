CREATE INDEX IF NOT EXISTS delivery_notice_items_notice_idx ON public.delivery_notice_items (notice_id);
DROP INDEX IF EXISTS public.delivery_notice_items_notice_line_idx;
ALTER TABLE public.delivery_notice_items DROP COLUMN IF EXISTS line_no;
