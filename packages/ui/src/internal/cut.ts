/**
 * For stories' play functions (issue 42: names, numbers and statuses are never cut): the texts of `elements`
 * (a table's cells and headers) wider than their box, so cut or ended by an ellipsis, as shown.
 */
export const cutTexts = (elements: Iterable<Element>): string[] =>
  [...elements]
    .filter((element) => element.scrollWidth > element.clientWidth)
    .map((element) => `${element.textContent ?? ''} (${element.scrollWidth} px in ${element.clientWidth})`);
