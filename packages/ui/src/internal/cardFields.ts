import { css } from 'styled-components';

/**
 * The named figures of a phone's card (a list's row, a picker's row, a line's totals): each `dt` a muted name
 * beside its `dd`, in a grid of `columns`, long words broken rather than past the card's edge.
 */
export const cardFields = (columns: string) => css`
  & dl {
    display: grid;
    grid-template-columns: ${columns};
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  & dl > div {
    display: contents;
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
