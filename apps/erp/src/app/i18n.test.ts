import { describe, expect, it, vi } from 'vitest';
import { Subject } from 'rxjs';
import type { Translations } from '@erp/api';
import { testServices } from '../testing/services.ts';
import { createTranslator } from './i18n.ts';

function translatorWith(reply: Subject<Translations>) {
  const { api } = testServices().services;
  api.config.getTranslations = vi.fn(() => reply.asObservable());
  return { translator: createTranslator(api), getTranslations: api.config.getTranslations };
}

describe('createTranslator (spec §5, §7, §8)', () => {
  it('reads assets/i18n/en.json by default; a key is looked up trimmed and upper-cased, else shows itself', () => {
    const reply = new Subject<Translations>();
    const { translator, getTranslations } = translatorWith(reply);
    expect(getTranslations).toHaveBeenCalledWith('en');
    expect(translator.translate('Save')).toBe('Save');
    const listener = vi.fn();
    translator.subscribe(listener);
    reply.next({ SAVE: 'Sauvegarder', 'ADD NEW': 'Ajouter' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(translator.translate(' save ')).toBe('Sauvegarder');
    expect(translator.translate('Add New')).toBe('Ajouter');
    expect(translator.translate('Refresh')).toBe('Refresh');
  });

  it('a failed load leaves translations empty: every text shows itself', () => {
    const reply = new Subject<Translations>();
    const { translator } = translatorWith(reply);
    // The API's getTranslations turns a failure into {} (spec §8).
    reply.next({});
    expect(translator.translate('Staff')).toBe('Staff');
  });
});
