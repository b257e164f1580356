DROP TRIGGER IF EXISTS protect_file_service_columns ON storage.files;
DROP FUNCTION IF EXISTS storage.protect_file_service_columns();
