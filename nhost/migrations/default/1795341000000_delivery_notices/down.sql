DROP TRIGGER clients_keep_notices ON public.clients;
DROP FUNCTION public.clients_keep_notices();
DROP TABLE public.delivery_notice_events;
DROP TABLE public.delivery_notice_attachments;
DROP TABLE public.delivery_notice_items;
DROP TABLE public.delivery_notices;
DROP TABLE public.delivery_notice_counters;
DROP TABLE public.delivery_notice_transitions;
DROP TABLE public.ramps;
DROP TABLE public.warehouses;
DROP FUNCTION public.delivery_notices_record_event();
DROP FUNCTION public.delivery_notice_items_before_delete();
DROP FUNCTION public.delivery_notice_children_before_write();
DROP FUNCTION public.delivery_notices_before_write();
DROP FUNCTION public.is_within_opening_hours(uuid, timestamptz, timestamptz);
DROP FUNCTION public.warehouses_before_write();
DROP FUNCTION public.is_valid_opening_hours(jsonb);
-- btree_gist stays: other objects may use it.
