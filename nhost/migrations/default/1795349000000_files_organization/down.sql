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
    RETURN NEW;
  END IF;
  IF NEW.size IS DISTINCT FROM OLD.size
    OR NEW.etag IS DISTINCT FROM OLD.etag
    OR NEW.bucket_id IS DISTINCT FROM OLD.bucket_id
    OR NEW.mime_type IS DISTINCT FROM OLD.mime_type
    OR NEW.is_uploaded IS DISTINCT FROM OLD.is_uploaded THEN
    RAISE EXCEPTION 'the size, type, etag, bucket and upload state of a file are set by the storage service only';
  END IF;
  RETURN NEW;
END;
$$;
ALTER TABLE storage.files DROP COLUMN org_id;
DROP FUNCTION public.session_org_id();
