import { useQuery } from '@tanstack/react-query';
import { useSdk } from '@rampa/sdk/react';
import { PRODUCT_THUMBNAIL } from './productImage';
import * as styles from './products.css';

/**
 * A product's 64 × 64 thumbnail in the list: the storage image transform through a presigned URL (product images
 * are private to the organization), loaded lazily by the browser; "—" for a product without a picture.
 */
export function ProductThumbnail({ fileId, name }: { fileId: string | null; name: string }) {
  const files = useSdk().files;
  const url = useQuery({ ...files.presignedUrl(fileId ?? '', PRODUCT_THUMBNAIL), enabled: fileId !== null });
  if (!fileId) return <span aria-label="Brak zdjęcia">—</span>;
  if (!url.data) return <span className={styles.thumbnail} aria-hidden />;
  return (
    <img
      className={styles.thumbnail}
      src={url.data.url}
      alt={`Zdjęcie: ${name}`}
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
    />
  );
}
