import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { AlertDialog, Avatar, Button, Card, FileDropZone, type UploadingFile } from '@rampa/design-system';
import { useSdk } from '@rampa/sdk/react';
import { useCurrentUser } from '../auth/useCurrentUser';
import { AVATAR_TYPES, avatarFileError } from './profileSchemas';
import { storageErrorMessage } from './storageErrorMessage';
import { useAvatarSrc } from './useAvatarSrc';
import * as styles from './profile.css';

/**
 * The profile picture: a JPG, PNG, WebP or AVIF image up to 5 MB, uploaded to the `avatars` bucket with real
 * progress and shown at 96 px through a storage transform. A new picture replaces (and deletes) the old one.
 */
export function AvatarSection() {
  const user = useCurrentUser();
  const src = useAvatarSrc(user.avatar);
  const mutations = useSdk().profile;
  const upload = useMutation(mutations.uploadAvatar);
  const remove = useMutation(mutations.removeAvatar);
  const [file, setFile] = useState<UploadingFile | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const onSelect = (files: File[]) => {
    const [picked] = files;
    if (!picked || upload.isPending) return;
    const base = { id: `${picked.name}-${picked.lastModified}`, name: picked.name, size: picked.size };
    const invalid = avatarFileError(picked);
    if (invalid) {
      setFile({ ...base, status: 'error', error: invalid });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setRemoveError(null);
    setFile({ ...base, status: 'uploading', progress: 0 });
    upload.mutate(
      {
        file: picked,
        signal: controller.signal,
        onProgress: ({ progress }) =>
          setFile((current) => (current?.status === 'uploading' ? { ...current, progress } : current)),
      },
      {
        // The new picture above (and the toast) confirm it; the list keeps only uploads and errors, whose ×
        // cancels or dismisses, never removes the avatar.
        onSuccess: () => setFile(null),
        onError: (error) => setFile({ ...base, status: 'error', error: storageErrorMessage(error) }),
        onSettled: () => {
          abort.current = null;
        },
      },
    );
  };

  return (
    <Card
      title="Zdjęcie profilowe"
      description="Widać je w menu użytkownika. Najlepiej kwadratowe, co najmniej 96 × 96 pikseli."
    >
      <div className={styles.form}>
        <div className={styles.avatarRow}>
          {/* The design system's Avatar falls back to its icon when the image cannot load (e.g. a Gravatar offline). */}
          <Avatar
            size="xl"
            src={src}
            name={user.fullName}
            {...(src ? {} : { alt: 'Brak zdjęcia profilowego' })}
          />
          <div className={styles.listText}>
            <span className={styles.strong}>{user.fullName}</span>
            <span className={styles.muted}>
              {user.avatar ? 'Masz zdjęcie profilowe.' : 'Nie masz jeszcze zdjęcia profilowego.'}
            </span>
            {user.avatar && (
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  isPending={remove.isPending}
                  pendingLabel="Usuwanie zdjęcia…"
                  isDisabled={upload.isPending}
                  onPress={() => setConfirmRemove(true)}
                >
                  Usuń zdjęcie
                </Button>
              </div>
            )}
          </div>
        </div>
        <FileDropZone
          label={user.avatar ? 'Zmień zdjęcie profilowe' : 'Dodaj zdjęcie profilowe'}
          description="JPG, PNG, WebP lub AVIF, do 5 MB. Przeciągnij plik tutaj albo wybierz go z dysku."
          acceptedFileTypes={AVATAR_TYPES}
          allowsMultiple={false}
          isDisabled={upload.isPending || remove.isPending}
          onSelect={onSelect}
          files={file ? [file] : []}
          onRemove={() => {
            abort.current?.abort();
            setFile(null);
          }}
        />
        <p role="alert" className={styles.formError}>
          {removeError}
        </p>
      </div>
      <AlertDialog
        isOpen={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Usunąć zdjęcie profilowe?"
        confirmLabel="Usuń zdjęcie"
        onConfirm={() => {
          setRemoveError(null);
          setFile(null);
          remove.mutate(undefined, {
            onError: () => setRemoveError('Nie udało się usunąć zdjęcia. Spróbuj ponownie.'),
          });
        }}
      >
        Zamiast zdjęcia w menu użytkownika pojawi się ikona. Plik zostanie usunięty z serwera.
      </AlertDialog>
    </Card>
  );
}
