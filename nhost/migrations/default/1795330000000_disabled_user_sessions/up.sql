-- Disabling a user ends his sessions at once, whoever disables him (the /admin screen, the console, SQL):
-- his refresh tokens are deleted, so no device can renew its access token. Personal access tokens stay, and
-- sign-in with one refuses a disabled user anyway.
CREATE FUNCTION public.end_sessions_of_disabled_user() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM auth.refresh_tokens WHERE user_id = NEW.id AND type = 'regular';
  RETURN NEW;
END;
$$;

CREATE TRIGGER end_sessions_of_disabled_user
  AFTER UPDATE OF disabled ON auth.users
  FOR EACH ROW
  WHEN (NEW.disabled AND NOT OLD.disabled)
  EXECUTE FUNCTION public.end_sessions_of_disabled_user();
