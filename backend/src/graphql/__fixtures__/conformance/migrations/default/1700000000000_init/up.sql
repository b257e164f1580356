CREATE SCHEMA IF NOT EXISTS auth;
CREATE SCHEMA IF NOT EXISTS storage;
CREATE SCHEMA IF NOT EXISTS sales;

CREATE TABLE auth.users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  display_name text NOT NULL DEFAULT '',
  email text UNIQUE,
  default_role text NOT NULL DEFAULT 'user',
  disabled boolean NOT NULL DEFAULT false,
  metadata jsonb
);

CREATE TABLE storage.files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bucket_id text NOT NULL DEFAULT 'default',
  name text,
  size integer,
  mime_type text,
  is_uploaded boolean DEFAULT false,
  uploaded_by_user_id uuid REFERENCES auth.users (id)
);

CREATE TABLE public.authors (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text UNIQUE,
  user_id uuid REFERENCES auth.users (id),
  is_active boolean NOT NULL DEFAULT true,
  rating numeric,
  created_at timestamptz NOT NULL DEFAULT '2024-01-01T00:00:00Z',
  metadata jsonb,
  tags text[]
);

CREATE TABLE public.articles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  body text,
  author_id integer NOT NULL REFERENCES public.authors (id),
  published boolean NOT NULL DEFAULT false,
  views integer NOT NULL DEFAULT 0,
  price numeric(10, 2),
  published_on date,
  info jsonb NOT NULL DEFAULT '{}',
  CONSTRAINT articles_title_author_key UNIQUE (title, author_id),
  CONSTRAINT articles_views_check CHECK (views >= 0)
);

CREATE TABLE public.comments (
  id serial PRIMARY KEY,
  article_id uuid NOT NULL REFERENCES public.articles (id) ON DELETE CASCADE,
  user_id uuid,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT '2024-02-01T00:00:00Z'
);

CREATE TABLE sales.orders (
  id bigserial PRIMARY KEY,
  number text NOT NULL,
  amount numeric NOT NULL,
  author_id integer REFERENCES public.authors (id)
);

CREATE VIEW public.article_stats AS
  SELECT author_id, count(*)::int AS article_count, sum(views)::int AS total_views
  FROM public.articles GROUP BY author_id;

INSERT INTO auth.users (id, display_name, email, metadata) VALUES
  ('11111111-1111-1111-1111-111111111111', 'Ala Nowak', 'ala@example.com', '{"lang": "pl"}'),
  ('22222222-2222-2222-2222-222222222222', 'Bartek Kowalski', 'bartek@example.com', '{"lang": "en"}'),
  ('33333333-3333-3333-3333-333333333333', 'Celina Wiśniewska', 'celina@example.com', NULL);

INSERT INTO storage.files (id, bucket_id, name, size, mime_type, is_uploaded, uploaded_by_user_id) VALUES
  ('aaaaaaaa-0000-0000-0000-000000000001', 'default', 'faktura.pdf', 1200, 'application/pdf', true, '11111111-1111-1111-1111-111111111111'),
  ('aaaaaaaa-0000-0000-0000-000000000002', 'avatars', 'ala.png', 300, 'image/png', true, '11111111-1111-1111-1111-111111111111'),
  ('aaaaaaaa-0000-0000-0000-000000000003', 'default', 'umowa.pdf', 5400, 'application/pdf', false, '22222222-2222-2222-2222-222222222222');

INSERT INTO public.authors (id, name, email, user_id, is_active, rating, metadata, tags) VALUES
  (1, 'Ala', 'ala@example.com', '11111111-1111-1111-1111-111111111111', true, 4.5, '{"city": "Kraków", "langs": ["pl", "en"]}', '{poetry,prose}'),
  (2, 'Bartek', 'bartek@example.com', '22222222-2222-2222-2222-222222222222', true, 3.25, '{"city": "Gdańsk"}', '{prose}'),
  (3, 'Celina', NULL, '33333333-3333-3333-3333-333333333333', false, NULL, NULL, NULL);
SELECT setval('public.authors_id_seq', 3);

INSERT INTO public.articles (id, title, body, author_id, published, views, price, published_on, info) VALUES
  ('a0000000-0000-0000-0000-000000000001', 'Pierwszy', 'Treść pierwsza', 1, true, 100, 10.50, '2024-03-01', '{"tags": ["a", "b"], "rank": 1}'),
  ('a0000000-0000-0000-0000-000000000002', 'Drugi', 'Treść druga', 1, false, 5, NULL, NULL, '{"rank": 2}'),
  ('a0000000-0000-0000-0000-000000000003', 'Trzeci', NULL, 2, true, 42, 3.00, '2024-04-15', '{}'),
  ('a0000000-0000-0000-0000-000000000004', 'czwarty', 'mała litera', 2, true, 7, 99.99, '2024-05-20', '{"draft": false}'),
  ('a0000000-0000-0000-0000-000000000005', 'Piąty', 'Szkic', 3, false, 0, NULL, NULL, '{}');

INSERT INTO public.comments (article_id, user_id, text) VALUES
  ('a0000000-0000-0000-0000-000000000001', '22222222-2222-2222-2222-222222222222', 'Świetne'),
  ('a0000000-0000-0000-0000-000000000001', '33333333-3333-3333-3333-333333333333', 'Dobre'),
  ('a0000000-0000-0000-0000-000000000003', '11111111-1111-1111-1111-111111111111', 'Hmm');

INSERT INTO sales.orders (number, amount, author_id) VALUES ('ZAM/1', 120.00, 1), ('ZAM/2', 80.50, 2);
