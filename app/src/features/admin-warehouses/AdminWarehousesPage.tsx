import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  EmptyState,
  Inline,
  PageHeader,
  Skeleton,
  Stack,
  Table,
  type TableColumn,
} from '@rampa/design-system';
import { ISO_WEEKDAYS, type OpeningHours } from '@rampa/domain';
import type { WarehouseWithRamps } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { ListLoadError } from '../../lib/ListLoadError';
import * as page from '../../lib/page.css';
import { RampDialog } from './RampDialog';
import { WarehouseDialog } from './WarehouseDialog';
import { RAMP_KIND_LABELS, WEEKDAY_LABELS } from './warehouseForm';
import * as styles from './adminWarehouses.css';

type Ramp = WarehouseWithRamps['ramps'][number];
type Open =
  | { kind: 'warehouse'; warehouse?: WarehouseWithRamps }
  | { kind: 'ramp'; warehouse: WarehouseWithRamps; ramp?: Ramp }
  | null;

/** "Pn–Pt 06:00–22:00 · So 07:00–14:00": consecutive days with the same hours in one group. */
export function hoursSummary(hours: OpeningHours): string {
  const short = (day: string) => WEEKDAY_LABELS[day as keyof typeof WEEKDAY_LABELS].slice(0, 2);
  const groups: { from: string; to: string; text: string }[] = [];
  for (const day of ISO_WEEKDAYS) {
    const value = hours[day];
    if (!value) continue;
    const text = `${value.open}–${value.close}`;
    const last = groups.at(-1);
    if (last && last.text === text && Number(last.to) + 1 === Number(day)) last.to = day;
    else groups.push({ from: day, to: day, text });
  }
  if (groups.length === 0) return 'Zamknięty we wszystkie dni';
  return groups
    .map((g) => `${g.from === g.to ? short(g.from) : `${short(g.from)}–${short(g.to)}`} ${g.text}`)
    .join(' · ');
}

const ActiveBadge = ({ active }: { active: boolean }) =>
  active ? (
    <Badge tone="success" hasDot>
      Aktywna
    </Badge>
  ) : (
    <Badge tone="muted" hasDot>
      Nieaktywna
    </Badge>
  );

function WarehouseSection({
  warehouse,
  onOpen,
}: {
  warehouse: WarehouseWithRamps;
  onOpen: (open: Open) => void;
}) {
  const sdk = useSdk();
  const updateWarehouse = useMutation(sdk.warehouses.updateWarehouse());
  const updateRamp = useMutation(sdk.warehouses.updateRamp());
  const headingId = `warehouse-${warehouse.id}`;
  const columns: TableColumn<Ramp>[] = [
    { id: 'code', label: 'Kod', isRowHeader: true, width: 100 },
    { id: 'name', label: 'Nazwa' },
    { id: 'kind', label: 'Rodzaj', render: (ramp) => RAMP_KIND_LABELS[ramp.kind] },
    { id: 'active', label: 'Stan', render: (ramp) => <ActiveBadge active={ramp.active} /> },
    {
      id: 'actions',
      label: 'Działania',
      render: (ramp) => (
        <Inline gap="xs" flexWrap="nowrap">
          <Button size="sm" variant="secondary" onPress={() => onOpen({ kind: 'ramp', warehouse, ramp })}>
            Edytuj
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onPress={() => updateRamp.mutate({ id: ramp.id, changes: { active: !ramp.active } })}
          >
            {ramp.active ? 'Dezaktywuj' : 'Aktywuj'}
          </Button>
        </Inline>
      ),
    },
  ];
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Inline justifyContent="space-between">
          <Inline gap="sm">
            <h2 id={headingId} className={styles.sectionTitle}>
              {warehouse.name} ({warehouse.code})
            </h2>
            {warehouse.active ? (
              <Badge tone="success" hasDot>
                Aktywny
              </Badge>
            ) : (
              <Badge tone="muted" hasDot>
                Nieaktywny
              </Badge>
            )}
          </Inline>
          <Inline gap="xs">
            <Button size="sm" variant="secondary" onPress={() => onOpen({ kind: 'warehouse', warehouse })}>
              Edytuj magazyn
            </Button>
            <Button
              size="sm"
              variant="secondary"
              isPending={updateWarehouse.isPending}
              onPress={() =>
                updateWarehouse.mutate({ id: warehouse.id, changes: { active: !warehouse.active } })
              }
            >
              {warehouse.active ? 'Dezaktywuj magazyn' : 'Aktywuj magazyn'}
            </Button>
            <Button size="sm" onPress={() => onOpen({ kind: 'ramp', warehouse })}>
              Dodaj rampę
            </Button>
          </Inline>
        </Inline>
        <p className={styles.muted}>
          {[
            warehouse.address,
            hoursSummary(warehouse.opening_hours),
            `slot ${warehouse.slot_minutes} min`,
            warehouse.time_zone,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <Table
          aria-label={`Rampy: ${warehouse.name}`}
          columns={columns}
          rows={warehouse.ramps}
          emptyState={
            <EmptyState
              headingLevel={3}
              title="Brak ramp"
              description="Dodaj pierwszą rampę tego magazynu."
            />
          }
        />
      </Stack>
    </section>
  );
}

/** `/admin/magazyny`: the organization's warehouses and their ramps, for its administrator. */
export function AdminWarehousesPage() {
  const sdk = useSdk();
  const list = useQuery(sdk.warehouses.list());
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <section className={page.page} aria-labelledby="page-title">
      <PageHeader
        title="Magazyny i rampy"
        subtitle="Godziny otwarcia, długość slotu i rampy, z których korzystają awizacje."
        actions={<Button onPress={() => setOpen({ kind: 'warehouse' })}>Nowy magazyn</Button>}
      />
      {list.isPending ? (
        <div role="status" aria-label="Ładowanie magazynów">
          <Stack gap="sm">
            <Skeleton />
            <Skeleton lines={3} />
          </Stack>
        </div>
      ) : list.isError ? (
        <ListLoadError message="Nie udało się wczytać magazynów." onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title="Brak magazynów"
          description="Dodaj magazyn, aby handlowcy mogli planować awizacje."
          action={<Button onPress={() => setOpen({ kind: 'warehouse' })}>Nowy magazyn</Button>}
        />
      ) : (
        <Stack gap="xl">
          {list.data.map((warehouse) => (
            <WarehouseSection key={warehouse.id} warehouse={warehouse} onOpen={setOpen} />
          ))}
        </Stack>
      )}
      {open?.kind === 'warehouse' && <WarehouseDialog warehouse={open.warehouse} onClose={close} />}
      {open?.kind === 'ramp' && <RampDialog warehouse={open.warehouse} ramp={open.ramp} onClose={close} />}
    </section>
  );
}
