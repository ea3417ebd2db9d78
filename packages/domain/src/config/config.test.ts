import { describe, expect, it } from 'vitest';
import {
  displayFieldRules,
  fieldDetailFor,
  fieldRules,
  isFeatureOn,
  isProfileUpdate,
  labelFor,
  moduleConfigFor,
  sysConfigMap,
  translate,
  translationKey,
  type ModuleFieldConfig,
} from './config.ts';

describe('isFeatureOn (spec §3 "Feature switches are on only when the value is exactly YES")', () => {
  it.each([
    ['YES', true],
    ['yes', false],
    ['Yes', false],
    [' YES', false],
    ['NO', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('ONLY_INWARD = %j is on: %s', (value, on) => {
    expect(isFeatureOn({ ONLY_INWARD: value }, 'ONLY_INWARD')).toBe(on);
  });

  it('a missing key or missing config is off', () => {
    expect(isFeatureOn({}, 'RACK_SUPPORT')).toBe(false);
    expect(isFeatureOn(null, 'RACK_SUPPORT')).toBe(false);
    expect(isFeatureOn(undefined, 'RACK_SUPPORT')).toBe(false);
  });
});

describe('sysConfigMap (spec §3 "System config entry: keyName and value; seen as a key/value map")', () => {
  it('maps the served list; a null value is empty; later entries win', () => {
    expect(
      sysConfigMap([
        { keyName: 'ONLY_INWARD', value: 'YES' },
        { keyName: 'FOOTER_URL', value: null },
        { keyName: 'ONLY_INWARD', value: 'NO' },
      ]),
    ).toEqual({ ONLY_INWARD: 'NO', FOOTER_URL: '' });
  });

  it('no list is an empty map', () => {
    expect(sysConfigMap(null)).toEqual({});
    expect(sysConfigMap(undefined)).toEqual({});
  });
});

const itemConfig: ModuleFieldConfig = {
  moduleName: 'item',
  fieldDetails: [
    { fieldKeyName: 'hsnCode', fieldLabel: 'HSN/SAC', isRequired: true, isVisible: true },
    { fieldKeyName: 'denier', fieldLabel: 'Denier', isRequired: true, isVisible: false },
    { fieldKeyName: 'gsm', fieldLabel: '', isRequired: false, isVisible: true },
    { fieldKeyName: 'colour', isRequired: null, isVisible: null },
  ],
};

describe('displayFieldRules (spec §3 user profile field config: user and partner, shown only where configured visible)', () => {
  const profileConfig: ModuleFieldConfig = {
    moduleName: 'emailUserConfig',
    fieldDetails: [
      { fieldKeyName: 'user', fieldLabel: 'Mail Account Of', isRequired: true, isVisible: true },
      { fieldKeyName: 'partner', fieldLabel: '', isRequired: false, isVisible: false },
    ],
  };
  it.each([
    ['user', profileConfig, { required: false, visible: true, label: 'Mail Account Of' }],
    ['partner', profileConfig, { required: false, visible: false, label: 'Partner' }],
    ['partner', null, { required: false, visible: false, label: 'Partner' }],
    ['other', profileConfig, { required: false, visible: false, label: 'Other' }],
  ])('%s gives %j (never required: it is read-only)', (key, config, rules) => {
    expect(
      displayFieldRules(config, key, key === 'user' ? 'User' : key === 'other' ? 'Other' : 'Partner'),
    ).toEqual(rules);
  });

  it('without a label anywhere, the key', () => {
    expect(displayFieldRules(null, 'user').label).toBe('user');
  });
});

describe('fieldRules (spec §5 "a field is required only if it is both required and visible; a field with no config is not required and is visible")', () => {
  it.each([
    ['hsnCode', undefined, { required: true, visible: true, label: 'HSN/SAC' }],
    ['denier', undefined, { required: false, visible: false, label: 'Denier' }],
    ['gsm', 'GSM', { required: false, visible: true, label: 'GSM' }],
    ['gsm', undefined, { required: false, visible: true, label: 'gsm' }],
    ['colour', 'Colour', { required: false, visible: true, label: 'Colour' }],
    ['width', 'Width', { required: false, visible: true, label: 'Width' }],
    ['width', undefined, { required: false, visible: true, label: 'width' }],
  ])('%s (fallback %j) gives %j', (key, fallback, rules) => {
    expect(fieldRules(itemConfig, key, fallback)).toEqual(rules);
  });

  it('no module config: not required, visible', () => {
    expect(fieldRules(null, 'code')).toEqual({ required: false, visible: true, label: 'code' });
    expect(fieldRules(undefined, 'code', 'Item Code')).toEqual({
      required: false,
      visible: true,
      label: 'Item Code',
    });
  });

  it('moduleConfigFor picks the module out of the served list; fieldDetailFor the field', () => {
    expect(moduleConfigFor([itemConfig], 'item')).toBe(itemConfig);
    expect(moduleConfigFor([itemConfig], 'uom')).toBeUndefined();
    expect(moduleConfigFor(null, 'item')).toBeUndefined();
    expect(fieldDetailFor(itemConfig, 'gsm')?.fieldKeyName).toBe('gsm');
    expect(fieldDetailFor(undefined, 'gsm')).toBeUndefined();
  });
});

describe('labelFor (spec §5 "Label lookup falls back to the supplied default, then to the key")', () => {
  const labels = [
    { keyName: 'ITEM', labelName: 'Product' },
    { keyName: 'EMPTY', labelName: '' },
    { keyName: 'NULL', labelName: null },
  ];
  it.each([
    ['ITEM', 'Item', 'Product'],
    ['ITEM', undefined, 'Product'],
    ['PARTY', 'Business Partner', 'Business Partner'],
    ['PARTY', undefined, 'PARTY'],
    ['EMPTY', 'Fallback', 'Fallback'],
    ['NULL', undefined, 'NULL'],
  ])('%s with fallback %j is %j', (key, fallback, label) => {
    expect(labelFor(labels, key, fallback)).toBe(label);
  });

  it('no label list: the fallback, then the key', () => {
    expect(labelFor(null, 'ITEM', 'Item')).toBe('Item');
    expect(labelFor(undefined, 'ITEM')).toBe('ITEM');
  });
});

describe('translationKey and translate (spec §5 "Translation lookup uses the key trimmed and upper-cased, falling back to the key")', () => {
  it.each([
    [' save ', 'SAVE'],
    ['Add New', 'ADD NEW'],
    ['', ''],
  ])('translationKey(%j) is %j', (key, normal) => {
    expect(translationKey(key)).toBe(normal);
  });

  it.each([
    [' save ', 'Enregistrer'],
    ['save', 'Enregistrer'],
    ['cancel', 'cancel'],
  ])('translate(%j) is %j', (key, text) => {
    expect(translate({ SAVE: 'Enregistrer' }, key)).toBe(text);
  });

  it('"on failure translations are empty": every key stands for itself', () => {
    expect(translate({}, 'Save')).toBe('Save');
    expect(translate(null, 'Save')).toBe('Save');
  });
});

describe('isProfileUpdate (spec §3 "It is an update when id is 0 or greater")', () => {
  it.each([
    [{ id: 0 }, true],
    [{ id: 12 }, true],
    [{ id: -1 }, false],
    [{ id: null }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('%j is an update: %s', (profile, update) => {
    expect(isProfileUpdate(profile)).toBe(update);
  });
});
