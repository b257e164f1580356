import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, FileDropZone, type UploadingFile } from '@rampa/design-system';
import { useActiveRole, useSdk } from '@rampa/sdk/react';
import {
  PRODUCT_IMAGE_BUCKET,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_PREVIEW,
  productImageFileError,
  productImageUploadError,
} from './productImage';
import * as styles from './products.css';

/**
 * The product's picture in its form: the current one (through a presigned, transformed URL), "Usuń zdjęcie", and
 * a drop zone that checks the type and size, then uploads to `product-images` with progress. The form saves the
 * chosen file id with the product.
 */
export function ProductImageField({
  fileId,
  productName,
  onChange,
}: {
  fileId: string | null;
  productName: string;
  onChange: (fileId: string | null) => void;
}) {
  const sdk = useSdk();
  const { role } = useActiveRole();
  // No toast: the preview shows the upload went in, and a failure is said beside the drop zone (a toast would
  // also sit over the dialog's buttons).
  const upload = useMutation({ ...sdk.files.upload, meta: {} });
  const preview = useQuery({
    ...sdk.files.presignedUrl(fileId ?? '', PRODUCT_PREVIEW),
    enabled: fileId !== null,
  });
  const [file, setFile] = useState<UploadingFile | null>(null);
  const abort = useRef<AbortController | null>(null);

  const onSelect = (files: File[]) => {
    const [picked] = files;
    if (!picked || upload.isPending) return;
    const base = { id: `${picked.name}-${picked.lastModified}`, name: picked.name, size: picked.size };
    const invalid = productImageFileError(picked);
    if (invalid) {
      setFile({ ...base, status: 'error', error: invalid });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setFile({ ...base, status: 'uploading', progress: 0 });
    upload.mutate(
      {
        file: picked,
        bucketId: PRODUCT_IMAGE_BUCKET,
        ...(role ? { role } : {}),
        signal: controller.signal,
        onProgress: ({ progress }) =>
          setFile((current) => (current?.status === 'uploading' ? { ...current, progress } : current)),
      },
      {
        onSuccess: (metadata) => {
          setFile(null);
          onChange(metadata.id);
        },
        onError: (error) => setFile({ ...base, status: 'error', error: productImageUploadError(error) }),
        onSettled: () => {
          abort.current = null;
        },
      },
    );
  };

  return (
    <div className={styles.imageField}>
      {fileId && (
        <div className={styles.imageRow}>
          {preview.data ? (
            <img
              className={styles.imagePreview}
              src={preview.data.url}
              alt={`Zdjęcie produktu ${productName}`.trim()}
              width={80}
              height={80}
            />
          ) : (
            <span className={styles.imagePreview} role="img" aria-label="Wczytywanie zdjęcia" />
          )}
          <Button variant="secondary" size="sm" onPress={() => onChange(null)} isDisabled={upload.isPending}>
            Usuń zdjęcie
          </Button>
        </div>
      )}
      <FileDropZone
        label={fileId ? 'Zmień zdjęcie produktu' : 'Dodaj zdjęcie produktu'}
        description="JPG, PNG lub WebP, do 10 MB. Przeciągnij plik tutaj albo wybierz go z dysku."
        acceptedFileTypes={PRODUCT_IMAGE_TYPES}
        allowsMultiple={false}
        isDisabled={upload.isPending}
        onSelect={onSelect}
        files={file ? [file] : []}
        onRemove={() => {
          abort.current?.abort();
          setFile(null);
        }}
      />
    </div>
  );
}
