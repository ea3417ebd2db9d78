// The business's day (decisions 1827, 1980): the server dates documents and files the audit trail by India's
// calendar, whatever the machine's zone, and the browser runs in India's zone (playwright.config.ts). A test
// that names a day names India's: between 18:30 and 24:00 UTC it is already tomorrow there.

const INDIA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** yyyy-MM-dd in India, `days` from today. */
export const indiaDay = (days = 0): string => INDIA_DAY.format(new Date(Date.now() + days * 86_400_000));

/** dd-MM-yyyy (spec §9's date format), `days` from today in India. */
export const day = (days = 0): string => indiaDay(days).split('-').reverse().join('-');
