DROP TRIGGER IF EXISTS delivery_notices_warehouse_active ON public.delivery_notices;
DROP FUNCTION IF EXISTS public.delivery_notices_warehouse_active();
DROP TRIGGER IF EXISTS delivery_notice_attachments_locked ON public.delivery_notice_attachments;
DROP FUNCTION IF EXISTS public.delivery_notice_attachments_locked();
