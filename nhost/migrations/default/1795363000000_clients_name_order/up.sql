-- The clients list's default order (name, then id). Permissions reach the organization through a join
-- (organization → profiles), so no equality on org_id leads the query and clients_org_name_idx cannot give the
-- order: without this index the list sorted every client of the organization for each page. org_id is included so
-- that the engine's keys-first read of a page (a list with an offset) walks this index alone, heap untouched, up
-- to page N (the permission's join needs only org_id).
CREATE INDEX clients_name_idx ON public.clients (name, id) INCLUDE (org_id);
