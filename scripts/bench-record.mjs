// The bench's kept figures (issue 57, decision 2281): `npm run bench` keeps each figure measured against a
// floor as its ratio to that floor in bench/last.json, committed, and says which got worse by more than half
// since the kept one. Ratios, not times: a figure and its floor measured in the same run travel between
// machines and loads; a time does not.

/** A ratio that grew by more than this share since the kept one is a regression. */
export const WORSE_BY = 0.5;

/** The ratio to its floor of each figure of `rows` that has one (a row failed or without a floor has none). */
export function ratiosOf(rows) {
  return Object.fromEntries(
    rows
      .filter((row) => row.unit !== 'FAILED' && Number.isFinite(row.value) && row.baseline > 0)
      .map((row) => [row.name, Number((row.value / row.baseline).toFixed(3))]),
  );
}

/** The figures of `now` whose ratio grew by more than WORSE_BY since `kept`'s, worst first. */
export function regressions(kept, now) {
  return Object.entries(now)
    .filter(([name, ratio]) => kept[name] !== undefined && ratio > kept[name] * (1 + WORSE_BY))
    .map(([name, ratio]) => ({ name, was: kept[name], now: ratio }))
    .sort((a, b) => b.now / b.was - a.now / a.was);
}

/** The record after a run: the kept ratios with this run's over them (a run of some files keeps the rest). */
export function nextRecord(kept, now, ranAt) {
  return { ranAt, ratios: Object.fromEntries(Object.entries({ ...kept, ...now }).sort()) };
}
