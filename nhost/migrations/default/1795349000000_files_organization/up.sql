-- Issue 15, item 1: every file belongs to an organization, the one the session acts in when it is uploaded,
-- whoever uploads it. Permissions on storage.files go through this column, never through the uploader's
-- profiles (a user of two organizations must not carry his files from one into the other).

-- The organization a Hasura session acts in (`hasura.user`, set by the GraphQL engine for every write):
--   * `x-hasura-org-id` when the user holds the acting role there (the server has checked the header already;
--     this repeats it, so a forged session variable cannot place a row in a foreign organization);
--   * otherwise the one organization where he holds the acting role; null when there are none or several
--     (then an insert check that asks for an organization refuses the row rather than guessing);
--   * the admin's `x-hasura-org-id`, unchecked; null without a session.
-- General on purpose: any org-owned table may take it as its column default.
CREATE FUNCTION public.session_org_id() RETURNS uuid
  LANGUAGE plpgsql STABLE AS $$
DECLARE
  session_text text := current_setting('hasura.user', true);
  session jsonb;
  acting_role text;
  acting_user text;
  requested text;
  found uuid;
  organizations int;
BEGIN
  IF coalesce(session_text, '') = '' THEN
    RETURN NULL;
  END IF;
  session := session_text::jsonb;
  acting_role := session ->> 'x-hasura-role';
  acting_user := session ->> 'x-hasura-user-id';
  requested := lower(session ->> 'x-hasura-org-id');
  IF requested IS NOT NULL AND requested !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
    RETURN NULL;
  END IF;
  IF acting_role = 'admin' THEN
    RETURN requested::uuid;
  END IF;
  IF acting_user IS NULL
    OR acting_user !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
    RETURN NULL;
  END IF;
  IF requested IS NOT NULL THEN
    SELECT p.org_id INTO found FROM public.profiles p
      WHERE p.user_id = acting_user::uuid AND p.org_id = requested::uuid AND p.role = acting_role
      LIMIT 1;
    RETURN found;
  END IF;
  SELECT count(DISTINCT p.org_id), min(p.org_id::text)::uuid INTO organizations, found FROM public.profiles p
    WHERE p.user_id = acting_user::uuid AND p.role = acting_role;
  IF organizations = 1 THEN
    RETURN found;
  END IF;
  RETURN NULL;
END;
$$;

ALTER TABLE storage.files
  ADD COLUMN org_id uuid REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE
    DEFAULT public.session_org_id();

CREATE INDEX files_org_id_idx ON storage.files (org_id);

-- Files uploaded before: a notice's attachment is its notice's organization's, a product picture its product's,
-- anything else the uploader's when he belongs to one organization only (else it stays his alone).
UPDATE storage.files f SET org_id = n.org_id
  FROM public.delivery_notice_attachments a
  JOIN public.delivery_notices n ON n.id = a.notice_id
  WHERE a.file_id = f.id AND f.org_id IS NULL;
UPDATE storage.files f SET org_id = p.org_id
  FROM public.products p
  WHERE p.image_file_id = f.id AND f.org_id IS NULL;
UPDATE storage.files f SET org_id = only_org.org_id
  FROM (
    SELECT user_id, min(org_id::text)::uuid AS org_id FROM public.profiles
    GROUP BY user_id HAVING count(DISTINCT org_id) = 1
  ) only_org
  WHERE only_org.user_id = f.uploaded_by_user_id AND f.org_id IS NULL;

-- The organization is the server's, like the byte count: under a user role an insert always takes the session's
-- organization (whatever was sent) and an update may not move a file to another one.
CREATE OR REPLACE FUNCTION storage.protect_file_service_columns() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  session text := current_setting('hasura.user', true);
  role text := CASE WHEN coalesce(session, '') = '' THEN NULL ELSE session::jsonb ->> 'x-hasura-role' END;
BEGIN
  IF role IS NULL OR role = 'admin' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' THEN
    NEW.size := NULL;
    NEW.etag := NULL;
    NEW.is_uploaded := false;
    NEW.org_id := public.session_org_id();
    RETURN NEW;
  END IF;
  IF NEW.size IS DISTINCT FROM OLD.size
    OR NEW.etag IS DISTINCT FROM OLD.etag
    OR NEW.bucket_id IS DISTINCT FROM OLD.bucket_id
    OR NEW.mime_type IS DISTINCT FROM OLD.mime_type
    OR NEW.is_uploaded IS DISTINCT FROM OLD.is_uploaded
    OR NEW.org_id IS DISTINCT FROM OLD.org_id THEN
    RAISE EXCEPTION 'the size, type, etag, bucket, organization and upload state of a file are set by the storage service only';
  END IF;
  RETURN NEW;
END;
$$;
