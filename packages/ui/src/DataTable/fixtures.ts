/** Story and benchmark data: items of a woven-bag and chemicals factory, the same on every run. */

export interface ItemRow {
  id: number;
  code: string;
  name: string;
  category: { id: number; name: string };
  uom: { id: number; name: string; decimals?: number };
  hsnCode: string;
  salePrice: number;
  reorderLevel: number;
  active: boolean;
  updatedOn: string;
}

const PRODUCTS = [
  ['HDPE Woven Sack', 'Woven Sacks', 'Nos', '63053300'],
  ['PP Woven Fabric Roll', 'Fabric', 'Mtr', '54072000'],
  ['Laminated BOPP Bag', 'Laminated Bags', 'Nos', '63053200'],
  ['Leno Mesh Bag', 'Woven Sacks', 'Nos', '63053300'],
  ['FIBC Jumbo Bag', 'FIBC', 'Nos', '63053200'],
  ['PP Granules (Raffia)', 'Raw Material', 'Kg', '39021000'],
  ['Calcium Carbonate Filler', 'Raw Material', 'Kg', '28365000'],
  ['UV Masterbatch', 'Additives', 'Kg', '38249900'],
  ['Sodium Silicate', 'Chemicals', 'Kg', '28391900'],
  ['Caustic Soda Flakes', 'Chemicals', 'Kg', '28151100'],
  ['Poly Aluminium Chloride', 'Chemicals', 'Kg', '28273200'],
  ['LDPE Liner', 'Liners', 'Nos', '39232100'],
] as const;
const SIZES = ['25 kg', '50 kg', '1 ton', '90 GSM', '100 GSM', '500 g', '5 kg'];
const UOM_IDS: Record<string, number> = { Nos: 1, Mtr: 2, Kg: 3 };

/** A small deterministic generator (mulberry32): the same rows on every machine. */
function random(seed: number) {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeItems(count: number, seed = 7): ItemRow[] {
  const next = random(seed);
  const rows: ItemRow[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const [product, category, uom, hsn] = PRODUCTS[Math.floor(next() * PRODUCTS.length)] ?? PRODUCTS[0];
    const size = SIZES[Math.floor(next() * SIZES.length)] ?? '';
    const day = 1 + Math.floor(next() * 28);
    const month = 1 + Math.floor(next() * 12);
    rows[i] = {
      id: i + 1,
      code: `IT-${String(i + 1).padStart(6, '0')}`,
      name: `${product} ${size}`,
      category: { id: PRODUCTS.findIndex((p) => p[1] === category) + 1, name: category },
      uom: { id: UOM_IDS[uom] ?? 1, name: uom },
      hsnCode: hsn,
      salePrice: Math.round(next() * 250000) / 100,
      reorderLevel: 50 + Math.floor(next() * 950),
      active: next() > 0.1,
      updatedOn: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    };
  }
  return rows;
}
