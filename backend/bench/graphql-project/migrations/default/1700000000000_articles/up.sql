-- The database of issue 19's measure: authors and their articles (the rows are inserted by the bench).
CREATE TABLE public.authors (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE
);

CREATE TABLE public.articles (
  id serial PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  author_id integer NOT NULL REFERENCES public.authors (id),
  published boolean NOT NULL DEFAULT false,
  views integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX articles_views_idx ON public.articles (views);
CREATE INDEX articles_author_idx ON public.articles (author_id);
