export { FunnelBoard, type FunnelBoardProps } from './FunnelBoard.tsx';
export { LostReasonDialog, type LostReasonDialogProps } from './LostReasonDialog.tsx';
export type { BoardCardView, BoardColumnView, LostReasonAnswer, PendingLostMove } from './types.ts';
