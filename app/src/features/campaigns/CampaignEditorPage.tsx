import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Selection } from 'react-aria-components';
import {
  Badge,
  Button,
  EmptyState,
  formatCount,
  formatDateTime,
  formatNumber,
  formatPLN,
  NumberField,
  PageHeader,
  Select,
  Skeleton,
  Stack,
  Table,
  TextArea,
  TextField,
  toast,
  type TableColumn,
} from '@rampa/design-system';
import {
  CAMPAIGN_CHANNELS,
  CAMPAIGN_MEMBER_STATUSES,
  CAMPAIGN_TRANSITIONS,
  isAccessDenied,
  MAX_SEGMENT_MEMBERS,
  needsConsent,
  type CampaignChannel,
  type CampaignDetails,
  type CampaignMembersPage,
  type CampaignMemberStatus,
  type CampaignSegment,
  type CampaignStatus,
} from '@rampa/sdk';
import { useSdk, useUserData } from '@rampa/sdk/react';
import { ListLoadError } from '../../lib/ListLoadError';
import { ClientFilterFields, ClientStatusFilter } from '../clients/ClientFilterFields';
import { buildCsv, downloadText, fetchAllRows, type CsvColumn } from '../clients/csv';
import { cleanClientListSearch, parseClientListSearch, type ClientListSearch } from '../clients/listSearch';
import { CampaignResults } from './CampaignResults';
import {
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUS_TONES,
  CHANNEL_LABELS,
  CLIENT_COUNT_FORMS,
  MEMBER_STATUS_LABELS,
  REASON_LABELS,
  ruleMessage,
  TRANSITION_LABELS,
} from './campaignLabels';
import * as styles from './campaigns.css';

type Member = CampaignMembersPage['rows'][number];

/** The segment as saved: the clients list's URL state without paging, sorting or "Moi klienci". */
export function toSegment(search: ClientListSearch): CampaignSegment {
  const { q, status, kind, city, voivodeship, owner, tags } = cleanClientListSearch(search);
  return JSON.parse(JSON.stringify({ q, status, kind, city, voivodeship, owner, tags })) as CampaignSegment;
}

const channelItems = CAMPAIGN_CHANNELS.map((channel) => ({ id: channel, label: CHANNEL_LABELS[channel] }));
const memberStatusItems = CAMPAIGN_MEMBER_STATUSES.map((status) => ({
  id: status,
  label: MEMBER_STATUS_LABELS[status],
}));
const CONTACTABLE: CampaignMemberStatus[] = ['selected', 'contacted', 'responded', 'ordered'];

const memberColumns: TableColumn<Member>[] = [
  { id: 'name', label: 'Klient', isRowHeader: true, render: (m) => m.client.name },
  { id: 'code', label: 'Kod', width: 110, render: (m) => m.client.code },
  { id: 'contact', label: 'Kontakt', render: (m) => m.client.email ?? m.client.phone ?? '—' },
  {
    id: 'status',
    label: 'Status',
    render: (m) => MEMBER_STATUS_LABELS[m.status as CampaignMemberStatus] ?? m.status,
  },
  {
    id: 'contacted_at',
    label: 'Kontakt z dnia',
    render: (m) => (m.contacted_at ? formatDateTime(new Date(m.contacted_at)) : '—'),
  },
  { id: 'note', label: 'Uwagi', render: (m) => m.note ?? '' },
];

const MEMBER_CSV: CsvColumn<Member>[] = [
  { header: 'Kod', value: (m) => m.client.code },
  { header: 'Klient', value: (m) => m.client.name },
  { header: 'E-mail', value: (m) => m.client.email },
  { header: 'Telefon', value: (m) => m.client.phone },
  { header: 'Miejscowość', value: (m) => m.client.city },
  { header: 'Status', value: (m) => MEMBER_STATUS_LABELS[m.status as CampaignMemberStatus] ?? m.status },
];

interface Details {
  name: string;
  channel: CampaignChannel;
  starts_on: string;
  ends_on: string;
  budget: number;
  actual_cost: number;
  description: string;
  /** The owner's profile id; '' for none; undefined while a new campaign's owner is left as offered (the user). */
  owner_id?: string;
}

const NO_OWNER = '__none__';

const detailsOf = (campaign: CampaignDetails | null | undefined): Details => ({
  name: campaign?.name ?? '',
  channel: (campaign?.channel as CampaignChannel | undefined) ?? 'email',
  starts_on: campaign?.starts_on ?? '',
  ends_on: campaign?.ends_on ?? '',
  budget: campaign?.budget === null || campaign?.budget === undefined ? NaN : Number(campaign.budget),
  actual_cost: Number(campaign?.actual_cost ?? 0),
  description: campaign?.description ?? '',
  owner_id: campaign ? (campaign.owner_id ?? '') : undefined,
});

const SEGMENT_LIMIT_TEXT = `Z segmentu dodaje się naraz najwyżej ${formatNumber(MAX_SEGMENT_MEMBERS)} klientów: zawęź segment, aby dodać pozostałych.`;

/** The live count of a segment on a channel, and who is left out and why. */
function SegmentCount({ channel, segment }: { channel: CampaignChannel; segment: CampaignSegment }) {
  const count = useQuery(useSdk().campaigns.segmentCount(channel, segment));
  if (count.isError) return <p role="alert">Nie udało się policzyć klientów segmentu.</p>;
  if (!count.data) {
    return (
      <div role="status" aria-label="Liczenie klientów">
        <Skeleton />
      </div>
    );
  }
  const { matching, contactable, excludedBy, excluded } = count.data;
  const reasons = Object.entries(excludedBy).filter(([, n]) => n > 0) as [
    keyof typeof REASON_LABELS,
    number,
  ][];
  return (
    <div aria-live="polite">
      <p className={styles.countLine}>
        <strong>{`Pasuje: ${formatCount(matching, CLIENT_COUNT_FORMS)}`}</strong>
        {` · można kontaktować (${CHANNEL_LABELS[channel]}): ${contactable}`}
      </p>
      {contactable > MAX_SEGMENT_MEMBERS && (
        <p className={styles.warning} role="note">
          {SEGMENT_LIMIT_TEXT}
        </p>
      )}
      {reasons.length > 0 && (
        <>
          <p className={styles.muted}>{needsConsent(channel) ? 'Pominięci i dlaczego:' : 'Pominięci:'}</p>
          <ul className={styles.list} aria-label="Powody pominięcia">
            {reasons.map(([reason, n]) => (
              <li key={reason}>{`${REASON_LABELS[reason]}: ${n}`}</li>
            ))}
          </ul>
          {excluded.length > 0 && (
            <table className={styles.table} aria-label="Pominięci klienci">
              <thead>
                <tr>
                  <th scope="col">Klient</th>
                  <th scope="col">Kod</th>
                  <th scope="col">Powód</th>
                </tr>
              </thead>
              <tbody>
                {excluded.map((client) => (
                  <tr key={client.id}>
                    <td>{client.name}</td>
                    <td>{client.code}</td>
                    <td>{client.reason === 'ok' ? '—' : REASON_LABELS[client.reason]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </div>
  );
}

/** The members table with status changes and bulk actions, and the CSV of those who may be contacted. */
function Members({ campaign }: { campaign: CampaignDetails }) {
  const campaigns = useSdk().campaigns;
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const members = useQuery(campaigns.members(campaign.id, { page }));
  const [selection, setSelection] = useState<Selection>(new Set());
  const [status, setStatus] = useState<CampaignMemberStatus>('contacted');
  const change = useMutation(campaigns.changeMembersStatus());
  const remove = useMutation(campaigns.removeMembers());
  const rows = members.data?.rows ?? [];
  const ids = selection === 'all' ? rows.map((r) => r.id) : [...selection].map(String);
  const closed = campaign.status === 'finished' || campaign.status === 'cancelled';
  const total = members.data?.total ?? 0;
  const onError = (error: Error) => {
    const message = ruleMessage(error);
    if (message) toast.error(message);
  };
  const exportCsv = async () => {
    const all = await fetchAllRows((p, pageSize) =>
      queryClient.fetchQuery({
        ...campaigns.members(campaign.id, {
          status: CONTACTABLE,
          contactableOn: campaign.channel as CampaignChannel,
          page: p,
          pageSize,
        }),
        staleTime: 0,
      }),
    );
    downloadText(`kampania-${campaign.id.slice(0, 8)}-kontakty.csv`, buildCsv(MEMBER_CSV, all));
    toast.success(`Wyeksportowano ${formatCount(all.length, CLIENT_COUNT_FORMS)} do pliku CSV`);
  };
  return (
    <section className={styles.section} aria-labelledby="members-title">
      <h2 id="members-title" className={styles.sectionTitle}>
        {`Członkowie (${total})`}
      </h2>
      <div className={styles.row}>
        <Button variant="secondary" size="sm" isDisabled={total === 0} onPress={() => void exportCsv()}>
          Eksportuj CSV do kontaktu
        </Button>
      </div>
      {ids.length > 0 && !closed && (
        <div className={styles.bulkBar} role="region" aria-label="Działania na zaznaczonych">
          <span>{`Zaznaczono ${ids.length}`}</span>
          <Select
            label="Nowy status członków"
            labelPosition="side"
            items={memberStatusItems}
            selectedKey={status}
            onSelectionChange={(key) => key !== null && setStatus(key as CampaignMemberStatus)}
          />
          <Button
            size="sm"
            isPending={change.isPending}
            onPress={() =>
              change.mutate({ ids, status }, { onSuccess: () => setSelection(new Set()), onError })
            }
          >
            Zmień status członków
          </Button>
          <Button
            size="sm"
            variant="secondary"
            isPending={remove.isPending}
            onPress={() => remove.mutate({ ids }, { onSuccess: () => setSelection(new Set()), onError })}
          >
            Usuń z kampanii
          </Button>
        </div>
      )}
      <Table
        aria-label="Członkowie kampanii"
        columns={memberColumns}
        rows={rows}
        isLoading={members.isPending}
        selectionMode={closed ? 'none' : 'multiple'}
        selectedKeys={selection}
        onSelectionChange={setSelection}
        error={
          members.isError && !members.data ? (
            <ListLoadError
              message="Nie udało się wczytać członków kampanii."
              onRetry={() => void members.refetch()}
            />
          ) : undefined
        }
        emptyState={
          <EmptyState
            headingLevel={3}
            title="Brak członków"
            description="Dodaj klientów z segmentu powyżej."
          />
        }
      />
      {total > rows.length && (
        <div className={styles.row}>
          <Button size="sm" variant="secondary" isDisabled={page === 1} onPress={() => setPage(page - 1)}>
            Poprzednia strona
          </Button>
          <Button
            size="sm"
            variant="secondary"
            isDisabled={page * (members.data?.pageSize ?? 50) >= total}
            onPress={() => setPage(page + 1)}
          >
            Następna strona
          </Button>
        </div>
      )}
    </section>
  );
}

/** `/marketing/kampanie/nowa` and `/marketing/kampanie/$campaignId`: details, segment, members and results. */
export function CampaignEditorPage({ campaignId }: { campaignId?: string }) {
  const sdk = useSdk();
  const campaigns = sdk.campaigns;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const campaign = useQuery({ ...campaigns.byId(campaignId ?? ''), enabled: Boolean(campaignId) });
  const owners = useQuery(sdk.clients.owners());
  const userId = useUserData()?.id;
  // A new campaign is offered to its creator (the database makes him the owner anyway when none is sent).
  const myProfileId = owners.data?.find((owner) => owner.user_id === userId)?.id;
  const data = campaignId ? campaign.data : null;
  const [details, setDetails] = useState<Details>(() => detailsOf(data));
  const [search, setSearch] = useState<ClientListSearch>(() =>
    parseClientListSearch({ ...(data?.segment ?? {}) }),
  );
  const loadedAt = data?.updated_at;
  useEffect(() => {
    if (data) {
      setDetails(detailsOf(data));
      setSearch(parseClientListSearch({ ...data.segment }));
    }
    // Only when another version arrives from the server, not on every refetch.
  }, [loadedAt]); // eslint-disable-line react-hooks/exhaustive-deps
  const segment = useMemo(() => toSegment(search), [search]);
  const create = useMutation(campaigns.create());
  const update = useMutation(campaigns.update());
  const changeStatus = useMutation(campaigns.changeStatus());
  const addMembers = useMutation(campaigns.addMembers());
  const [adding, setAdding] = useState(false);

  if (campaignId && campaign.isPending) {
    return (
      <section className={styles.page} aria-labelledby="page-title" aria-busy>
        <PageHeader title="Kampania" />
        <div role="status" aria-label="Ładowanie kampanii">
          <Stack gap="sm">
            <Skeleton />
            <Skeleton />
          </Stack>
        </div>
      </section>
    );
  }
  if (campaignId && (campaign.isError || !data)) {
    return (
      <section className={styles.page} aria-labelledby="page-title">
        <PageHeader
          title={campaign.isError && isAccessDenied(campaign.error) ? 'Brak dostępu' : 'Kampania'}
        />
        <ListLoadError
          message={campaign.isError ? 'Nie udało się wczytać kampanii.' : 'Nie ma takiej kampanii.'}
          onRetry={() => void campaign.refetch()}
        />
      </section>
    );
  }

  const set = <K extends keyof Details>(key: K, value: Details[K]) =>
    setDetails((d) => ({ ...d, [key]: value }));
  const fields = {
    name: details.name.trim(),
    channel: details.channel,
    starts_on: details.starts_on || null,
    ends_on: details.ends_on || null,
    budget: Number.isNaN(details.budget) ? null : details.budget,
    actual_cost: Number.isNaN(details.actual_cost) ? 0 : details.actual_cost,
    description: details.description.trim() || null,
    owner_id: (details.owner_id ?? myProfileId) || null,
    segment,
  };
  const onError = (error: Error) => {
    const message = ruleMessage(error);
    if (message) toast.error(message);
  };
  const save = () => {
    if (!fields.name) {
      toast.error('Podaj nazwę kampanii.');
      return;
    }
    if (!data) {
      create.mutate(fields, {
        onSuccess: (created) =>
          created &&
          void navigate({ to: '/marketing/kampanie/$campaignId', params: { campaignId: created.id } }),
        onError,
      });
    } else {
      const { channel, ...rest } = fields;
      update.mutate({ id: data.id, changes: channel === data.channel ? rest : fields }, { onError });
    }
  };
  const addFromSegment = async () => {
    if (!data) return;
    setAdding(true);
    try {
      await update.mutateAsync({ id: data.id, changes: { segment } });
      const ids = await queryClient.fetchQuery(
        campaigns.contactableClients(data.channel as CampaignChannel, segment),
      );
      const result = await addMembers.mutateAsync({ campaignId: data.id, clientIds: ids });
      toast.success(`Dodano ${formatCount(result.added, CLIENT_COUNT_FORMS)} do kampanii`);
      if (ids.length >= MAX_SEGMENT_MEMBERS) toast.info(SEGMENT_LIMIT_TEXT);
    } catch (error) {
      onError(error as Error);
    } finally {
      setAdding(false);
    }
  };
  const status = data?.status as CampaignStatus | undefined;
  const hasMembers = (data?.results?.selected ?? 0) > 0;

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <PageHeader
        title={data ? data.name : 'Nowa kampania'}
        subtitle={
          status ? (
            <Badge tone={CAMPAIGN_STATUS_TONES[status]}>{CAMPAIGN_STATUS_LABELS[status]}</Badge>
          ) : (
            'Zaplanuj kampanię i wybierz jej odbiorców'
          )
        }
        actions={
          status ? (
            <>
              {CAMPAIGN_TRANSITIONS[status].map((next) => (
                <Button
                  key={next}
                  variant={next === 'cancelled' ? 'secondary' : 'primary'}
                  isPending={changeStatus.isPending && changeStatus.variables?.status === next}
                  onPress={() => changeStatus.mutate({ id: data!.id, status: next }, { onError })}
                >
                  {TRANSITION_LABELS[next]}
                </Button>
              ))}
            </>
          ) : undefined
        }
      />

      <form
        className={styles.section}
        aria-labelledby="details-title"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <h2 id="details-title" className={styles.sectionTitle}>
          Szczegóły
        </h2>
        <div className={styles.grid}>
          <TextField label="Nazwa" isRequired value={details.name} onChange={(v) => set('name', v)} />
          <Select
            label="Kanał"
            items={channelItems}
            selectedKey={details.channel}
            isDisabled={hasMembers}
            description={hasMembers ? 'Kanału kampanii z członkami nie można zmienić.' : undefined}
            onSelectionChange={(key) => key !== null && set('channel', key as CampaignChannel)}
          />
          <TextField
            label="Początek"
            type="date"
            value={details.starts_on}
            onChange={(v) => set('starts_on', v)}
          />
          <TextField label="Koniec" type="date" value={details.ends_on} onChange={(v) => set('ends_on', v)} />
          <NumberField
            label="Budżet"
            kind="currency"
            minValue={0}
            value={details.budget}
            onChange={(v) => set('budget', v)}
          />
          <NumberField
            label="Koszt dotychczas"
            kind="currency"
            minValue={0}
            value={details.actual_cost}
            onChange={(v) => set('actual_cost', v)}
          />
          <Select
            label="Opiekun kampanii"
            items={[
              // No owner is a choice for a saved campaign; a new one always gets one (see the database trigger).
              ...(data ? [{ id: NO_OWNER, label: 'Brak opiekuna' }] : []),
              ...(owners.data ?? []).map((owner) => ({ id: owner.id, label: owner.display_name })),
            ]}
            selectedKey={(details.owner_id ?? myProfileId) || NO_OWNER}
            onSelectionChange={(key) => key !== null && set('owner_id', key === NO_OWNER ? '' : String(key))}
          />
        </div>
        <TextArea label="Opis" value={details.description} onChange={(v) => set('description', v)} />

        <h2 className={styles.sectionTitle}>Segment odbiorców</h2>
        <p className={styles.muted}>
          Te same filtry co na liście klientów; liczba odświeża się po każdej zmianie.
        </p>
        <TextField
          label="Szukaj w segmencie"
          value={search.q ?? ''}
          onChange={(q) => setSearch((s) => ({ ...s, q }))}
          placeholder="Nazwa, kod, NIP lub miejscowość"
        />
        <ClientStatusFilter search={search} onFilter={(patch) => setSearch((s) => ({ ...s, ...patch }))} />
        <div className={styles.grid}>
          <ClientFilterFields
            search={search}
            onFilter={(patch) => setSearch((s) => ({ ...s, ...patch }))}
            owners={owners.data ?? []}
            showMine={false}
            showCreatedFrom={false}
          />
        </div>
        <SegmentCount channel={details.channel} segment={segment} />
        <div className={styles.row}>
          <Button type="submit" isPending={create.isPending || (update.isPending && !adding)}>
            {data ? 'Zapisz kampanię' : 'Utwórz kampanię'}
          </Button>
          {data && status !== 'finished' && status !== 'cancelled' && (
            <Button variant="secondary" isPending={adding} onPress={() => void addFromSegment()}>
              Dodaj klientów z segmentu
            </Button>
          )}
        </div>
      </form>

      {data && <Members campaign={data} />}
      {data && data.results && (
        <CampaignResults
          results={data.results}
          actualCost={Number(data.actual_cost)}
          budget={data.budget === null ? null : Number(data.budget)}
        />
      )}
      {data && <p className={styles.muted}>{`Koszt: ${formatPLN(Number(data.actual_cost))}`}</p>}
    </section>
  );
}
