/**
 * For stories' play functions (issue 42: names, numbers and statuses are never cut): the texts of `elements`
 * (a table's cells and headers) larger than their box, so cut, ended by an ellipsis or wrapped out of sight.
 */
export const cutTexts = (elements: Iterable<Element>): string[] =>
  [...elements]
    .filter(
      (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
    )
    .map(
      (element) =>
        `${element.textContent ?? ''} (${element.scrollWidth}×${element.scrollHeight} px in ${element.clientWidth}×${element.clientHeight})`,
    );
