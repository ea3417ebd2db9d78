import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from './documents.ts';
import { switchedOff, transitionRules } from './documentRules.ts';
import {
  SCHEDULE_DOCUMENTS,
  clashMessage,
  clashes,
  downMessage,
  jobSpan,
  stopClashMessage,
} from './scheduleDocuments.ts';

const job = (extra: Record<string, unknown>) => ({
  startDate: '2026-11-24',
  startHour: 6,
  quantity: 1200,
  ...extra,
});

describe('jobSpan (decision 1124): start and end from the machine capacity', () => {
  it.each([
    [
      'from the rated output: 1,200 m at 100 m/h is 12 h',
      job({}),
      100,
      { start: '2026-11-24T06:00', end: '2026-11-24T18:00', hours: 12 },
    ],
    [
      'past midnight',
      job({ startHour: 20 }),
      100,
      { start: '2026-11-24T20:00', end: '2026-11-25T08:00', hours: 12 },
    ],
    [
      'the hours given win over the rate',
      job({ hours: 2.5 }),
      100,
      { start: '2026-11-24T06:00', end: '2026-11-24T08:30', hours: 2.5 },
    ],
    [
      'hours given on an unrated machine',
      job({ hours: 8, startHour: 6.5 }),
      null,
      { start: '2026-11-24T06:30', end: '2026-11-24T14:30', hours: 8 },
    ],
    [
      'to the minute',
      job({ quantity: 1000, startHour: 0 }),
      1500,
      { start: '2026-11-24T00:00', end: '2026-11-24T00:40', hours: 0.67 },
    ],
    ['an unrated machine without hours', job({}), null, null],
    ['a rate of zero', job({}), 0, null],
    ['no start hour', job({ startHour: null }), 100, null],
    ['no start date', job({ startDate: '' }), 100, null],
    ['a start date that is no text', job({ startDate: null }), 100, null],
  ])('%s', (_case, line, rated, expected) => {
    expect(jobSpan(line, rated)).toEqual(expected);
  });
});

describe('clashes', () => {
  const span = (start: string, end: string) => ({
    start: `2026-11-24T${start}`,
    end: `2026-11-24T${end}`,
    hours: 0,
  });
  it.each([
    ['overlapping', span('06:00', '14:00'), span('13:00', '20:00'), true],
    ['one inside the other', span('06:00', '18:00'), span('08:00', '09:00'), true],
    ['one starting as the other ends', span('06:00', '14:00'), span('14:00', '22:00'), false],
    ['apart', span('06:00', '08:00'), span('10:00', '12:00'), false],
  ])('%s: %s', (_case, a, b, expected) => {
    expect(clashes(a, b)).toBe(expected);
    expect(clashes(b, a)).toBe(expected);
  });

  it('says which job it clashes with, and why a down machine is refused', () => {
    expect(
      clashMessage({ number: 'MS/2026-27/00001', machine: 'Circular Loom 1', span: span('06:00', '14:00') }),
    ).toBe('It clashes with MS/2026-27/00001 on Circular Loom 1, from 2026-11-24 06:00 to 2026-11-24 14:00.');
    expect(downMessage('Circular Loom 2', { date: '2026-11-23', shift: 'A' })).toBe(
      'Circular Loom 2 is down since a breakdown on 2026-11-23 (shift A): enter the shift it runs again before scheduling it.',
    );
  });

  // Issue 22: "A machine under planned maintenance cannot be scheduled" (decision 1791).
  it.each([
    [
      true,
      'Circular Loom 2 is under planned maintenance from 2026-11-24 08:00 to 2026-11-24 16:00: schedule the job before or after it.',
    ],
    [
      false,
      'Circular Loom 2 is stopped by a breakdown from 2026-11-24 08:00 to 2026-11-24 16:00: schedule the job before or after it.',
    ],
  ])('names the machine and the times of a stop a job falls in (planned: %s)', (planned, message) => {
    expect(stopClashMessage('Circular Loom 2', { ...span('08:00', '16:00'), planned })).toBe(message);
  });
});

describe('machineSchedule', () => {
  it('moves no stock, stays Open on the timeline until closed, and needs SCHEDULING_SUPPORT', () => {
    const def = SCHEDULE_DOCUMENTS.machineSchedule;
    expect(transitionRules(def)).toMatchObject({ completes: false, posts: false });
    expect(def.schedule).toEqual({ machineField: 'machineId', configKey: 'SCHEDULING_SUPPORT' });
  });
});

describe('switchedOff (decision 1233: the calls of a flow switched off are refused)', () => {
  it('names the document and its switch', () => {
    expect(DOCUMENTS.machineSchedule.feature).toBe('SCHEDULING_SUPPORT');
    expect(switchedOff(DOCUMENTS.machineSchedule, 'SCHEDULING_SUPPORT')).toBe(
      'Machine Schedule is switched off: set SCHEDULING_SUPPORT to YES in the system configuration.',
    );
  });
});
