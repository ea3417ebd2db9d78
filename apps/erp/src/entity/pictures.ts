import { useEffect, useState } from 'react';
import type { EntityRecord, ModuleSpec } from '@erp/domain';
import type { StoredFile } from '@erp/api';
import { useApi } from '../app/ServicesContext.tsx';

/**
 * The stored picture of each image field of a record: the latest attached image whose name the field
 * holds (the multipart save attaches the file and the field keeps its name).
 */
export function storedPictures(
  module: Pick<ModuleSpec, 'fields'>,
  record: EntityRecord | null,
): Record<string, number> {
  const files = Array.isArray(record?.files) ? (record.files as StoredFile[]) : [];
  const pictures: Record<string, number> = {};
  for (const field of module.fields) {
    if (field.type !== 'file' || !field.accept?.startsWith('image/')) continue;
    const name = record?.[field.key];
    const file = files
      .filter((candidate) => candidate.originalName === name && candidate.contentType?.startsWith('image/'))
      .at(-1);
    if (file) pictures[field.key] = file.id;
  }
  return pictures;
}

/**
 * The record's stored pictures as addresses an <img> can show, by field key. An <img> cannot send the
 * bearer token, so each picture is fetched through the API client as a blob (decision 0204); the
 * addresses are let go when the record changes or the form closes.
 */
export function usePicturePreviews(
  module: Pick<ModuleSpec, 'fields'>,
  record: EntityRecord | null,
): Record<string, string> {
  const api = useApi();
  const [previews, setPreviews] = useState<{ of: EntityRecord | null; urls: Record<string, string> }>({
    of: null,
    urls: {},
  });
  useEffect(() => {
    const urls: Record<string, string> = {};
    const subscriptions = Object.entries(storedPictures(module, record)).map(([key, id]) =>
      api.entity.getFile(id).subscribe({
        next: (blob) => {
          urls[key] = URL.createObjectURL(blob);
          setPreviews({ of: record, urls: { ...urls } });
        },
        // A picture that cannot be read is simply not shown; the form still works.
        error: () => undefined,
      }),
    );
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      Object.values(urls).forEach((url) => URL.revokeObjectURL(url));
    };
  }, [api, module, record]);
  return previews.of === record ? previews.urls : {};
}
