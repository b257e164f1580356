DELETE FROM storage.buckets WHERE id IN ('avatars', 'product-images', 'attachments');
