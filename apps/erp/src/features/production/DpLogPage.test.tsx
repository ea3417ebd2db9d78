import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { dpLogFiltered, dpLogLoaded } from '@erp/api';
import { EFFICIENCY_PROBLEMS, translationKey, type DpLogRow } from '@erp/domain';
import hi from '../../../public/assets/i18n/hi.json';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';
import { dpLogColumns } from './DpLogPage.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'loom-vise-daily-production', view: 1 },
]);

const ROW: DpLogRow = {
  date: '2026-11-10',
  shift: 'DAY',
  machine: { id: 3, name: 'Circular Loom 1', code: 'LOOM-01' },
  metres: 900,
  kg: 72,
  pieces: 0,
  runningHours: 10,
  stoppedHours: 2,
  outputUnit: 'METRES',
  stoppageReasons: ['POWER_CUT', 'TAPE_BREAK'],
  recordedStops: [],
  operators: [
    { id: 12, name: 'Ramesh Yadav' },
    { id: 14, name: 'Sita Devi' },
  ],
  availability: 83.33,
  performance: 90,
  efficiency: 75,
  problem: null,
};
const DOWN: DpLogRow = {
  ...ROW,
  machine: { id: 4, name: 'Circular Loom 2', code: 'LOOM-02' },
  availability: 0,
  performance: null,
  efficiency: null,
  problem:
    'The machine did not run (0 running hours), so its performance and efficiency cannot be worked out.',
};
const TOTALS = {
  metres: 900,
  kg: 72,
  pieces: 0,
  runningHours: 10,
  stoppedHours: 14,
  availability: 41.67,
  performance: 90,
  efficiency: 37.5,
  problem: null,
};

type App = Awaited<ReturnType<typeof renderApp>>;
const dpLogOf = (app: App) => app.services.store.getState().dpLog;

describe('issue 19: the loom-wise DP log (/module/loom-vise-daily-production)', () => {
  it('opens over the month so far, sorts on the server, and shows the rows and the totals', async () => {
    const app = await renderApp('/module/loom-vise-daily-production', session);
    const table = () => app.host.querySelector('[role="table"][aria-label="DP Log"]');
    expect(table()).not.toBeNull();
    expect(dpLogOf(app)).toMatchObject({ status: 'loading', requestId: 1 });
    expect(dpLogOf(app).params.fromDate).toMatch(/^\d{4}-\d{2}-01$/);
    const header = [...(table()?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent?.trim() === 'Efficiency',
    );
    await act(async () => header?.click());
    await settle();
    expect(dpLogOf(app).params).toMatchObject({ sort: 'efficiency', page: 1 });
    act(() => {
      app.services.store.dispatch(
        dpLogLoaded({ requestId: dpLogOf(app).requestId, rows: [ROW, DOWN], totalCount: 2, totals: TOTALS }),
      );
    });
    await settle();
    expect(dpLogOf(app).rows).toEqual([ROW, DOWN]);
    expect(app.host.textContent).not.toContain('No records found');
    const totals = app.host.querySelector('dl[aria-label="Totals"]');
    // Issue 19: "93.75%", the sign right after the number.
    expect(totals?.textContent).toContain('41.67%');
    expect(totals?.textContent).toContain('37.50%');
    expect(totals?.textContent).not.toContain(' %');
  });

  it('decision 1320: an operator chosen asks again from page 1, keeping the range and the machine', async () => {
    const app = await renderApp('/module/loom-vise-daily-production', session);
    const pickers = [...app.host.querySelectorAll('label')].map((label) => label.textContent?.trim());
    expect(pickers).toEqual(expect.arrayContaining(['Machine', 'Operator']));
    const { fromDate } = dpLogOf(app).params;
    act(() => {
      app.services.store.dispatch(dpLogFiltered({ operatorId: 12 }));
    });
    expect(dpLogOf(app).params).toMatchObject({ fromDate, machineId: null, operatorId: 12, page: 1 });
  });

  it('in Hindi the stoppage reasons, the shift and an efficiency not worked out read in Hindi; the server keeps the codes', () => {
    const hindi: Readonly<Record<string, string>> = hi;
    const columns = dpLogColumns((text) => hindi[translationKey(text)] ?? text);
    const cell = (key: string, row: DpLogRow) => columns.find((column) => column.key === key)?.cell?.(row);
    expect(cell('stoppageReasons', ROW)).toBe('बिजली कटौती, टेप या धागा टूटना');
    expect(
      cell('stoppageReasons', { ...ROW, recordedStops: [{ reason: 'Gearbox overhaul', planned: true }] }),
    ).toBe('बिजली कटौती, टेप या धागा टूटना, Gearbox overhaul (नियोजित रखरखाव)');
    expect(cell('shift', ROW)).toBe(hindi[translationKey('Day (12 h)')]);
    expect(columns.find((column) => column.key === 'operators')?.header).toBe('ऑपरेटर');
    const efficiency = cell('efficiency', DOWN) as ReactElement<{ title: string }>;
    expect(efficiency.props.title).toBe(
      'मशीन नहीं चली (0 चलने के घंटे), इसलिए उसका प्रदर्शन और दक्षता नहीं निकाली जा सकती।',
    );
  });

  it('issue 42: "Performance 264% and Efficiency 231% with no word": a figure beyond the machine is flagged with its reason', () => {
    const columns = dpLogColumns((text) => text);
    const cell = (key: string, row: DpLogRow) =>
      columns.find((column) => column.key === key)?.cell?.(row) as ReactElement<{ title?: string }>;
    const over = { ...ROW, performance: 264, efficiency: 231, problem: EFFICIENCY_PROBLEMS.overRated };
    for (const key of ['performance', 'efficiency']) {
      expect(cell(key, over).props.title).toBe(EFFICIENCY_PROBLEMS.overRated);
      expect(cell(key, ROW).props.title).toBeUndefined();
    }
  });

  it('labels its columns; shifts and reasons by their names; an efficiency not worked out is a dash with its reason', () => {
    const columns = dpLogColumns((text) => text);
    expect(columns.map((column) => column.key)).toEqual([
      'date',
      'shift',
      'machineName',
      'operators',
      'metres',
      'kg',
      'pieces',
      'runningHours',
      'stoppedHours',
      'stoppageReasons',
      'availability',
      'performance',
      'efficiency',
    ]);
    const cell = (key: string, row: DpLogRow) => columns.find((column) => column.key === key)?.cell?.(row);
    expect(cell('shift', ROW)).toBe('Day (12 h)');
    expect(cell('machineName', ROW)).toBe('Circular Loom 1');
    expect(cell('operators', ROW)).toBe('Ramesh Yadav, Sita Devi');
    expect(cell('stoppageReasons', ROW)).toBe('Power Cut, Tape or Yarn Break');
    // The shift's recorded stops follow, as recorded; planned maintenance says so.
    expect(
      cell('stoppageReasons', {
        ...ROW,
        stoppageReasons: ['BREAKDOWN'],
        recordedStops: [
          { reason: 'Warp beam cracked', planned: false },
          { reason: 'Gearbox overhaul', planned: true },
        ],
      }),
    ).toBe('Breakdown, Warp beam cracked, Gearbox overhaul (Planned Maintenance)');
    expect(cell('availability', ROW)).toBe('83.33%');
    expect((cell('performance', ROW) as ReactElement<{ children: string }>).props.children).toBe('90.00%');
    // The server sorts by neither the operators nor the reasons.
    expect(columns.filter((column) => column.sortable === false).map((column) => column.key)).toEqual([
      'operators',
      'stoppageReasons',
    ]);
    expect(cell('performance', DOWN)).toMatchObject({ props: { children: '—', title: DOWN.problem } });
  });
});
