import type { Observable } from 'rxjs';
import type { LeadColumns, LeadImportResult, LeadMapping } from '@erp/domain';
import { dataOf, optionalOf } from '../client/calls.ts';
import { request, type ApiClient } from '../client/client.ts';

const PLATFORMS = 'crm/digitalPlatform';

/**
 * Whether a platform has an intake token, and since when (the token itself is shown once only); how many
 * leads its form posted since then that the funnel had already, and the last (decision 1862).
 */
export interface IntakeTokenStatus {
  active: boolean;
  createdAt: string | null;
  repeatedLeads: number;
  lastRepeated: { at: string; entryId: number; companyName: string | null } | null;
}

/** Issue 21's digital platform lead calls (decisions 1605, 1606). */
export interface LeadCalls {
  /** POST crm/digitalPlatform/import/columns: the file's headers, the guessed mapping and its rows. */
  leadColumns(file: File): Observable<LeadColumns>;
  /** POST crm/digitalPlatform/import/{platformId}: the file again with the mapping chosen. */
  importLeads(platformId: number, file: File, mapping: LeadMapping): Observable<LeadImportResult>;
  /** GET crm/digitalPlatform/intakeToken/{id}. */
  intakeToken(platformId: number): Observable<IntakeTokenStatus>;
  /** POST crm/digitalPlatform/generateToken/{id}: the new token, answered once. */
  generateToken(platformId: number): Observable<{ token: string }>;
  /** POST crm/digitalPlatform/revokeToken/{id}. */
  revokeToken(platformId: number): Observable<null>;
}

const sheetForm = (file: File, mapping?: LeadMapping): FormData => {
  const form = new FormData();
  form.append('file', file, file.name);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  return form;
};

export function createLeadCalls(client: ApiClient): LeadCalls {
  return {
    leadColumns: (file) => dataOf(client, request.post(`${PLATFORMS}/import/columns`, sheetForm(file))),
    importLeads: (platformId, file, mapping) =>
      dataOf(client, request.post(`${PLATFORMS}/import/${platformId}`, sheetForm(file, mapping))),
    intakeToken: (platformId) => dataOf(client, request.get(`${PLATFORMS}/intakeToken/${platformId}`)),
    generateToken: (platformId) => dataOf(client, request.post(`${PLATFORMS}/generateToken/${platformId}`)),
    revokeToken: (platformId) =>
      optionalOf<null>(client, request.post(`${PLATFORMS}/revokeToken/${platformId}`)),
  };
}
