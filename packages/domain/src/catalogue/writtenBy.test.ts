import { describe, expect, it } from 'vitest';
import { MACHINE_ACTIVITY_LOG } from './modules/machineAssets.ts';
import { withoutWriter, writtenByProblem } from './writtenBy.ts';

// Decision 1785: the machine activity log's row a maintenance wrote is read-only there; the log's own calls
// never set nor clear the maintenance a row names.

const written = { id: 5, machineId: 3, maintenanceId: 31, maintenanceNumber: 'MNT/26-27/00004' };
const own = { id: 6, machineId: 3, maintenanceId: null, maintenanceNumber: null };

describe('records a document writes', () => {
  it('a row the maintenance wrote is refused to the log’s own calls, naming the maintenance', () => {
    expect(writtenByProblem(MACHINE_ACTIVITY_LOG, written)).toBe(
      'Maintenance MNT/26-27/00004 wrote this record: it changes only with that maintenance (cancel it there)',
    );
    expect(writtenByProblem(MACHINE_ACTIVITY_LOG, own)).toBeNull();
    expect(writtenByProblem({}, written)).toBeNull();
    expect(writtenByProblem(MACHINE_ACTIVITY_LOG, { ...written, maintenanceNumber: null })).toBe(
      'Maintenance  wrote this record: it changes only with that maintenance (cancel it there)',
    );
  });

  it('a body never names a maintenance: a create has none, an update keeps the stored one', () => {
    const sent = { machineId: 3, maintenanceId: 99, maintenanceNumber: 'MNT/FAKE' };
    expect(withoutWriter(MACHINE_ACTIVITY_LOG, sent, undefined)).toEqual({
      machineId: 3,
      maintenanceId: null,
      maintenanceNumber: null,
    });
    expect(withoutWriter(MACHINE_ACTIVITY_LOG, sent, own)).toMatchObject({ maintenanceId: null });
    expect(withoutWriter(MACHINE_ACTIVITY_LOG, sent, written)).toMatchObject({
      maintenanceId: 31,
      maintenanceNumber: 'MNT/26-27/00004',
    });
    expect(withoutWriter({}, sent, undefined)).toEqual(sent);
  });
});
