import { describe, expect, it } from 'vitest';
import { LOST_REASONS, lostReasonIssue } from './lost-reasons.ts';

describe('issue 21: "Moving to Lost asks for a reason (a fixed list plus text)"', () => {
  it('offers the fixed list, Other last', () => {
    expect(LOST_REASONS.map((option) => option.label)).toEqual([
      'Price too high',
      'Bought from competitor',
      'No requirement now',
      'Quality not accepted',
      'Lost contact',
      'Other',
    ]);
  });

  it.each<[string, unknown, unknown, unknown, ReturnType<typeof lostReasonIssue>]>([
    ['an open stage needs no reason', 'OPEN', undefined, undefined, null],
    ['a won stage needs no reason', 'WON', '', '', null],
    [
      'a lost stage without a reason',
      'LOST',
      undefined,
      undefined,
      { field: 'lostReason', message: 'Lost Reason is required to move to a lost stage' },
    ],
    [
      'a lost stage with a blank reason',
      'LOST',
      '  ',
      'x',
      { field: 'lostReason', message: 'Lost Reason is required to move to a lost stage' },
    ],
    [
      'a reason not on the list',
      'LOST',
      'BAD_WEATHER',
      undefined,
      {
        field: 'lostReason',
        message:
          'Lost Reason must be one of: Price too high, Bought from competitor, No requirement now, Quality not accepted, Lost contact, Other',
      },
    ],
    ['a reason from the list', 'LOST', 'PRICE', undefined, null],
    [
      '"plus text": Other without its text',
      'LOST',
      'OTHER',
      ' ',
      { field: 'lostRemarks', message: 'Lost Remarks are required when the reason is Other' },
    ],
    ['Other with its text', 'LOST', 'OTHER', 'Moved to jute bags', null],
  ])('%s', (_case, outcome, reason, remarks, expected) => {
    expect(lostReasonIssue(outcome, reason, remarks)).toEqual(expected);
  });
});
