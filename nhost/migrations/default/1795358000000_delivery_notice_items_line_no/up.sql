-- Goods lines keep the order they were entered in. Lines saved together share created_at, so ordering by it (then by
-- a random uuid) shuffled them; line_no is taken from a sequence as each row is inserted (a nested insert and the
-- sdk's delete-and-insert of a notice's lines insert in the order of the list), and nobody can write it.
ALTER TABLE public.delivery_notice_items ADD COLUMN line_no bigint;

-- Existing lines: the best order there was. The triggers stay out of it (no audit rows, no updated_at bump).
ALTER TABLE public.delivery_notice_items DISABLE TRIGGER USER;
UPDATE public.delivery_notice_items i
SET line_no = o.n
FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM public.delivery_notice_items) o
WHERE o.id = i.id;
ALTER TABLE public.delivery_notice_items ENABLE TRIGGER USER;

ALTER TABLE public.delivery_notice_items ALTER COLUMN line_no SET NOT NULL;
ALTER TABLE public.delivery_notice_items ALTER COLUMN line_no ADD GENERATED ALWAYS AS IDENTITY;
SELECT setval(pg_get_serial_sequence('public.delivery_notice_items', 'line_no'), coalesce(max(line_no), 0) + 1, false)
FROM public.delivery_notice_items;

-- A notice's lines in order straight from the index (it replaces the index on notice_id alone).
CREATE INDEX delivery_notice_items_notice_line_idx ON public.delivery_notice_items (notice_id, line_no);
DROP INDEX public.delivery_notice_items_notice_idx;
