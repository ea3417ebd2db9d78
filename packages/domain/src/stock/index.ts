// @erp/domain's stock rules, re-exported whole by the package index.
// Stock (issue 8: opening stock upload)
export {
  OPENING_STOCK_COLUMNS,
  MAX_OPENING_STOCK_ROWS,
  QUANTITY_DECIMALS,
  RATE_DECIMALS,
  openingStockColumns,
  openingStockPlace,
  parseOpeningStockRow,
  isBlankRow,
  sheetIssueText,
  openingStockTemplate,
  type OpeningStockColumn,
  type OpeningStockRow,
  type SheetIssue,
  type ColumnIndexes,
  type PostedOpeningRow,
  type OpeningStockResult,
} from './openingStock.ts';
export { allocateLots, type LotAllocation, type LotStock } from './allocation.ts';
export { shortageMessage, type StockShortage } from './shortage.ts';
export { isMetreUnit, type UnitName } from './metres.ts';
export {
  belowReorder,
  reorderDraftsMessage,
  reorderQuantityProblem,
  reorderShortfall,
  roundUpTo,
  suggestedReorder,
  type ReorderStock,
} from './reorder.ts';
export {
  judgeLabResult,
  unjudgeable,
  judgeReading,
  labParameterName,
  LAB_PARAMETER_CONFIG_KEYS,
  parameterName,
  readingRangeProblem,
  MAX_READING,
  type LabParameter,
  type LabReading,
  type LabVerdict,
  type ReadingVerdict,
  type StoredLabReading,
} from './labResult.ts';
