/**
 * For stories' and tests' checks (issue 56: key columns in view): the texts of `cells` (the headers of a table's
 * key columns) not wholly inside the visible box of `frame` (the table's scrolling region), or lying over one
 * another (a pinned column covering another).
 */
export function outOfView(frame: Element, cells: readonly Element[]): string[] {
  const box = frame.getBoundingClientRect();
  const left = box.left + frame.clientLeft;
  const right = left + frame.clientWidth;
  const boxes = cells.map((cell) => cell.getBoundingClientRect());
  const name = (index: number) => cells[index]?.textContent?.trim() ?? '';
  return boxes.flatMap((cell, index) => {
    if (cell.left < left - 0.5 || cell.right > right + 0.5)
      return [
        `${name(index)} (x ${Math.round(cell.left - left)}–${Math.round(cell.right - left)} of ${frame.clientWidth})`,
      ];
    const over = boxes.findIndex(
      // Pinned columns overlap by a pixel where they meet (no seam between them).
      (other, at) => at !== index && other.left < cell.right - 1.5 && other.right > cell.left + 1.5,
    );
    return over < 0 ? [] : [`${name(index)} (under ${name(over)})`];
  });
}
