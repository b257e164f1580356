-- A `klient` profile points at its client: a person's request (any Hasura role but admin) that would leave a klient
-- profile without one is refused, whether it adds the role (RolesDialog) or changes the company ("Zmień firmę").
-- Seeds and admin scripts (no session, or the admin secret) may link the company after the profile; a client's
-- deletion still unlinks its users (ON DELETE SET NULL runs nested, at trigger depth > 1).
CREATE FUNCTION public.profiles_klient_has_client() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  session_role text := public.hasura_session_role();
BEGIN
  IF NEW.role = 'klient' AND NEW.client_id IS NULL AND pg_trigger_depth() = 1
     AND session_role IS NOT NULL AND session_role <> 'admin' THEN
    RAISE EXCEPTION 'a klient profile must point at its client' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER profiles_klient_has_client
BEFORE INSERT OR UPDATE OF client_id, role ON public.profiles
FOR EACH ROW EXECUTE FUNCTION public.profiles_klient_has_client();

-- The administrator may change a klient's company, never his e-mail choice: under a session, each person switches
-- his own notification e-mails only (Hasura grants update columns per role, not per row).
CREATE FUNCTION public.profiles_own_email_notifications() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  session_role text := public.hasura_session_role();
BEGIN
  IF NEW.email_notifications IS DISTINCT FROM OLD.email_notifications
     AND session_role IS NOT NULL AND session_role <> 'admin'
     AND public.hasura_session_user_id() IS DISTINCT FROM NEW.user_id THEN
    RAISE EXCEPTION 'only the person himself switches his notification e-mails' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER profiles_own_email_notifications
BEFORE UPDATE OF email_notifications ON public.profiles
FOR EACH ROW EXECUTE FUNCTION public.profiles_own_email_notifications();
