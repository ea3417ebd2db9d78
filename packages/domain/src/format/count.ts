const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * A count of records in Indian digit grouping ('1,23,456'). Past a cap the server stopped counting at
 * (`LIST_CAPS`), the count says so: 1,001 under a cap of 1,000 shows as '1,000+'.
 */
export function formatCount(count: number, cap?: number): string {
  if (!Number.isFinite(count)) return '';
  return cap !== undefined && count > cap ? `${grouping.format(cap)}+` : grouping.format(count);
}
