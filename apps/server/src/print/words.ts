/**
 * The print vocabulary (decision 2091): every word a print says by itself (its headings, labels, column heads,
 * footers, the document types' titles, the statuses and the labels a billing document prints) and every word
 * a report's file says (decision 2141), with its Hindi. What a user typed (names, addresses, items, remarks) is printed as typed and is no word here.
 * The Hindi is the app's where the app says the same thing (invoice is बीजक, never चालान, which is a challan);
 * codes a GST print carries in Latin letters on a Hindi print too (GSTIN, HSN, IRN, CGST) are not words.
 */

/** The languages a print is made in; English unless the user reads Hindi (decision 2090). */
export const PRINT_LANGUAGES = ['en', 'hi'] as const;
export type PrintLanguage = (typeof PRINT_LANGUAGES)[number];

/** Values put in a word's `{name}` places. */
export type WordValues = Readonly<Record<string, string | number>>;

/** Says an English print word in the print's language, `{name}` places filled; a text it does not know as given. */
export type Say = (english: string, values?: WordValues) => string;

/** The document types' print titles (the catalogue's `printTitle ?? label`). */
const TITLES = {
  'Purchase Order': 'ख़रीद आदेश',
  'Sales Order': 'बिक्री आदेश',
  'Stock Issue': 'स्टॉक निर्गम',
  'Pre Inward': 'पूर्व-आवक',
  Inward: 'आवक',
  'Foundry Inward': 'फाउंड्री आवक',
  'Purchase Return': 'ख़रीद वापसी',
  'Supporting Material Inward': 'सहायक सामग्री आवक',
  'Supporting Material Allocation': 'सहायक सामग्री आवंटन',
  'Packing Type Inward': 'पैकिंग प्रकार आवक',
  'Material Request': 'सामग्री अनुरोध',
  'Inter Department Transfer': 'अंतर-विभागीय स्थानांतरण',
  'Stock Transfer': 'स्टॉक स्थानांतरण',
  'Transfer Validation': 'स्थानांतरण सत्यापन',
  'Material Allocation': 'सामग्री आवंटन',
  'Material Reconciliation': 'सामग्री मिलान',
  'Stock Reconciliation': 'स्टॉक मिलान',
  'Job Work Challan': 'जॉब वर्क चालान',
  'Job Work Receipt': 'जॉब वर्क प्राप्ति',
  Plan: 'योजना',
  'Lab Test': 'लैब परीक्षण',
  Packaging: 'पैकेजिंग',
  'Delivery Challan': 'डिलीवरी चालान',
  'Daily Production': 'दैनिक उत्पादन',
  'Daily Production Machine-wise': 'मशीन-वार दैनिक उत्पादन',
  'Machine Schedule': 'मशीन शेड्यूल',
  'Production Batch': 'उत्पादन बैच',
  Weaving: 'बुनाई',
  'Stage Batch': 'चरण बैच',
  Slitting: 'स्लिटिंग',
  'Bag Making': 'बैग निर्माण',
  'Lot-wise Production Batch': 'लॉट-वार उत्पादन बैच',
  'Tax Invoice': 'कर बीजक',
  'Purchase Bill': 'ख़रीद बिल',
  'Credit Note': 'क्रेडिट नोट',
  'Debit Note': 'डेबिट नोट',
  Receipt: 'प्राप्ति',
  Payment: 'भुगतान',
  Quotation: 'कोटेशन',
  Maintenance: 'रखरखाव',
  'Opening Receivable': 'प्रारंभिक प्राप्य',
  'Opening Payable': 'प्रारंभिक देय',
};

/** The statuses a print states and marks across a page that is not an order yet or any more. */
const STATUSES = {
  Draft: 'ड्राफ़्ट',
  'Pending Approval': 'लंबित अनुमोदन',
  Completed: 'पूर्ण',
  Open: 'खुला',
  'In Progress': 'प्रगति में',
  Closed: 'बंद',
  Accepted: 'स्वीकृत',
  Cancelled: 'रद्द',
};

/** The GST states a print names (its parties' and the place of supply), as the domain's `INDIAN_STATES`. */
const STATES = {
  'Jammu and Kashmir': 'जम्मू और कश्मीर',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
  Punjab: 'पंजाब',
  Chandigarh: 'चंडीगढ़',
  Uttarakhand: 'उत्तराखंड',
  Haryana: 'हरियाणा',
  Delhi: 'दिल्ली',
  Rajasthan: 'राजस्थान',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Bihar: 'बिहार',
  Sikkim: 'सिक्किम',
  'Arunachal Pradesh': 'अरुणाचल प्रदेश',
  Nagaland: 'नागालैंड',
  Manipur: 'मणिपुर',
  Mizoram: 'मिज़ोरम',
  Tripura: 'त्रिपुरा',
  Meghalaya: 'मेघालय',
  Assam: 'असम',
  'West Bengal': 'पश्चिम बंगाल',
  Jharkhand: 'झारखंड',
  Odisha: 'ओडिशा',
  Chhattisgarh: 'छत्तीसगढ़',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Gujarat: 'गुजरात',
  'Dadra and Nagar Haveli and Daman and Diu': 'दादरा और नगर हवेली और दमन और दीव',
  Maharashtra: 'महाराष्ट्र',
  Karnataka: 'कर्नाटक',
  Goa: 'गोवा',
  Lakshadweep: 'लक्षद्वीप',
  Kerala: 'केरल',
  'Tamil Nadu': 'तमिलनाडु',
  Puducherry: 'पुदुचेरी',
  'Andaman and Nicobar Islands': 'अंडमान और निकोबार द्वीपसमूह',
  Telangana: 'तेलंगाना',
  'Andhra Pradesh': 'आंध्र प्रदेश',
  Ladakh: 'लद्दाख',
  'Other Country': 'अन्य देश',
  'Other Territory': 'अन्य क्षेत्र',
};

/** The sides, facts and labels a billing document (invoice, bill, note, receipt, payment, opening) prints. */
const BILLING_LABELS = {
  Seller: 'विक्रेता',
  Buyer: 'क्रेता',
  Party: 'पार्टी',
  Customer: 'ग्राहक',
  Supplier: 'आपूर्तिकर्ता',
  Partner: 'भागीदार',
  'Bill From (Branch)': 'बिल जारीकर्ता (शाखा)',
  'Billed To (Branch)': 'बिल प्राप्तकर्ता (शाखा)',
  Branch: 'शाखा',
  'Ship To': 'माल भेजने का पता',
  'Payment Terms': 'भुगतान की शर्तें',
  Transporter: 'ट्रांसपोर्टर',
  'Vehicle Number': 'वाहन संख्या',
  'LR Number': 'एलआर नंबर',
  'Distance (km)': 'दूरी (किमी)',
  'E-way Bill Number': 'ई-वे बिल संख्या',
  'E-way Bill Valid Until': 'ई-वे बिल वैध तक',
  "Supplier's Bill Number": 'आपूर्तिकर्ता का बिल नंबर',
  "Supplier's Bill Date": 'आपूर्तिकर्ता के बिल की तिथि',
  'Our Date': 'हमारी तिथि',
  'Why It Waits for Approval': 'यह अनुमोदन की प्रतीक्षा क्यों कर रहा है',
  'Input Tax Credit CGST': 'इनपुट टैक्स क्रेडिट CGST',
  'Input Tax Credit SGST': 'इनपुट टैक्स क्रेडिट SGST',
  'Input Tax Credit IGST': 'इनपुट टैक्स क्रेडिट IGST',
  'Against Invoice': 'बीजक के विरुद्ध',
  Reason: 'कारण',
  'Sales Return': 'बिक्री वापसी',
  'Price Correction': 'मूल्य सुधार',
  Mode: 'मोड',
  'Reference (Cheque / UTR)': 'संदर्भ (चेक / UTR)',
  Amount: 'राशि',
  Cash: 'नकद',
  Cheque: 'चेक',
  Other: 'अन्य',
  'Invoice Number': 'बीजक संख्या',
  'Invoice Date': 'बीजक तिथि',
  'Due Date': 'देय तिथि',
  'Unpaid Amount': 'बकाया राशि',
  Remarks: 'टिप्पणी',
  Freight: 'भाड़ा',
  'Other Charges': 'अन्य शुल्क',
  'Acknowledgement Number': 'पावती संख्या',
  'Acknowledgement Date': 'पावती तिथि',
  '{value} of {date}': '{value} दिनांक {date}',
};

/** The print's own words: its facts, blocks, column heads, totals, copies, band and footer. */
const PRINT_TEXT = {
  Number: 'संख्या',
  Date: 'तारीख',
  Status: 'स्थिति',
  'Place of Supply': 'आपूर्ति का स्थान',
  State: 'राज्य',
  Unregistered: 'अपंजीकृत',
  'Draft (not numbered yet)': 'ड्राफ़्ट (अभी संख्या नहीं मिली)',
  '(draft)': '(ड्राफ़्ट)',
  'Amount in Words': 'राशि शब्दों में',
  'Bank Details for Payment': 'भुगतान हेतु बैंक विवरण',
  Bank: 'बैंक',
  'Account No.': 'खाता सं.',
  'Terms and Conditions': 'नियम और शर्तें',
  'Received by': 'प्राप्तकर्ता',
  Signature: 'हस्ताक्षर',
  'For {name}': 'कृते {name}',
  'Authorised Signatory': 'अधिकृत हस्ताक्षरकर्ता',
  'Ack No.': 'पावती सं.',
  'Ack Date': 'पावती तिथि',
  Vehicles: 'वाहन',
  Item: 'वस्तु',
  Parcel: 'पार्सल',
  Quantity: 'मात्रा',
  Unit: 'इकाई',
  'Gross Wt (kg)': 'सकल भार (किग्रा)',
  'Net Wt (kg)': 'शुद्ध भार (किग्रा)',
  'Rate (₹)': 'दर (₹)',
  'Disc.': 'छूट',
  'Taxable (₹)': 'कर योग्य (₹)',
  'Total (₹)': 'कुल (₹)',
  Total: 'कुल',
  'Tax Summary': 'कर सारांश',
  'GST Rate': 'GST दर',
  'Taxable Value (₹)': 'कर योग्य मूल्य (₹)',
  'Total Tax (₹)': 'कुल कर (₹)',
  Lines: 'पंक्तियों का योग',
  'Taxable Value': 'कर योग्य मूल्य',
  'Round Off': 'पूर्णांकन',
  'Grand Total': 'कुल योग',
  'Lot {lot}': 'लॉट {lot}',
  'Parcel {parcel}': 'पार्सल {parcel}',
  'Roll {roll}': 'रोल {roll}',
  'No lot': 'लॉट नहीं',
  Original: 'मूल प्रति',
  Duplicate: 'द्वितीय प्रति',
  Triplicate: 'तृतीय प्रति',
  Quadruplicate: 'चतुर्थ प्रति',
  'Copy {number}': 'प्रति {number}',
  Preview: 'पूर्वावलोकन',
  'Page {page} of {count}': 'पृष्ठ {page} / {count}',
  'Page {page}': 'पृष्ठ {page}',
  '{count} row': '{count} पंक्ति',
  '{count} rows': '{count} पंक्तियाँ',
};

/**
 * What a report's file says beyond the print's own words (decision 2141): each report's title and column
 * heads, and the product's own words its cells hold (a register's kinds, a document's name, a maintenance
 * activity's state and frequency, a flag's Yes and No), in the app's Hindi.
 */
const REPORT_WORDS = {
  'Lot Clearance': 'लॉट क्लियरेंस',
  'Item Code': 'वस्तु कोड',
  'Lot No.': 'लॉट नं.',
  UOM: 'इकाई',
  'Came In': 'आया',
  'To Production': 'उत्पादन को',
  Dispatched: 'डिस्पैच किया गया',
  'Other Out': 'अन्य निकासी',
  Left: 'शेष',
  'Dispatch Against SO': 'बिक्री ऑर्डर के विरुद्ध डिस्पैच',
  'SO Number': 'बिक्री ऑर्डर नंबर',
  'SO Date': 'बिक्री ऑर्डर की तिथि',
  Ordered: 'आदेशित',
  Pending: 'लंबित',
  'Invoice Register': 'बीजक रजिस्टर',
  Type: 'प्रकार',
  Invoice: 'बीजक',
  'Taxable @ 0%': 'कर योग्य @ 0%',
  'Taxable @ 0.1%': 'कर योग्य @ 0.1%',
  'Taxable @ 0.25%': 'कर योग्य @ 0.25%',
  'Taxable @ 1.5%': 'कर योग्य @ 1.5%',
  'Taxable @ 3%': 'कर योग्य @ 3%',
  'Taxable @ 5%': 'कर योग्य @ 5%',
  'Taxable @ 12%': 'कर योग्य @ 12%',
  'Taxable @ 18%': 'कर योग्य @ 18%',
  'Taxable @ 28%': 'कर योग्य @ 28%',
  'Taxable @ 40%': 'कर योग्य @ 40%',
  'Inward Against PO': 'PO के विरुद्ध आवक',
  'PO Number': 'PO संख्या',
  'PO Date': 'PO तिथि',
  Received: 'प्राप्त',
  'Pending Purchase Orders': 'लंबित खरीद ऑर्डर',
  'Pending Sales Orders': 'लंबित बिक्री ऑर्डर',
  'Stock Ledger': 'स्टॉक खाता',
  Entry: 'प्रविष्टि',
  Document: 'दस्तावेज़',
  'Stock Area': 'स्टॉक क्षेत्र',
  In: 'आया',
  Out: 'गया',
  Balance: 'शेष',
  'Stock Ageing': 'स्टॉक आयु',
  'Received On': 'प्राप्ति तिथि',
  'Age (Days)': 'आयु (दिन)',
  '0–30 Days': '0–30 दिन',
  '31–60 Days': '31–60 दिन',
  '61–90 Days': '61–90 दिन',
  'Over 90 Days': '90 दिन से अधिक',
  'On Hand': 'उपलब्ध',
  'Sales Register': 'बिक्री रजिस्टर',
  'Invoice No.': 'बीजक सं.',
  'Rate %': 'दर %',
  'Purchase Register': 'खरीद रजिस्टर',
  "Supplier's Invoice No.": 'आपूर्तिकर्ता का बीजक सं.',
  'Our No.': 'हमारा सं.',
  'Loom Efficiency': 'लूम दक्षता',
  'Loom Code': 'लूम कोड',
  Loom: 'लूम',
  Shift: 'शिफ्ट',
  Metres: 'मीटर',
  Kg: 'किग्रा',
  'Running Hours': 'चालू घंटे',
  'Stopped Hours': 'बंद घंटे',
  'Availability %': 'उपलब्धता %',
  'Performance %': 'प्रदर्शन %',
  'Efficiency %': 'दक्षता %',
  'Production Yield': 'उत्पादन उपज',
  Machine: 'मशीन',
  'Input (kg)': 'इनपुट (किग्रा)',
  'Output (kg)': 'उत्पादन (किग्रा)',
  'Wastage (kg)': 'अपशिष्ट (किग्रा)',
  'Process Loss (kg)': 'प्रक्रिया हानि (किग्रा)',
  'Yield %': 'उपज %',
  'Wastage %': 'बर्बादी %',
  'Machine Yield': 'मशीन उपज',
  'Machine Code': 'मशीन कोड',
  Batches: 'बैच',
  'Transaction Report': 'लेन-देन रिपोर्ट',
  'Activity Log': 'गतिविधि लॉग',
  When: 'कब',
  User: 'उपयोगकर्ता',
  Module: 'मॉड्यूल',
  Action: 'कार्रवाई',
  Record: 'रिकॉर्ड',
  'Maintenance Activity': 'रखरखाव गतिविधि',
  Activity: 'गतिविधि',
  Done: 'हो गया',
  Due: 'देय',
  Overdue: 'अतिदेय',
  'Machine Type': 'मशीन का प्रकार',
  Every: 'हर',
  'Frequency In': 'आवृत्ति की इकाई',
  Days: 'दिन',
  'Metres Produced': 'उत्पादित मीटर',
  'Last Done On': 'पिछली बार किया',
  'Used Since': 'तब से उपयोग',
  'Due On': 'नियत तिथि',
  Remaining: 'शेष',
  Dispatch: 'प्रेषण',
  'Sales Invoice': 'बिक्री बीजक',
  Yes: 'हाँ',
  No: 'नहीं',
};

/** Every print word with its Hindi (the test reads it whole). */
export const HINDI_PRINT_WORDS: Readonly<Record<string, string>> = {
  ...TITLES,
  ...STATUSES,
  ...STATES,
  ...BILLING_LABELS,
  ...PRINT_TEXT,
  ...REPORT_WORDS,
};

const filled = (text: string, values: WordValues = {}): string =>
  text.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));

/** How a print in `language` says its words. */
export const sayIn =
  (language: PrintLanguage): Say =>
  (english, values) =>
    filled(language === 'hi' ? (HINDI_PRINT_WORDS[english] ?? english) : english, values);

/**
 * The language a call asks its print in (decision 2090): the app sends the language its user reads as
 * `Accept-Language` on every call. The most preferred language we print in, by its primary tag and weight
 * (`hi-IN;q=0.9`); English when the call names none of ours.
 */
export function printLanguageOf(acceptLanguage: string | undefined): PrintLanguage {
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((range) => {
      const [tag = '', ...parameters] = range.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { primary: tag.split('-')[0]?.toLowerCase() ?? '', weight: weight ? Number(weight) : 1 };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return PRINT_LANGUAGES.find((language) => language === asked.find(ofOurs)?.primary) ?? 'en';
}

const ofOurs = (range: { primary: string }): boolean =>
  PRINT_LANGUAGES.some((language) => language === range.primary);
