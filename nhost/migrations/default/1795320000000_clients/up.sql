-- Klienci: clients, their contacts and consents, and the audit log written by triggers. The rules live here
-- (checksums, formats, numbering, audit) so they hold under any GraphQL engine, Hasura included.

-- Trigram search over name, code, NIP and city. PGlite ships pg_trgm as a separate extension: where it is
-- not loaded, the list still works (ILIKE without the indexes) and a later migration can add them.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%); client search runs without trigram indexes', SQLERRM;
END
$$;

-- Checksums of Polish identifiers (domain-research.md §2.3). Values are stored as bare digits.
CREATE FUNCTION public.is_valid_nip(value text) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  weights int[] := ARRAY[6, 5, 7, 2, 3, 4, 5, 6, 7];
  total int := 0;
BEGIN
  IF value IS NULL OR value !~ '^[0-9]{10}$' THEN
    RETURN false;
  END IF;
  FOR i IN 1..9 LOOP
    total := total + weights[i] * substr(value, i, 1)::int;
  END LOOP;
  -- A remainder of 10 is never issued.
  RETURN total % 11 <> 10 AND total % 11 = substr(value, 10, 1)::int;
END
$$;

CREATE FUNCTION public.is_valid_regon(value text) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  weights9 int[] := ARRAY[8, 9, 2, 3, 4, 5, 6, 7];
  weights14 int[] := ARRAY[2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];
  total int := 0;
BEGIN
  IF value IS NULL OR value !~ '^([0-9]{9}|[0-9]{14})$' THEN
    RETURN false;
  END IF;
  FOR i IN 1..8 LOOP
    total := total + weights9[i] * substr(value, i, 1)::int;
  END LOOP;
  IF (total % 11) % 10 <> substr(value, 9, 1)::int THEN
    RETURN false;
  END IF;
  IF length(value) = 9 THEN
    RETURN true;
  END IF;
  total := 0;
  FOR i IN 1..13 LOOP
    total := total + weights14[i] * substr(value, i, 1)::int;
  END LOOP;
  RETURN (total % 11) % 10 = substr(value, 14, 1)::int;
END
$$;

-- PESEL: checksum, and a real birth date whose century is carried by the month (+80 1800s, +0 1900s,
-- +20 2000s, +40 2100s, +60 2200s).
CREATE FUNCTION public.is_valid_pesel(value text) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  weights int[] := ARRAY[1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  total int := 0;
  yy int;
  mm int;
  dd int;
  century int;
  birth_year int;
  days_in_month int;
BEGIN
  IF value IS NULL OR value !~ '^[0-9]{11}$' THEN
    RETURN false;
  END IF;
  FOR i IN 1..10 LOOP
    total := total + weights[i] * substr(value, i, 1)::int;
  END LOOP;
  IF (10 - total % 10) % 10 <> substr(value, 11, 1)::int THEN
    RETURN false;
  END IF;
  yy := substr(value, 1, 2)::int;
  mm := substr(value, 3, 2)::int;
  dd := substr(value, 5, 2)::int;
  century := CASE
    WHEN mm BETWEEN 81 AND 92 THEN 1800
    WHEN mm BETWEEN 1 AND 12 THEN 1900
    WHEN mm BETWEEN 21 AND 32 THEN 2000
    WHEN mm BETWEEN 41 AND 52 THEN 2100
    WHEN mm BETWEEN 61 AND 72 THEN 2200
  END;
  IF century IS NULL THEN
    RETURN false;
  END IF;
  birth_year := century + yy;
  mm := mm % 20;
  days_in_month := extract(day FROM make_date(birth_year, mm, 1) + interval '1 month - 1 day')::int;
  RETURN dd BETWEEN 1 AND days_in_month;
END
$$;

-- The Hasura session of the running statement: Hasura sets `hasura.user` to the JSON of the session
-- variables for every mutation. Absent (admin scripts, seeds) or malformed, the user is unknown (NULL).
CREATE FUNCTION public.hasura_session_user_id() RETURNS uuid
LANGUAGE plpgsql STABLE AS $$
DECLARE
  raw text := current_setting('hasura.user', true);
  user_id text;
BEGIN
  IF raw IS NULL OR btrim(raw) = '' THEN
    RETURN NULL;
  END IF;
  SELECT value INTO user_id FROM jsonb_each_text(raw::jsonb) WHERE lower(key) = 'x-hasura-user-id' LIMIT 1;
  IF user_id IS NULL OR user_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
    RETURN NULL;
  END IF;
  RETURN user_id::uuid;
EXCEPTION WHEN OTHERS THEN
  RETURN NULL;
END
$$;

CREATE TABLE public.clients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  -- KL-000123, numbered per organization by clients_before_write() when not given.
  code text NOT NULL CHECK (code ~ '^KL-[0-9]{6,}$'),
  kind text NOT NULL DEFAULT 'company' CHECK (kind IN ('company', 'person')),
  -- For a person the trigger keeps it as "first last", so one column serves sorting and search.
  name text NOT NULL,
  first_name text,
  last_name text,
  nip text CHECK (nip IS NULL OR public.is_valid_nip(nip)),
  regon text CHECK (regon IS NULL OR public.is_valid_regon(regon)),
  krs text CHECK (krs IS NULL OR krs ~ '^[0-9]{10}$'),
  pesel text CHECK (pesel IS NULL OR public.is_valid_pesel(pesel)),
  email text CHECK (email IS NULL OR email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone text,
  street text,
  building_no text,
  apartment_no text,
  postal_code text,
  city text,
  voivodeship text CHECK (
    voivodeship IN (
      'dolnośląskie', 'kujawsko-pomorskie', 'lubelskie', 'lubuskie', 'łódzkie', 'małopolskie', 'mazowieckie',
      'opolskie', 'podkarpackie', 'podlaskie', 'pomorskie', 'śląskie', 'świętokrzyskie', 'warmińsko-mazurskie',
      'wielkopolskie', 'zachodniopomorskie'
    )
  ),
  country text NOT NULL DEFAULT 'PL' CHECK (country ~ '^[A-Z]{2}$'),
  status text NOT NULL DEFAULT 'lead' CHECK (status IN ('lead', 'active', 'inactive', 'blocked')),
  owner_id uuid REFERENCES public.profiles (id) ON UPDATE CASCADE ON DELETE SET NULL,
  payment_term_days integer CHECK (payment_term_days BETWEEN 0 AND 365),
  credit_limit numeric(14, 2) CHECK (credit_limit >= 0),
  tags text[] NOT NULL DEFAULT '{}',
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- auth.users ids from the Hasura session; no foreign key, like the audit log, so they outlive the user.
  created_by uuid,
  updated_by uuid,
  CONSTRAINT clients_org_id_code_key UNIQUE (org_id, code),
  CONSTRAINT clients_company_name CHECK (kind <> 'company' OR btrim(name) <> ''),
  CONSTRAINT clients_person_name CHECK (
    kind <> 'person' OR (coalesce(btrim(first_name), '') <> '' AND coalesce(btrim(last_name), '') <> '')
  ),
  CONSTRAINT clients_postal_code CHECK (country <> 'PL' OR postal_code IS NULL OR postal_code ~ '^[0-9]{2}-[0-9]{3}$')
);

-- The last number given out per organization; the row lock serialises concurrent inserts of one organization.
CREATE TABLE public.client_code_counters (
  org_id uuid PRIMARY KEY REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  last_value bigint NOT NULL
);

CREATE FUNCTION public.clients_before_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  next_value bigint;
  session_user_id uuid := public.hasura_session_user_id();
BEGIN
  -- Hasura presets come from session variables only and there is no organization claim: a client inserted
  -- without org_id goes to the organization of the session user, when that is unambiguous.
  IF NEW.org_id IS NULL AND session_user_id IS NOT NULL THEN
    SELECT min(p.org_id::text)::uuid INTO NEW.org_id
      FROM public.profiles p
     WHERE p.user_id = session_user_id
    HAVING count(DISTINCT p.org_id) = 1;
  END IF;
  IF NEW.kind = 'person' THEN
    NEW.name := btrim(concat_ws(' ', btrim(NEW.first_name), btrim(NEW.last_name)));
  END IF;
  IF NEW.owner_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.owner_id IS DISTINCT FROM OLD.owner_id OR NEW.org_id <> OLD.org_id)
     AND NOT EXISTS (SELECT 1 FROM public.profiles p WHERE p.id = NEW.owner_id AND p.org_id = NEW.org_id) THEN
    RAISE EXCEPTION 'the owner must be a profile of the client''s organization' USING ERRCODE = '23514';
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.code IS NULL THEN
      INSERT INTO public.client_code_counters AS c (org_id, last_value) VALUES (NEW.org_id, 1)
      ON CONFLICT (org_id) DO UPDATE SET last_value = c.last_value + 1
      RETURNING last_value INTO next_value;
      NEW.code := 'KL-' || lpad(next_value::text, 6, '0');
    ELSIF NEW.code ~ '^KL-[0-9]{6,18}$' THEN
      -- An explicit code (an import) moves the counter past it, so generated codes never collide with it.
      INSERT INTO public.client_code_counters AS c (org_id, last_value)
      VALUES (NEW.org_id, substr(NEW.code, 4)::bigint)
      ON CONFLICT (org_id) DO UPDATE SET last_value = greatest(c.last_value, EXCLUDED.last_value);
    END IF;
    NEW.created_by := coalesce(NEW.created_by, session_user_id);
    NEW.updated_by := coalesce(NEW.updated_by, NEW.created_by);
  ELSE
    NEW.updated_at := now();
    NEW.updated_by := coalesce(session_user_id, NEW.updated_by);
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER clients_before_write
BEFORE INSERT OR UPDATE ON public.clients
FOR EACH ROW EXECUTE FUNCTION public.clients_before_write();

-- The list: default page sorted by name, other sort columns, filters.
CREATE INDEX clients_org_name_idx ON public.clients (org_id, name, id);
CREATE INDEX clients_org_created_at_idx ON public.clients (org_id, created_at DESC, id);
CREATE INDEX clients_org_updated_at_idx ON public.clients (org_id, updated_at DESC, id);
CREATE INDEX clients_org_city_idx ON public.clients (org_id, city, id);
CREATE INDEX clients_org_status_idx ON public.clients (org_id, status, name);
CREATE INDEX clients_org_voivodeship_idx ON public.clients (org_id, voivodeship);
CREATE INDEX clients_owner_id_idx ON public.clients (owner_id);
CREATE INDEX clients_tags_idx ON public.clients USING gin (tags);

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX clients_name_trgm_idx ON public.clients USING gin (name gin_trgm_ops)';
    EXECUTE 'CREATE INDEX clients_code_trgm_idx ON public.clients USING gin (code gin_trgm_ops)';
    EXECUTE 'CREATE INDEX clients_nip_trgm_idx ON public.clients USING gin (nip gin_trgm_ops)';
    EXECUTE 'CREATE INDEX clients_city_trgm_idx ON public.clients USING gin (city gin_trgm_ops)';
  END IF;
END
$$;

-- A `klient` user's profile points at the client record it may see.
ALTER TABLE public.profiles
  ADD COLUMN client_id uuid REFERENCES public.clients (id) ON UPDATE CASCADE ON DELETE SET NULL,
  ADD CONSTRAINT profiles_client_id_role CHECK (client_id IS NULL OR role = 'klient');

CREATE INDEX profiles_client_id_idx ON public.profiles (client_id);
CREATE INDEX profiles_user_id_idx ON public.profiles (user_id, role);

CREATE FUNCTION public.profiles_client_same_org() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.client_id IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM public.clients c WHERE c.id = NEW.client_id AND c.org_id = NEW.org_id) THEN
    RAISE EXCEPTION 'a profile''s client must belong to the profile''s organization' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER profiles_client_same_org
BEFORE INSERT OR UPDATE OF client_id, org_id ON public.profiles
FOR EACH ROW EXECUTE FUNCTION public.profiles_client_same_org();

CREATE TABLE public.client_contacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES public.clients (id) ON UPDATE CASCADE ON DELETE CASCADE,
  -- Copied from the client by the trigger: the audit log keeps it after the client is gone.
  org_id uuid NOT NULL REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  first_name text NOT NULL CHECK (btrim(first_name) <> ''),
  last_name text NOT NULL CHECK (btrim(last_name) <> ''),
  position text,
  phone text,
  email text CHECK (email IS NULL OR email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  is_primary boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX client_contacts_client_id_idx ON public.client_contacts (client_id);
CREATE UNIQUE INDEX client_contacts_one_primary_idx ON public.client_contacts (client_id) WHERE is_primary;

CREATE TABLE public.client_consents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES public.clients (id) ON UPDATE CASCADE ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'phone')),
  -- A consent is a history: the newest record of a channel is the current state (granted or withdrawn).
  granted boolean NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  source text NOT NULL CHECK (source IN ('form', 'phone', 'paper', 'email', 'meeting', 'import')),
  text_version text,
  recorded_by uuid
);

CREATE INDEX client_consents_client_id_idx ON public.client_consents (client_id, channel, recorded_at DESC);

CREATE FUNCTION public.client_children_before_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.org_id INTO NEW.org_id FROM public.clients c WHERE c.id = NEW.client_id;
  IF TG_TABLE_NAME = 'client_contacts' THEN
    IF TG_OP = 'UPDATE' THEN
      NEW.updated_at := now();
    END IF;
  ELSIF TG_TABLE_NAME = 'client_consents' AND TG_OP = 'INSERT' THEN
    NEW.recorded_by := coalesce(NEW.recorded_by, public.hasura_session_user_id());
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER client_contacts_before_write
BEFORE INSERT OR UPDATE ON public.client_contacts
FOR EACH ROW EXECUTE FUNCTION public.client_children_before_write();

CREATE TRIGGER client_consents_before_write
BEFORE INSERT OR UPDATE ON public.client_consents
FOR EACH ROW EXECUTE FUNCTION public.client_children_before_write();

-- Every change of a client, contact or consent. For an update only the changed columns are kept, old and new.
CREATE TABLE public.audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  table_name text NOT NULL,
  row_id uuid NOT NULL,
  org_id uuid,
  client_id uuid,
  action text NOT NULL CHECK (action IN ('INSERT', 'UPDATE', 'DELETE')),
  old_data jsonb,
  new_data jsonb,
  changed_by uuid,
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX audit_log_client_idx ON public.audit_log (client_id, changed_at DESC, id DESC);
CREATE INDEX audit_log_row_idx ON public.audit_log (table_name, row_id);
CREATE INDEX audit_log_org_idx ON public.audit_log (org_id, changed_at DESC);

CREATE FUNCTION public.audit_row_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_data jsonb := coalesce(new_row, old_row);
  old_changed jsonb;
  new_changed jsonb;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(jsonb_object_agg(o.key, o.value), '{}'::jsonb), coalesce(jsonb_object_agg(o.key, n.value), '{}'::jsonb)
      INTO old_changed, new_changed
      FROM jsonb_each(old_row) o JOIN jsonb_each(new_row) n ON n.key = o.key
     WHERE o.value IS DISTINCT FROM n.value AND o.key NOT IN ('updated_at', 'updated_by');
    IF old_changed = '{}'::jsonb THEN
      RETURN NULL;
    END IF;
    old_row := old_changed;
    new_row := new_changed;
  END IF;
  INSERT INTO public.audit_log (table_name, row_id, org_id, client_id, action, old_data, new_data, changed_by)
  VALUES (
    TG_TABLE_NAME,
    (row_data ->> 'id')::uuid,
    (row_data ->> 'org_id')::uuid,
    CASE WHEN TG_TABLE_NAME = 'clients' THEN (row_data ->> 'id')::uuid ELSE (row_data ->> 'client_id')::uuid END,
    TG_OP,
    old_row,
    new_row,
    public.hasura_session_user_id()
  );
  RETURN NULL;
END
$$;

CREATE TRIGGER clients_audit
AFTER INSERT OR UPDATE OR DELETE ON public.clients
FOR EACH ROW EXECUTE FUNCTION public.audit_row_change();

CREATE TRIGGER client_contacts_audit
AFTER INSERT OR UPDATE OR DELETE ON public.client_contacts
FOR EACH ROW EXECUTE FUNCTION public.audit_row_change();

CREATE TRIGGER client_consents_audit
AFTER INSERT OR UPDATE OR DELETE ON public.client_consents
FOR EACH ROW EXECUTE FUNCTION public.audit_row_change();
