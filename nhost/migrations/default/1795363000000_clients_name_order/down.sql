DROP INDEX IF EXISTS public.clients_name_idx;
