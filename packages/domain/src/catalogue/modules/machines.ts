import { OUTPUT_UNITS } from '../../documents/efficiency.ts';
import type { FieldOption, ModuleSpec } from '../fields.ts';
import {
  active,
  checkbox,
  choices,
  code,
  isTrue,
  lookup,
  master,
  name,
  num,
  present,
  required,
  requiredWhen,
  select,
  text,
} from './helpers.ts';

/* The plant's machines (machine assets). */

/**
 * Kinds of machine in a woven-sack, chemicals and plastics plant: the code a machine type (the master, decision
 * 1740) keeps for the rules that tell a loom from a tape line, and that each machine carries from its type.
 */
export const MACHINE_KINDS: readonly FieldOption[] = choices([
  ['TAPE_EXTRUSION', 'Tape Extrusion Line'],
  ['CIRCULAR_LOOM', 'Circular Loom'],
  ['LAMINATION', 'Lamination'],
  ['PRINTING', 'Printing'],
  ['SLITTING', 'Slitting'],
  ['BAG_CONVERSION', 'Bag Cutting and Stitching'],
  ['INJECTION_MOULDING', 'Injection Moulding'],
  ['BLOW_MOULDING', 'Blow Moulding'],
  ['REACTOR', 'Reactor'],
  ['MIXER', 'Mixer / Blender'],
  ['BALING', 'Baling Press'],
  ['UTILITY', 'Utility (boiler, compressor, chiller)'],
  ['OTHER', 'Other'],
]);

export const MACHINE: ModuleSpec = master({
  key: 'machine',
  label: 'Machine',
  apiPath: 'chemical/machine',
  aclName: 'chemical/machine',
  fields: [
    name('Machine Name'),
    required(code('Machine Code')),
    required(lookup('machineTypeId', 'Machine Type', 'machineType')),
    // Its type's kind, which the server copies on each save (decision 1740): the stages' pickers filter by it.
    select('machineKind', 'Machine Kind', MACHINE_KINDS, { readOnly: true }),
    required(lookup('departmentId', 'Department', 'department')),
    num('capacity', 'Capacity', { positive: true }),
    lookup('capacityUomId', 'Capacity Unit', 'uom'),
    // What the efficiency's performance compares a shift's output with (issue 19, decision 1120).
    num('ratedOutputPerHour', 'Rated Output per Hour', { positive: true }),
    select('ratedOutputUnit', 'Rated Output Unit', OUTPUT_UNITS),
    checkbox('isLoom', 'Is Loom'),
    num('shuttleCount', 'Shuttle Count', { integer: true, min: 2, max: 12 }),
    num('loomWidth', 'Loom Width (inch)', { positive: true, max: 200 }),
    // Where a loom's rolls enter under weaving automation; else its department's area (decision 1312).
    lookup('stockAreaId', 'Stock Area', 'stockArea'),
    text('manufacturer', 'Manufacturer'),
    { key: 'installationDate', label: 'Installation Date', type: 'date' },
    active(),
  ],
  listColumns: ['code', 'name', 'machineTypeId', 'departmentId', 'capacity', 'active'],
  // Its label's QR opens its page of the floor (issue 58, decision 2311).
  scanLabel: 'machine',
  // Its stops and restarts (decision 1782), kept from the machine's screen.
  related: ['machineBreakdown'],
  searchKeys: ['name', 'code'],
  uniqueKeys: ['code'],
  rules: [
    requiredWhen('shuttleCount', 'Shuttle Count', (m) => isTrue(m['isLoom']), 'for a loom'),
    requiredWhen('loomWidth', 'Loom Width (inch)', (m) => isTrue(m['isLoom']), 'for a loom'),
    requiredWhen(
      'ratedOutputUnit',
      'Rated Output Unit',
      (m) => present(m['ratedOutputPerHour']),
      'when a rated output is given',
    ),
    requiredWhen('capacityUomId', 'Capacity Unit', (m) => present(m['capacity']), 'when a capacity is given'),
  ],
});
