/** A woven roll entered against a machine (issue 58, decision 2361): one line of a machine's page. */
export interface MachineRoll {
  /** The weaving entry that made it. */
  id: number;
  number: string;
  rollNumber: string;
  metres: number;
  weightKg: number;
  /** Its weaving entry's day, 'yyyy-MM-dd', and when it was entered (ISO). */
  date: string;
  enteredAt: string;
  /** Who entered it: the staff's name, none when the entry names no one. */
  enteredBy: string | null;
}
