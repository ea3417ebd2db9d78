const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** An estimate keeps two significant digits: 2,38,517 is "about 2,40,000", not a false precision. */
const roughly = (count: number): number => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(count)) - 1);
  return Math.round(count / unit) * unit;
};

/**
 * A count of records in Indian digit grouping ('1,23,456'). An estimate (the server's count past
 * `LIST_CAPS.EXACT_COUNT`, decision 0610) says so: 2,38,517 estimated shows as 'about 2,40,000'.
 */
export function formatCount(count: number, estimated = false): string {
  if (!Number.isFinite(count)) return '';
  return estimated && count > 0 ? `about ${grouping.format(roughly(count))}` : grouping.format(count);
}
