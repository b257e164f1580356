import { mutationOptions } from '@tanstack/react-query';
import type { Campaigns_Insert_Input, Campaigns_Set_Input } from '../gql/graphql';
import type { GraphqlClient } from '../graphql/graphqlClient';
import type { MutationMeta } from '../graphql/mutationMeta';
import type { RoleSource } from '../session/activeRole';
import {
  AddCampaignMembersDocument,
  ChangeCampaignMembersStatusDocument,
  ChangeCampaignStatusDocument,
  CreateCampaignDocument,
  RemoveCampaignMembersDocument,
  UpdateCampaignDocument,
} from './campaigns.documents';
import {
  campaignKeys,
  type CampaignMemberStatus,
  type CampaignSegment,
  type CampaignStatus,
} from './campaigns.queries';

export type NewCampaign = Omit<Campaigns_Insert_Input, 'segment'> & { segment?: CampaignSegment };
export type CampaignChanges = Omit<Campaigns_Set_Input, 'segment' | 'status'> & { segment?: CampaignSegment };

/** Mutation options for Kampanie; every one invalidates `['campaigns']` (lists, details, counts change together). */
export function createCampaignMutations(graphql: GraphqlClient, activeRole: RoleSource) {
  const options = () => {
    const role = activeRole();
    return role ? { role } : {};
  };
  const meta = (successMessage: string, errorMessage: string): MutationMeta => ({
    successMessage,
    errorMessage,
    invalidates: campaignKeys.all,
  });
  return {
    create: () =>
      mutationOptions({
        mutationKey: [...campaignKeys.all, 'create'],
        mutationFn: async (campaign: NewCampaign) =>
          (await graphql.request(CreateCampaignDocument, { object: campaign }, options()))
            .insert_campaigns_one,
        meta: meta('Dodano kampanię', 'Nie udało się dodać kampanii'),
      }),
    update: () =>
      mutationOptions({
        mutationKey: [...campaignKeys.all, 'update'],
        mutationFn: async ({ id, changes }: { id: string; changes: CampaignChanges }) =>
          (await graphql.request(UpdateCampaignDocument, { id, set: changes }, options()))
            .update_campaigns_by_pk,
        meta: meta('Zapisano kampanię', 'Nie udało się zapisać kampanii'),
      }),
    changeStatus: () =>
      mutationOptions({
        mutationKey: [...campaignKeys.all, 'change-status'],
        mutationFn: async ({ id, status }: { id: string; status: CampaignStatus }) =>
          (await graphql.request(ChangeCampaignStatusDocument, { id, status }, options()))
            .update_campaigns_by_pk,
        meta: meta('Zmieniono status kampanii', 'Nie udało się zmienić statusu kampanii'),
      }),
    /**
     * Adds clients to a campaign (those of `contactableClients`, usually); members already there stay as they
     * are. The database refuses anyone without the channel's consent regardless of who asks.
     */
    addMembers: () =>
      mutationOptions({
        mutationKey: [...campaignKeys.all, 'add-members'],
        mutationFn: async ({
          campaignId,
          clientIds,
        }: {
          campaignId: string;
          clientIds: readonly string[];
        }) => {
          if (clientIds.length === 0) return { added: 0 };
          const data = await graphql.request(
            AddCampaignMembersDocument,
            { objects: clientIds.map((clientId) => ({ campaign_id: campaignId, client_id: clientId })) },
            options(),
          );
          return { added: data.insert_campaign_members?.affected_rows ?? 0 };
        },
        meta: meta('Dodano klientów z segmentu', 'Nie udało się dodać klientów z segmentu'),
      }),
    /** One member or many (bulk actions): every id moves to the status. */
    changeMembersStatus: () =>
      mutationOptions({
        mutationKey: [...campaignKeys.all, 'change-members-status'],
        mutationFn: async ({ ids, status }: { ids: readonly string[]; status: CampaignMemberStatus }) => ({
          changed:
            (await graphql.request(ChangeCampaignMembersStatusDocument, { ids: [...ids], status }, options()))
              .update_campaign_members?.affected_rows ?? 0,
        }),
        meta: meta('Zmieniono status członków kampanii', 'Nie udało się zmienić statusu członków'),
      }),
    removeMembers: () =>
      mutationOptions({
        mutationKey: [...campaignKeys.all, 'remove-members'],
        mutationFn: async ({ ids }: { ids: readonly string[] }) => ({
          removed:
            (await graphql.request(RemoveCampaignMembersDocument, { ids: [...ids] }, options()))
              .delete_campaign_members?.affected_rows ?? 0,
        }),
        meta: meta('Usunięto członków z kampanii', 'Nie udało się usunąć członków'),
      }),
  };
}
