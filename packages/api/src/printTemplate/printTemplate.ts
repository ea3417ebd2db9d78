import type { EntityRecord } from '@erp/domain';
import type { Observable } from 'rxjs';
import { request, type ApiClient, type DownloadProgress } from '../client/client.ts';
import { catalogueModule } from '../entity/entity.ts';

export interface PrintTemplateCalls {
  /**
   * POST `templateConfig/preview` (decision 0870): the print template as the form holds it, unsaved edits
   * included, printed over the latest submitted document of its type (else a sample), as a PDF marked
   * PREVIEW. A template the master would refuse fails with the refusal in words.
   */
  preview(template: EntityRecord, onProgress?: DownloadProgress): Observable<Blob>;
}

export function createPrintTemplateCalls(client: ApiClient): PrintTemplateCalls {
  const { apiPath } = catalogueModule('printTemplate');
  return {
    preview: (template, onProgress) =>
      client.download(request.post(`${apiPath}/preview`, template), onProgress),
  };
}
