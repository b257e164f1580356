DROP TABLE IF EXISTS public.notifications;
DROP FUNCTION IF EXISTS public.notifications_keep_read_at();
