import { StorageRequestError, type ImageTransform } from '@rampa/sdk';

// Product images (the `product-images` bucket): what the form offers is checked here before the upload, in
// Polish; the server refuses the same on its side (storage_files.yaml: image types, org_admin only; the bucket's
// max_upload_file_size).

export const PRODUCT_IMAGE_BUCKET = 'product-images';
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The `product-images` bucket's max_upload_file_size (nhost/migrations/…_storage_buckets). */
export const PRODUCT_IMAGE_MAX_BYTES = 10_000_000;
/** The list's thumbnail: 64 × 64 px through the storage image transform. */
export const PRODUCT_THUMBNAIL: ImageTransform = { width: 64, height: 64 };
/** The form's preview. */
export const PRODUCT_PREVIEW: ImageTransform = { width: 160, height: 160 };

export function productImageFileError(file: File): string | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Ten plik nie jest obsługiwanym obrazem. Wybierz zdjęcie JPG, PNG lub WebP.';
  }
  if (file.size > PRODUCT_IMAGE_MAX_BYTES)
    return 'Plik jest za duży. Zdjęcie produktu może mieć najwyżej 10 MB.';
  if (file.size === 0) return 'Plik jest pusty. Wybierz inne zdjęcie.';
  return null;
}

/** A Polish sentence for a failed product image upload; the server's English text never shows. */
export function productImageUploadError(error: unknown): string {
  if (error instanceof StorageRequestError) {
    if (error.error === 'abort-error') return 'Przesyłanie anulowano.';
    if (error.status === 0)
      return 'Brak połączenia z serwerem. Sprawdź połączenie z siecią i spróbuj ponownie.';
    if (error.status === 413 || /too (big|large)/i.test(error.message))
      return 'Plik jest za duży. Zdjęcie produktu może mieć najwyżej 10 MB.';
    if (error.status === 403)
      return 'Serwer nie przyjął tego pliku: zdjęcia produktów dodaje administrator, w formacie JPG, PNG lub WebP.';
    if (error.status >= 500) return 'Serwer jest chwilowo niedostępny. Spróbuj ponownie za chwilę.';
  }
  return 'Nie udało się przesłać zdjęcia. Spróbuj ponownie.';
}
