-- Issue: the awizacje list and the start page at 1,000,000 notices. The GraphQL engine now reads a permission's
-- walk to the session's organizations (`organization: {profiles: …}`) once per statement, as `org_id = ANY(…)`, so
-- the organization is an index condition rather than a semi-join; two indexes follow that.

-- An exact plate: the plate first (a handful of rows), the organization checked on them. With the organization
-- first, a list of organizations costs one descent each, and the planner preferred the trigram index (~1.5 ms).
DROP INDEX IF EXISTS public.delivery_notices_truck_plate_idx;
CREATE INDEX delivery_notices_plate_org_idx ON public.delivery_notices (truck_plate, org_id);

-- delivery_notice_days (start page: 30 days by Warsaw day and status): with planned_start in the index, the
-- window is read from the index alone (an expression index cannot give back the column it is computed from).
DROP INDEX IF EXISTS public.delivery_notices_org_day_status_idx;
CREATE INDEX delivery_notices_org_day_status_idx
  ON public.delivery_notices (org_id, ((planned_start AT TIME ZONE 'Europe/Warsaw')::date), status)
  INCLUDE (planned_start);
