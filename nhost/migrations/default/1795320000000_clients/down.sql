DROP TABLE public.audit_log;
DROP TABLE public.client_consents;
DROP TABLE public.client_contacts;
DROP TRIGGER profiles_client_same_org ON public.profiles;
DROP INDEX public.profiles_user_id_idx;
ALTER TABLE public.profiles DROP COLUMN client_id;
DROP TABLE public.client_code_counters;
DROP TABLE public.clients;
DROP FUNCTION public.audit_row_change();
DROP FUNCTION public.client_children_before_write();
DROP FUNCTION public.profiles_client_same_org();
DROP FUNCTION public.clients_before_write();
DROP FUNCTION public.hasura_session_user_id();
DROP FUNCTION public.is_valid_pesel(text);
DROP FUNCTION public.is_valid_regon(text);
DROP FUNCTION public.is_valid_nip(text);
-- pg_trgm stays: other objects may use it.
