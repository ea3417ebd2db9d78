import { describe, expect, it } from 'vitest';
import { MODULES } from './modules/index.ts';
import { SEEDED_NAMES, isSeededName, seededNameSaid } from './seededNames.ts';

// Issue 56: "Hindi: the dashboard shows the funnel's stages (New, Contacted, Won…), lead sources and activity
// types (Call, Mail, Visit) in English: seeded names are data, not translated" (decision 2233).

const inHindi = (english: string) => `हि:${english}`;

describe('the names the install and the demo seed (decision 2233)', () => {
  it('are of masters the catalogue has, each named once', () => {
    const keys = MODULES.map((module) => module.key);
    for (const [module, names] of Object.entries(SEEDED_NAMES)) {
      expect(keys).toContain(module);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it.each([
    ['funnelStage', 'Won', 'हि:Won'],
    ['crmActivity', 'Call', 'हि:Call'],
    ['funnelStage', 'Won back', 'Won back'],
    ['funnelStage', 'won', 'won'],
    ['department', 'Stores', 'Stores'],
    ['funnelStage', null, null],
  ])('%s %j is said %j: a seeded name in the reader’s words, a typed one as typed', (module, name, said) => {
    expect(seededNameSaid(module, name, inHindi)).toBe(said);
    expect(isSeededName(module, name)).toBe(said !== name);
  });
});
