import { catchError, of, type Observable } from 'rxjs';
import {
  DEFAULT_LANGUAGE,
  isProfileUpdate,
  type LabelEntry,
  type ModuleFieldConfig,
  type SysConfigEntry,
} from '@erp/domain';
import { dataOf, doneOf, listOf, optionalOf } from '../client/calls.ts';
import { request, type ApiClient } from '../client/client.ts';
import { catalogueModule } from '../entity/entity.ts';

/** A stored system config row (spec §3: keyName and value), as the sysConfig screens edit it. */
export interface SysConfigRecord extends SysConfigEntry {
  id?: number;
  version?: number;
}

/** Spec §3: "Version info: version and date." */
export interface VersionInfo {
  version: string;
  date: string;
}

/** Spec §3: "Organisation: id." The profile screen edits the rest. */
export interface Organisation {
  id: number;
  name?: string;
  [field: string]: unknown;
}

/**
 * Spec §3: "UserProfileModel (mail configuration): id, email, password." The server never sends the
 * password back (it says `passwordSet`); an update with a blank password keeps the stored one.
 */
export interface UserProfile {
  id?: number | null;
  email: string;
  password?: string;
  version?: number;
  passwordSet?: boolean;
}

/** Translations of one language: upper-case keys (spec §5) to texts. */
export type Translations = Readonly<Record<string, string>>;

export interface ConfigCalls {
  /** GET labelConfig/getAllByPartner. */
  getLabelConfig(): Observable<LabelEntry[]>;
  /** GET sysConfig/getAllByPartner. */
  getSysConfig(): Observable<SysConfigRecord[]>;
  /** GET sysConfig/{id}. */
  getSysConfigById(id: number): Observable<SysConfigRecord>;
  /** POST sysConfig/save, or sysConfig/update when the row has an id. */
  saveSysConfig(row: SysConfigRecord): Observable<SysConfigRecord>;
  /** POST sysConfig/delete. */
  deleteSysConfig(row: SysConfigRecord): Observable<void>;
  /** GET chemical/formConfig/getAll (module parameter config getAll): every module's field config. */
  getModuleParamConfig(): Observable<ModuleFieldConfig[]>;
  /** GET chemical/formConfig: per-module labels, required and visible flags. */
  getFormConfig(): Observable<ModuleFieldConfig[]>;
  /** GET the static version file of the web app: its field version. */
  getAppVersion(): Observable<{ version: string }>;
  /** GET version: the server's version info. */
  getVersion(): Observable<VersionInfo>;
  /** GET organization/getOrgByPartner; null when the organisation has no profile yet. */
  getOrganisation(): Observable<Organisation | null>;
  /** POST organization/setDefaultOrganization with the row. */
  setDefaultOrganisation(row: Organisation): Observable<void>;
  /** GET chemical/emailUserConfig/getEmailConfByLoggedInUser; null when the user has none. */
  getMailProfile(): Observable<UserProfile | null>;
  /** POST chemical/emailUserConfig/update (id 0 or greater) or …/save. */
  saveMailProfile(profile: UserProfile): Observable<UserProfile | null>;
  /** GET assets/i18n/{lang}.json; on failure translations are empty (spec §8). */
  getTranslations(lang?: string): Observable<Translations>;
}

export function createConfigCalls(client: ApiClient): ConfigCalls {
  // The module field config is the catalogue's moduleFieldConfig master (chemical/formConfig).
  const formConfigPath = catalogueModule('moduleFieldConfig').apiPath;
  return {
    getLabelConfig: () => listOf<LabelEntry>(client, request.get('labelConfig/getAllByPartner')),
    getSysConfig: () => listOf<SysConfigRecord>(client, request.get('sysConfig/getAllByPartner')),
    getSysConfigById: (id) => dataOf<SysConfigRecord>(client, request.get(`sysConfig/${id}`)),
    saveSysConfig: (row) =>
      dataOf<SysConfigRecord>(
        client,
        request.post(row.id === undefined ? 'sysConfig/save' : 'sysConfig/update', row),
      ),
    deleteSysConfig: (row) => doneOf(client, request.post('sysConfig/delete', row)),
    getModuleParamConfig: () => listOf<ModuleFieldConfig>(client, request.get(`${formConfigPath}/getAll`)),
    getFormConfig: () => listOf<ModuleFieldConfig>(client, request.get(formConfigPath)),
    getAppVersion: () => client.asset<{ version: string }>('version.json'),
    getVersion: () => dataOf<VersionInfo>(client, request.get('version')),
    getOrganisation: () => optionalOf<Organisation>(client, request.get('organization/getOrgByPartner')),
    setDefaultOrganisation: (row) => doneOf(client, request.post('organization/setDefaultOrganization', row)),
    getMailProfile: () =>
      optionalOf<UserProfile>(client, request.get('chemical/emailUserConfig/getEmailConfByLoggedInUser')),
    saveMailProfile: (profile) =>
      optionalOf<UserProfile>(
        client,
        request.post(`chemical/emailUserConfig/${isProfileUpdate(profile) ? 'update' : 'save'}`, profile),
      ),
    getTranslations: (lang = DEFAULT_LANGUAGE) =>
      client.asset<Translations>(`assets/i18n/${lang}.json`).pipe(catchError(() => of({}))),
  };
}
