DROP INDEX IF EXISTS public.delivery_notices_org_day_status_idx;
CREATE INDEX delivery_notices_org_day_status_idx
  ON public.delivery_notices (org_id, ((planned_start AT TIME ZONE 'Europe/Warsaw')::date), status);

DROP INDEX IF EXISTS public.delivery_notices_plate_org_idx;
CREATE INDEX delivery_notices_truck_plate_idx ON public.delivery_notices (org_id, truck_plate);
