import type { DeliveryNoticeStatus, NoticeAttachmentKind } from '@rampa/domain';
import { mutationOptions } from '@tanstack/react-query';
import { toPgArray } from '../clients/clients.queries';
import { getFragmentData } from '../gql';
import type { Delivery_Notices_Insert_Input, Delivery_Notices_Set_Input } from '../gql/graphql';
import type { GraphqlClient } from '../graphql/graphqlClient';
import type { MutationMeta } from '../graphql/mutationMeta';
import type { RoleSource } from '../session/activeRole';
import type { StorageClient, UploadProgress } from '../storage/storageClient';
import {
  AttachNoticeFileDocument,
  ChangeNoticeStatusDocument,
  ChangeNoticeStatusManyDocument,
  CompleteNoticeDocument,
  CreateNoticeDocument,
  DetachNoticeFileDocument,
  NoticeAttachmentFragment,
  NoticeDetailFragment,
  UpdateNoticeDocument,
  UpdateNoticeWithItemsDocument,
} from './notices.documents';
import { noticeKeys } from './notices.queries';

/** The bucket awizacja attachments live in (CMR, WZ, photos of the load). */
export const NOTICE_ATTACHMENTS_BUCKET = 'attachments';

export interface NoticeLine {
  product_id: string;
  quantity: number | string;
}

type Fields = Omit<Delivery_Notices_Insert_Input, 'reference_numbers' | 'items' | 'attachments' | 'events'>;
export type NewNotice = Fields & { reference_numbers?: readonly string[]; items?: readonly NoticeLine[] };
export type NoticeChanges = Omit<Delivery_Notices_Set_Input, 'reference_numbers'> & {
  reference_numbers?: readonly string[];
};

const withPgReferences = <T extends { reference_numbers?: readonly string[] }>(input: T) => {
  const { reference_numbers, ...rest } = input;
  return reference_numbers === undefined
    ? rest
    : { ...rest, reference_numbers: toPgArray(reference_numbers) };
};

export interface NoticeStatusChange {
  id: string;
  status: DeliveryNoticeStatus;
  /** Kept in the notice's history with the change. */
  comment?: string | null;
  /** Needed to reject. */
  rejectionReason?: string;
  /** A magazynier confirming assigns the ramp and may move the window. */
  rampId?: string;
  plannedStart?: string;
  plannedEnd?: string;
  /** A rejection may propose another slot (both or neither). */
  proposedStart?: string | null;
  proposedEnd?: string | null;
}

/**
 * Mutation options for Awizacje. Every one invalidates `['notices']`: lists, details, slots and history
 * change together.
 */
export function createNoticeMutations(
  graphql: GraphqlClient,
  storage: StorageClient,
  activeRole: RoleSource,
) {
  const options = () => {
    const role = activeRole();
    return role ? { role } : {};
  };
  const meta = (successMessage: string, errorMessage: string): MutationMeta => ({
    successMessage,
    errorMessage,
    invalidates: noticeKeys.all,
  });
  return {
    create: () =>
      mutationOptions({
        mutationKey: [...noticeKeys.all, 'create'],
        mutationFn: async ({ items, ...notice }: NewNotice) => {
          const object = {
            ...withPgReferences(notice),
            ...(items?.length ? { items: { data: items.map((line) => ({ ...line })) } } : {}),
          };
          return (await graphql.request(CreateNoticeDocument, { object }, options()))
            .insert_delivery_notices_one;
        },
        meta: meta('Zapisano awizację', 'Nie udało się zapisać awizacji'),
      }),
    update: () =>
      mutationOptions({
        mutationKey: [...noticeKeys.all, 'update'],
        mutationFn: async ({
          id,
          changes,
          items,
        }: {
          id: string;
          changes: NoticeChanges;
          /** When given, the notice's goods lines become exactly these. */
          items?: readonly NoticeLine[];
        }) => {
          const set = withPgReferences(changes);
          const row = items
            ? (
                await graphql.request(
                  UpdateNoticeWithItemsDocument,
                  { id, set, items: items.map((line) => ({ ...line, notice_id: id })) },
                  options(),
                )
              ).update_delivery_notices_by_pk
            : (await graphql.request(UpdateNoticeDocument, { id, set }, options()))
                .update_delivery_notices_by_pk;
          return row ? getFragmentData(NoticeDetailFragment, row) : null;
        },
        meta: meta('Zapisano zmiany awizacji', 'Nie udało się zapisać zmian awizacji'),
      }),
    changeStatus: () =>
      mutationOptions({
        mutationKey: [...noticeKeys.all, 'changeStatus'],
        mutationFn: async (change: NoticeStatusChange) => {
          const set: Delivery_Notices_Set_Input = {
            status: change.status,
            status_comment: change.comment ?? null,
          };
          if (change.rejectionReason !== undefined) set.rejection_reason = change.rejectionReason;
          if (change.rampId !== undefined) set.ramp_id = change.rampId;
          if (change.plannedStart !== undefined) set.planned_start = change.plannedStart;
          if (change.plannedEnd !== undefined) set.planned_end = change.plannedEnd;
          if (change.proposedStart !== undefined) set.proposed_start = change.proposedStart;
          if (change.proposedEnd !== undefined) set.proposed_end = change.proposedEnd;
          const data = await graphql.request(ChangeNoticeStatusDocument, { id: change.id, set }, options());
          return data.update_delivery_notices_by_pk ?? null;
        },
        meta: meta('Zmieniono status awizacji', 'Nie udało się zmienić statusu awizacji'),
      }),
    /** Completes a notice (in_progress → completed) with the received quantity of each goods line. */
    complete: () =>
      mutationOptions({
        mutationKey: [...noticeKeys.all, 'complete'],
        mutationFn: async ({
          id,
          lines,
          comment,
        }: {
          id: string;
          lines: readonly { id: string; receivedQuantity: number | string }[];
          comment?: string | null;
        }) => {
          const data = await graphql.request(
            CompleteNoticeDocument,
            {
              id,
              lines: lines.map((line) => ({
                where: { id: { _eq: line.id }, notice_id: { _eq: id } },
                _set: { received_quantity: line.receivedQuantity },
              })),
              set: { status: 'completed', status_comment: comment ?? null },
            },
            options(),
          );
          return data.update_delivery_notices_by_pk ?? null;
        },
        meta: meta('Zakończono awizację', 'Nie udało się zakończyć awizacji'),
      }),
    /** One status for many notices, all or none (a refusal of one refuses the whole change). */
    changeStatusMany: () =>
      mutationOptions({
        mutationKey: [...noticeKeys.all, 'changeStatusMany'],
        mutationFn: async ({
          ids,
          status,
          comment,
        }: {
          ids: readonly string[];
          status: DeliveryNoticeStatus;
          comment?: string | null;
        }) => {
          const data = await graphql.request(
            ChangeNoticeStatusManyDocument,
            { ids: [...ids], status, comment: comment ?? null },
            options(),
          );
          return data.update_delivery_notices?.affected_rows ?? 0;
        },
        meta: meta('Zmieniono status awizacji', 'Nie udało się zmienić statusu awizacji'),
      }),
    /** Uploads a file to the attachments bucket (with progress) and attaches it to a notice. */
    attach: () =>
      mutationOptions({
        mutationKey: [...noticeKeys.all, 'attach'],
        mutationFn: async ({
          noticeId,
          file,
          kind,
          name,
          onProgress,
        }: {
          noticeId: string;
          file: Blob;
          kind: NoticeAttachmentKind;
          name?: string;
          onProgress?: (progress: UploadProgress) => void;
        }) => {
          const uploaded = await storage.upload({
            file,
            bucketId: NOTICE_ATTACHMENTS_BUCKET,
            ...(name !== undefined && { name }),
            ...(onProgress && { onProgress }),
            ...options(),
          });
          try {
            const data = await graphql.request(
              AttachNoticeFileDocument,
              { object: { notice_id: noticeId, file_id: uploaded.id, kind } },
              options(),
            );
            const row = data.insert_delivery_notice_attachments_one;
            return row ? getFragmentData(NoticeAttachmentFragment, row) : null;
          } catch (error) {
            // A file no notice points at is of no use to anyone.
            await storage.delete(uploaded.id, options()).catch(() => undefined);
            throw error;
          }
        },
        meta: meta('Dodano załącznik', 'Nie udało się dodać załącznika'),
      }),
    detach: () =>
      mutationOptions({
        mutationKey: [...noticeKeys.all, 'detach'],
        mutationFn: async (attachmentId: string) => {
          const row = (await graphql.request(DetachNoticeFileDocument, { id: attachmentId }, options()))
            .delete_delivery_notice_attachments_by_pk;
          // `attach` uploads a file for one attachment only, so once the row is gone the file serves no one:
          // remove it when the caller may (his own upload). A file someone else uploaded stays, under its
          // organization; the attachment is detached either way.
          if (row) await storage.delete(row.file_id, options()).catch(() => undefined);
          return row;
        },
        meta: meta('Usunięto załącznik', 'Nie udało się usunąć załącznika'),
      }),
  };
}

export type NoticeMutations = ReturnType<typeof createNoticeMutations>;
