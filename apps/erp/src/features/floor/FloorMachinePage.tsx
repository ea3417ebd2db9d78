import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  MASTER_ROUTES,
  SCHEDULE_STATUS_LABELS,
  type EntityRecord,
  type MachineRoll,
  type MaintenanceScheduleRow,
} from '@erp/domain';
import {
  catalogueModule,
  entityRecordRequested,
  floorMachineRequested,
  floorRollsMore,
  selectEntityModule,
  selectFloorMachine,
} from '@erp/api';
import {
  FloorMachine,
  PageHeader,
  type FloorBreakdown,
  type FloorMaintenance,
  type FloorRoll,
} from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { PageStack } from '../../components/PageStack.tsx';
import { FloorActions } from './actions/FloorActions.tsx';
import { factsOf } from './floorFacts.ts';
import { FloorMissing, FloorPending, FloorRefused } from './FloorNotices.tsx';
import { useFloorAddress } from './floorTarget.ts';

/** What a machine's page says of it: the catalogue's fields, in this order. */
const MACHINE_FACTS = ['name', 'code', 'machineTypeId', 'departmentId', 'stockAreaId'] as const;

const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A breakdown's record as its page lists it. */
const breakdownOf = (record: EntityRecord, index: number): FloorBreakdown => ({
  id: record.id ?? index,
  stoppedOn: textOf(record.stoppedOn) ?? '',
  stoppedAt: textOf(record.stoppedAt),
  reason: textOf(record.reason),
  planned: record.planned === true,
  restartedOn: textOf(record.restartedOn),
  restartedAt: textOf(record.restartedAt),
});

/** A row of the machine's maintenance schedule as its page lists it, its status in the reader's words. */
const maintenanceOf =
  (t: (text: string) => string) =>
  (row: MaintenanceScheduleRow): FloorMaintenance => ({
    id: row.activity.id,
    activity: row.activity.name,
    status: row.status,
    statusLabel: t(SCHEDULE_STATUS_LABELS[row.status]),
    dueOn: row.dueOn,
  });

/** A woven roll as the machine's page lists it. */
const rollOf = (roll: MachineRoll): FloorRoll => ({
  id: `${roll.id}-${roll.rollNumber}`,
  rollNumber: roll.rollNumber,
  metres: roll.metres,
  weightKg: roll.weightKg,
  date: roll.date,
  enteredBy: roll.enteredBy,
});

/**
 * A machine's page of the floor (issue 58, decisions 2314, 2361): the machine, whether it is stopped now, its
 * last breakdowns, its maintenance schedule, its last woven rolls with "More", and the floor's actions at it (breakdown start and end, a roll's
 * entry) the role may take.
 * Another organisation's machine is not found.
 */
export function FloorMachinePage() {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const address = useFloorAddress('machine');
  const module = catalogueModule('machine');
  const id = address.state === 'target' ? address.target.id : null;
  const record = useAppSelector((state) => selectEntityModule(state, 'machine'));
  const machine = useAppSelector(selectFloorMachine);
  const given = useMemo(() => ({ machineId: id }), [id]);

  useEffect(() => {
    if (id === null) return;
    dispatch(entityRecordRequested({ module: 'machine', id }));
    dispatch(floorMachineRequested({ id }));
  }, [dispatch, id]);
  const breakdowns = useMemo(() => machine.breakdowns.map(breakdownOf), [machine.breakdowns]);
  const maintenance = useMemo(() => machine.maintenance.map(maintenanceOf(t)), [machine.maintenance, t]);
  const rolls = useMemo(
    () => ({
      rolls: machine.id === id ? machine.rolls.map(rollOf) : [],
      total: machine.id === id ? machine.rollsTotal : 0,
      error: machine.rollsStatus === 'failed' ? machine.rollsError : null,
      loading: machine.rollsStatus === 'loading',
      onMore: () => dispatch(floorRollsMore()),
    }),
    [machine.id, machine.rolls, machine.rollsTotal, machine.rollsStatus, machine.rollsError, id, dispatch],
  );

  const title = t(module.label);
  if (address.state === 'refused') return <FloorRefused message={address.message} />;
  const back = MASTER_ROUTES.machine;
  if (address.state === 'missing' || record?.recordStatus === 'missing')
    return <FloorMissing title={title} back={back} />;
  const shown =
    id !== null && record?.recordStatus === 'loaded' && record.record?.id === id ? record.record : null;
  const name = shown ? String(shown.name ?? shown.code ?? id) : '';
  return (
    <PageStack>
      <PageHeader
        title={shown ? `${title}: ${name}` : title}
        returnTo={{ url: back, label: t(module.label) }}
        onRefresh={id === null ? undefined : () => dispatch(floorMachineRequested({ id }))}
        onNavigate={navigate}
      />
      {shown ? (
        <FloorMachine
          facts={factsOf(module, shown, MACHINE_FACTS, t)}
          breakdowns={machine.id === id ? breakdowns : []}
          breakdownsTotal={machine.id === id ? machine.breakdownsTotal : 0}
          breakdownsError={machine.status === 'failed' ? machine.error : null}
          loading={machine.status === 'loading'}
          maintenance={machine.id === id ? maintenance : []}
          maintenanceError={machine.maintenanceStatus === 'failed' ? machine.maintenanceError : null}
          maintenanceLoading={machine.maintenanceStatus === 'loading'}
          rolls={rolls}
          actions={<FloorActions from="machine" given={given} subject={`${title} ${name}`} />}
        />
      ) : (
        <FloorPending failed={record?.recordStatus === 'failed' ? (record.error ?? null) : null} />
      )}
    </PageStack>
  );
}
