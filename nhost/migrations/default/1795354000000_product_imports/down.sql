DROP TABLE public.product_imports;
DROP FUNCTION public.product_imports_insert_products();
