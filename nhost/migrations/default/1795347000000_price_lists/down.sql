DROP TABLE public.price_list_items;
DROP TABLE public.price_lists;
DROP TABLE public.price_list_counters;
DROP FUNCTION public.price_list_items_before_write();
DROP FUNCTION public.price_lists_before_write();
DROP TRIGGER price_list_files_type ON storage.files;
DROP FUNCTION public.price_list_files_type();
DELETE FROM storage.buckets WHERE id = 'price-lists';
