export { FollowUpList, type FollowUpListProps, type FollowUpRow } from './FollowUpList.tsx';
