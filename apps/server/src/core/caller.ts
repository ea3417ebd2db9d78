/** The languages a user reads the product in (decision 0522). */
export type Language = 'en' | 'hi';

/** Who is asking: taken from the verified token, never from a body. */
export interface Caller {
  staffId: number;
  orgId: number;
  /** The id of the token the request came with (decision 0214), when it came with one. */
  tokenId?: string;
  /**
   * Its role lacks the all-records flag (decision 0830): of the stores that keep who created a record (the
   * documents), it reads and changes only the records it created.
   */
  ownRecordsOnly?: boolean;
  /**
   * The access names of the owned modules (decision 1601: the funnel) whose records it reads and changes only
   * where it is the owner: its role lacks their View all. A caller without it (the server's own) sees all.
   */
  ownedOnly?: readonly string[];
  /**
   * The language it reads, from the `Accept-Language` the app sends on every call (decision 2090): the names
   * the install and the demo seeded are said in it (decision 2233). English when none is asked.
   */
  language?: Language;
}

/**
 * The caller reading as its organisation does, every user's records: for a check over a whole account or
 * stock (credit control), never for what it is shown (decision 1863).
 */
export const wholeOrganisation = (caller: Caller): Caller => ({
  ...caller,
  ownRecordsOnly: false,
  ownedOnly: [],
});
