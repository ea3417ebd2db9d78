/**
 * Hindi's numbers 0–99 (decision 2094): nearly every one is irregular and learnt by itself, so a table and
 * not a rule; the words of Wikipedia's "Hindustani numerals" table, in the spelling Hindi school books use.
 */
const HINDI_NUMBERS = [
  'शून्य',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानवे',
  'बानवे',
  'तिरानवे',
  'चौरानवे',
  'पचानवे',
  'छियानवे',
  'सत्तानवे',
  'अट्ठानवे',
  'निन्यानवे',
] as const;

const say = (n: number): string => HINDI_NUMBERS[n] as string;

/** Words for 1..999: 'तीन सौ बारह'. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds > 0 ? `${say(hundreds)} सौ` : '', rest > 0 ? say(rest) : ''].filter(Boolean).join(' ');
}

/** Words for 0..9,99,99,99,999 in the Indian system: करोड़ (up to 999), लाख, हज़ार, the rest. */
function indianWords(n: number): string {
  if (n === 0) return say(0);
  const groups: [number, string][] = [
    [Math.floor(n / 10000000), ' करोड़'],
    [Math.floor(n / 100000) % 100, ' लाख'],
    [Math.floor(n / 1000) % 100, ' हज़ार'],
    [n % 1000, ''],
  ];
  return groups
    .filter(([count]) => count > 0)
    .map(([count, unit]) => `${belowThousand(count)}${unit}`)
    .join(' ');
}

/**
 * The amount in Hindi as Indian invoices and cheques write it: '<rupees> रुपये[ और <paise> पैसे] मात्र',
 * one rupee and one paisa in the singular (एक रुपया, एक पैसा).
 */
export function hindiAmountWords(rupees: number, paise: number): string {
  const rupeePart = `${indianWords(rupees)} ${rupees === 1 ? 'रुपया' : 'रुपये'}`;
  const paisePart = paise > 0 ? ` और ${say(paise)} ${paise === 1 ? 'पैसा' : 'पैसे'}` : '';
  return `${rupeePart}${paisePart} मात्र`;
}
