DROP TRIGGER IF EXISTS campaigns_default_owner ON public.campaigns;
DROP FUNCTION IF EXISTS public.campaigns_default_owner();
