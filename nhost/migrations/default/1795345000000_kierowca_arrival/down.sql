DROP TRIGGER IF EXISTS delivery_notices_kierowca_arrival ON public.delivery_notices;
DROP FUNCTION IF EXISTS public.delivery_notices_kierowca_arrival();
