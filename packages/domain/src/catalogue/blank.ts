/** Whether a form's value is left empty: none given, null, or empty text (0 and false are values). */
export const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';
