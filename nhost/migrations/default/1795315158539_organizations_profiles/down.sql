DROP TABLE public.profiles;
DROP TABLE public.organizations;
DELETE FROM auth.roles WHERE role IN ('handlowiec', 'magazynier', 'kierowca', 'klient', 'org_admin');
