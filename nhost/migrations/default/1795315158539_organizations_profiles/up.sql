-- Rampa's tenants and the people working in them. A profile gives one user one role in one organization;
-- the role names are Hasura roles. The organization administrator is `org_admin` because `admin` is
-- Hasura's built-in role that bypasses every permission.

INSERT INTO auth.roles (role)
VALUES ('handlowiec'), ('magazynier'), ('kierowca'), ('klient'), ('org_admin')
ON CONFLICT (role) DO NOTHING;

CREATE TABLE public.organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (btrim(name) <> ''),
  -- Polish tax number: ten digits, stored without separators.
  nip text CHECK (nip ~ '^[0-9]{10}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE public.profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth.users (id) ON UPDATE CASCADE ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES public.organizations (id) ON UPDATE CASCADE ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('handlowiec', 'magazynier', 'kierowca', 'klient', 'org_admin')),
  display_name text NOT NULL,
  phone text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, org_id, role)
);

CREATE INDEX profiles_org_id_idx ON public.profiles (org_id);
