DROP TRIGGER IF EXISTS delivery_notice_events_notify ON public.delivery_notice_events;
DROP FUNCTION IF EXISTS public.delivery_notice_events_notify();
DROP FUNCTION IF EXISTS public.notice_window_label(timestamptz, timestamptz, text);
DROP FUNCTION IF EXISTS public.notice_link(text, public.delivery_notices, text);
DROP INDEX IF EXISTS public.notifications_email_pending_idx;
ALTER TABLE public.notifications DROP COLUMN IF EXISTS email_pending, DROP COLUMN IF EXISTS emailed_at;
DROP TRIGGER IF EXISTS delivery_notices_proposed_slot ON public.delivery_notices;
DROP FUNCTION IF EXISTS public.delivery_notices_proposed_slot();
ALTER TABLE public.delivery_notices
  DROP CONSTRAINT IF EXISTS delivery_notices_proposed_window,
  DROP COLUMN IF EXISTS proposed_start,
  DROP COLUMN IF EXISTS proposed_end;
ALTER TABLE public.profiles DROP COLUMN IF EXISTS email_notifications;
