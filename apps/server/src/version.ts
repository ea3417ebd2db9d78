import release from '../../../version.json' with { type: 'json' };

/** The version path's reply (spec §3 "Version info: version and date"); one release record for all. */
export const SERVER_VERSION: { version: string; date: string } = release;
