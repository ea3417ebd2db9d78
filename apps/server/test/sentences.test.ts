import { describe, expect, it } from 'vitest';
import { asSentences } from '../src/core/errors.ts';

describe('issue 42 "returned.. Only": a refusal of several problems reads as sentences', () => {
  it.each([
    [['Quantity is required'], 'Quantity is required'],
    [['Moisture has no reading.'], 'Moisture has no reading.'],
    [['Moisture has no reading.', 'pH has no reading.'], 'Moisture has no reading. pH has no reading.'],
    [['Quantity is required', 'Rate must be at least 0'], 'Quantity is required. Rate must be at least 0'],
    [
      ['All 10 BAG are already returned.', 'Only 5 BAG are left'],
      'All 10 BAG are already returned. Only 5 BAG are left',
    ],
    [['Is this right?', ' Check it! ', ''], 'Is this right? Check it!'],
    [[], ''],
  ])('%j reads "%s"', (messages, text) => {
    expect(asSentences(messages)).toBe(text);
  });
});
