export { NeedsAttention, type NeedsAttentionProps, type RefusedEntry } from './NeedsAttention.tsx';
