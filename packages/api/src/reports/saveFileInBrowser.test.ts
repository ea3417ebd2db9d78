// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFileInBrowser } from './reports.ts';

describe('saveFileInBrowser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a download link named after the file, then releases the object URL', () => {
    const created = vi.fn(() => 'blob:report');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicks: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.href });
    });
    const blob = new Blob(['x']);
    saveFileInBrowser(blob, 'lot clearance.xlsx');
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicks).toEqual([{ download: 'lot clearance.xlsx', href: 'blob:report' }]);
    expect(revoked).toHaveBeenCalledWith('blob:report');
    expect(document.querySelector('a')).toBeNull();
  });
});
