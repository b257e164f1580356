DROP TRIGGER IF EXISTS profiles_own_email_notifications ON public.profiles;
DROP FUNCTION IF EXISTS public.profiles_own_email_notifications();
DROP TRIGGER IF EXISTS profiles_klient_has_client ON public.profiles;
DROP FUNCTION IF EXISTS public.profiles_klient_has_client();
