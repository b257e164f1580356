-- Rampa's storage buckets (storage.buckets is hasura-storage's table; `default` is seeded by its migration).
-- Avatars and product images are shown through image transforms, so their permissions accept images only;
-- awizacja attachments (CMR, WZ, photos of the load) take any type. Sizes are in bytes.

INSERT INTO storage.buckets (id, min_upload_file_size, max_upload_file_size, cache_control, download_expiration)
VALUES
  ('avatars', 1, 5000000, 'max-age=3600', 3600),
  ('product-images', 1, 10000000, 'max-age=3600', 3600),
  ('attachments', 1, 25000000, 'private, max-age=300', 300)
ON CONFLICT (id) DO NOTHING;
