import { describe, expect, it } from 'vitest';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded, sessionReady, sessionResumed } from '../session/sessionSlice.ts';
import {
  formConfigLoaded,
  labelsLoaded,
  organisationLoaded,
  selectFeatureOn,
  selectFormConfig,
  selectLabel,
  selectLabels,
  selectModuleFieldConfig,
  selectOrgProfilePath,
  selectOrganisation,
  selectOrganisationAwaitsDetails,
  selectOrganisationKnown,
  selectSysConfig,
  sysConfigLoaded,
} from './configSlice.ts';

const init = rootReducer(undefined, { type: 'init' });
const forms = [
  {
    moduleName: 'uom',
    fieldDetails: [{ fieldKeyName: 'name', fieldLabel: 'Unit', isRequired: true, isVisible: true }],
  },
];

describe('config slice', () => {
  it('spec §3: "Feature switches are on only when the value is exactly YES"', () => {
    const state = rootReducer(init, sysConfigLoaded({ ONLY_INWARD: 'YES', RACK_SUPPORT: 'yes' }));
    expect(selectSysConfig(state)).toEqual({ ONLY_INWARD: 'YES', RACK_SUPPORT: 'yes' });
    expect(selectFeatureOn(state, 'ONLY_INWARD')).toBe(true);
    expect(selectFeatureOn(state, 'RACK_SUPPORT')).toBe(false);
    expect(selectFeatureOn(state, 'LABEL_SUPPORT')).toBe(false);
  });

  it('spec §5: "Label lookup falls back to the supplied default, then to the key"', () => {
    const state = rootReducer(init, labelsLoaded([{ keyName: 'password', labelName: 'Mail Password' }]));
    expect(selectLabels(state)).toHaveLength(1);
    expect(selectLabel(state, 'password')).toBe('Mail Password');
    expect(selectLabel(state, 'email', 'E-Mail')).toBe('E-Mail');
    expect(selectLabel(state, 'email')).toBe('email');
  });

  it("spec §7: the module field config, stored globally; one module's config by name", () => {
    const state = rootReducer(init, formConfigLoaded(forms));
    expect(selectFormConfig(state)).toEqual(forms);
    expect(selectModuleFieldConfig(state, 'uom')).toEqual(forms[0]);
    expect(selectModuleFieldConfig(state, 'zone')).toBeUndefined();
  });

  it('spec §2: the organisation profile menu goes to addUpdate/{orgId} when the organisation exists', () => {
    expect(selectOrgProfilePath(init)).toBe('/module/org-profile/');
    const state = rootReducer(init, organisationLoaded({ id: 3, name: 'Shree Polysacks' }));
    expect(selectOrganisation(state)?.name).toBe('Shree Polysacks');
    expect(selectOrgProfilePath(state)).toBe('/module/org-profile/addUpdate/3');
  });

  it.each([
    ['not read yet', [], false],
    ['read without its details (a first start)', [organisationLoaded({ id: 1, name: '' })], true],
    [
      'read with its name, GSTIN, state and address',
      [
        organisationLoaded({
          id: 1,
          name: 'Sabarmati Polysacks Pvt. Ltd.',
          gstin: '24AAECS4321K1ZH',
          state: '24',
          address: 'Survey No. 214, Changodar Industrial Estate',
        }),
      ],
      false,
    ],
  ])('decision 2243: the organisation %s awaits its details: %s', (_case, actions, awaits) => {
    expect(selectOrganisationAwaitsDetails(actions.reduce(rootReducer, init))).toBe(awaits);
  });

  it.each([
    ['while the start-up reads it', [sessionResumed()], false],
    ['once read', [sessionResumed(), organisationLoaded({ id: 1, name: 'Shree Polysacks' })], true],
    ['once the start-up is done without one', [sessionResumed(), sessionReady()], true],
  ])('the organisation is known (or known to be none) %s: %s', (_case, actions, known) => {
    expect(selectOrganisationKnown(actions.reduce(rootReducer, init))).toBe(known);
  });

  it('spec §2: logout clears the cached labels and the rest of the config', () => {
    const loaded = [
      sysConfigLoaded({ ONLY_INWARD: 'YES' }),
      labelsLoaded([{ keyName: 'a', labelName: 'A' }]),
      formConfigLoaded(forms),
    ];
    const state = [...loaded, sessionEnded({ reason: 'logout' })].reduce(rootReducer, init);
    expect(state.config).toEqual(init.config);
  });
});
