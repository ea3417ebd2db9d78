import styled from 'styled-components';
import { Content } from '../ConfirmDialog/ConfirmDialog.tsx';
import { PHONE_MEDIA } from '../internal/phone.ts';

// The scanner's parts: its dialog, the viewfinder with its frame, what it says below and its buttons.

export const ScannerContent = styled(Content)`
  width: min(480px, calc(100vw - 16px));
  @media ${PHONE_MEDIA} {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

/** The camera's picture, square, with the frame a label is held in. */
export const Viewfinder = styled.div`
  position: relative;
  aspect-ratio: 1;
  margin-top: ${({ theme }) => theme.space(3)};
  overflow: hidden;
  background: #000;
  border-radius: ${({ theme }) => theme.radius.md};
  & > video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Where to hold the label: corners drawn over the middle of the picture. */
export const Frame = styled.div<{ $tone: 'scanning' | 'found' | 'refused' }>`
  position: absolute;
  inset: 18%;
  border: 3px solid
    ${({ theme, $tone }) =>
      $tone === 'found'
        ? theme.color.status.success.border
        : $tone === 'refused'
          ? theme.color.status.danger.border
          : 'rgba(255, 255, 255, 0.85)'};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 0 0 100vmax rgba(0, 0, 0, 0.35);
`;

/** What the scanner says: how to scan, what was found, why a code was refused or the camera is not there. */
export const Said = styled.p<{ $tone: 'info' | 'success' | 'danger' | 'warning' }>`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme, $tone }) => theme.color.status[$tone].text};
  background: ${({ theme, $tone }) => theme.color.status[$tone].subtle};
  border: 1px solid ${({ theme, $tone }) => theme.color.status[$tone].border};
  border-radius: ${({ theme }) => theme.radius.md};
  & > svg {
    flex: none;
    margin-top: 2px;
  }
`;

/** The scanner's buttons, each a touch target of 44 px on a phone. */
export const ScannerButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
  & > button {
    min-height: 44px;
  }
`;
