import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Skeleton, Stack, toast } from '@rampa/design-system';
import type { NoticeAttachmentKind } from '@rampa/domain';
import { useSdk } from '@rampa/sdk/react';
import { Link } from '../../lib/links';
import { ListLoadError } from '../../lib/ListLoadError';
import { useStages } from '../../lib/useStages';
import { NoticeForm, type PendingFile } from './NoticeForm';
import { dayIn, emptyNoticeForm, noticeFormToInput } from './noticeForm';
import * as styles from '../clients/clients.css';

const route = getRouteApi('/handlowiec/awizacje/nowa');
let nextFileId = 0;

/** Files picked in a form: uploaded with progress once the notice exists. */
export function usePendingFiles() {
  const attachOptions = useSdk().notices.attach();
  const attach = useMutation({
    ...attachOptions,
    meta: { ...attachOptions.meta, successMessage: undefined },
  });
  const [files, setFiles] = useState<PendingFile[]>([]);
  const patch = (id: string, change: Partial<PendingFile>) =>
    setFiles((list) => list.map((f) => (f.id === id ? { ...f, ...change } : f)));
  const upload = async (noticeId: string, file: PendingFile) => {
    patch(file.id, { status: 'uploading', progress: 0, queued: false });
    try {
      await attach.mutateAsync({
        noticeId,
        file: file.file,
        kind: file.kind,
        name: file.name,
        onProgress: (progress) => patch(file.id, { progress: progress.progress }),
      });
      patch(file.id, { status: 'done', progress: 1 });
      return true;
    } catch {
      patch(file.id, { status: 'error', error: 'Nie udało się przesłać pliku.' });
      return false;
    }
  };
  return {
    files,
    add: (picked: File[], kind: NoticeAttachmentKind) =>
      setFiles((list) => [
        ...list,
        ...picked.map((file) => ({
          id: `file-${(nextFileId += 1)}`,
          file,
          kind,
          name: file.name,
          size: file.size,
          status: 'uploading' as const,
          progress: 0,
          queued: true,
        })),
      ]),
    remove: (id: string) => setFiles((list) => list.filter((f) => f.id !== id)),
    upload,
    /** Uploads every file not yet attached; true when all made it. */
    uploadAll: async (noticeId: string, list: readonly PendingFile[]) =>
      (await Promise.all(list.filter((f) => f.status !== 'done').map((f) => upload(noticeId, f)))).every(
        Boolean,
      ),
  };
}

/** `/handlowiec/awizacje/nowa`: the empty awizacja form; saved as a draft or sent to the warehouse. */
export function NewNoticePage() {
  const navigate = useNavigate();
  const { date, client: clientCode } = route.useSearch();
  const sdk = useSdk();
  const warehouses = useQuery(sdk.warehouses.list());
  // The form is the page's largest tree (twenty fields, each with its own React Aria state): the header paints
  // first, the form follows in a render of its own, in slices.
  const painted = useStages(2) === 2;
  const formWarehouses = painted ? warehouses.data : undefined;
  // `?client=` (from the client's page) starts the form with that client; an unknown code starts it empty.
  const client = useQuery({ ...sdk.clients.byCode(clientCode ?? ''), enabled: Boolean(clientCode) });
  const defaults = () => {
    const values = emptyNoticeForm(date ?? dayIn(new Date(), 'Europe/Warsaw'));
    return client.data
      ? { ...values, client_id: client.data.id, client_label: `${client.data.name} (${client.data.code})` }
      : values;
  };
  const createOptions = sdk.notices.create();
  // One toast names the saved notice (below); a refusal is told in the form.
  const create = useMutation({
    ...createOptions,
    meta: { ...createOptions.meta, successMessage: undefined, errorMessage: undefined },
  });
  const pending = usePendingFiles();

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <div className={styles.pageHeader}>
        <div>
          <h1 id="page-title" className={styles.title}>
            Nowa awizacja
          </h1>
          <p className={styles.subtitle}>Pola oznaczone * są wymagane. Numer awizacji nadamy przy zapisie.</p>
        </div>
        <Link to="/handlowiec/awizacje/lista">Wróć do listy awizacji</Link>
      </div>
      {warehouses.isError ? (
        <ListLoadError message="Nie udało się wczytać magazynów." onRetry={() => void warehouses.refetch()} />
      ) : !formWarehouses || (clientCode && client.isPending) ? (
        <div role="status" aria-label="Ładowanie magazynów">
          <Stack gap="sm">
            <Skeleton />
            <Skeleton />
          </Stack>
        </div>
      ) : (
        <NoticeForm
          defaultValues={defaults()}
          warehouses={formWarehouses}
          files={pending.files}
          onAddFiles={pending.add}
          onRemoveFile={pending.remove}
          draftLabel="Zapisz szkic"
          submitLabel="Wyślij"
          onCancel={() => void navigate({ to: '/handlowiec/awizacje/lista' })}
          onSave={async (values, intent, allowNavigation) => {
            const timeZone =
              formWarehouses.find((w) => w.id === values.warehouse_id)?.time_zone ?? 'Europe/Warsaw';
            const created = await create.mutateAsync(noticeFormToInput(values, timeZone, intent));
            if (!created) throw new Error('Serwer nie zwrócił nowej awizacji.');
            const uploaded = await pending.uploadAll(created.id, pending.files);
            if (!uploaded)
              toast.error('Awizacja zapisana, ale nie wszystkie dokumenty się przesłały. Dodaj je ponownie.');
            toast.success(
              intent === 'submitted'
                ? `Wysłano awizację ${created.number}`
                : `Zapisano szkic ${created.number}`,
            );
            allowNavigation();
            await navigate({
              to: '/handlowiec/awizacje/edit/$awizacja_id',
              params: { awizacja_id: created.id },
            });
          }}
        />
      )}
    </section>
  );
}
