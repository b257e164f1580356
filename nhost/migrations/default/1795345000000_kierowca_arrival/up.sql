-- A kierowca who taps "Jestem na miejscu" without a connection sends the tap when he is back online, with
-- the time of the tap as arrived_at. Only for his own arrival (the transition table and
-- delivery_notices_before_write() decide that): the time may not lie in the future, nor more than twelve hours
-- back, so a stale tap is not taken for today's arrival. Its own trigger, after delivery_notices_before_write
-- (triggers of one event fire in name order), so changes to that function leave this rule alone.
CREATE FUNCTION public.delivery_notices_kierowca_arrival() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF public.hasura_session_role() = 'kierowca' AND NEW.arrived_at IS DISTINCT FROM OLD.arrived_at THEN
    IF NEW.status <> 'arrived' OR OLD.status <> 'confirmed' THEN
      RAISE EXCEPTION 'rule "notice_arrival_time": a kierowca sets the arrival time only when he reports his arrival'
        USING ERRCODE = '23514';
    END IF;
    IF NEW.arrived_at > now() + interval '5 minutes' OR NEW.arrived_at < now() - interval '12 hours' THEN
      RAISE EXCEPTION 'rule "notice_arrival_time": the arrival time must lie within the last twelve hours'
        USING ERRCODE = '23514';
    END IF;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER delivery_notices_kierowca_arrival
BEFORE UPDATE ON public.delivery_notices
FOR EACH ROW EXECUTE FUNCTION public.delivery_notices_kierowca_arrival();
