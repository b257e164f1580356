DROP TRIGGER IF EXISTS end_sessions_of_disabled_user ON auth.users;
DROP FUNCTION IF EXISTS public.end_sessions_of_disabled_user();
