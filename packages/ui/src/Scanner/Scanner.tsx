import * as Dialog from '@radix-ui/react-dialog';
import { useCallback } from 'react';
import { Button } from '../Button/Button.tsx';
import { CornerClose, Overlay, Title } from '../ConfirmDialog/ConfirmDialog.tsx';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { useUiMessage, useUiText } from '../text/UiText.tsx';
import { Frame, Said, ScannerButtons, ScannerContent, Viewfinder } from './styles.ts';

/**
 * Where the scanner is (issue 58): asking the browser for the camera, no camera there, the camera refused,
 * the code reader not loaded (offline before the app was ever opened with the network), scanning through the viewfinder, a code found, or a code refused as not ours.
 */
export type ScannerState = 'asking' | 'noCamera' | 'denied' | 'noReader' | 'scanning' | 'found' | 'notOurs';

/** The camera's torch: none on this camera, or off or on. */
export type TorchState = 'none' | 'off' | 'on';

export interface ScannerProps {
  open: boolean;
  state: ScannerState;
  /** The rear camera's picture while scanning; the viewfinder is dark without one. */
  stream?: MediaStream | null;
  torch?: TorchState;
  onTorchChange?: (on: boolean) => void;
  /** What was found ('a parcel: P-0042'), shown while its page opens or its field fills. */
  found?: string;
  /** Why the code read opens nothing, in words (the scan rule's refusal). */
  refusal?: string;
  /** Scan another code after a refusal, or ask for the camera again after it was refused. */
  onScanAgain: () => void;
  onClose: () => void;
  /** The dialog's title: "Scan a label", or what a field expects ("Scan a parcel"). */
  title?: string;
}

/** What the scanner says in each state, with its tone and icon. */
function useSaying(props: ScannerProps): {
  tone: 'info' | 'success' | 'danger' | 'warning';
  icon: IconName;
  text: string;
} {
  const t = useUiText();
  const message = useUiMessage();
  switch (props.state) {
    case 'asking':
      return {
        tone: 'info',
        icon: 'info',
        text: t('Allow the camera when the browser asks: the scanner reads labels through it.'),
      };
    case 'noCamera':
      return {
        tone: 'warning',
        icon: 'warning',
        text: t(
          'This device has no camera the browser can use. Type the code, or use a keyboard scanner with no field focused.',
        ),
      };
    case 'denied':
      return {
        tone: 'warning',
        icon: 'warning',
        text: t(
          "The camera was refused. Allow it for this site in the browser's settings (beside the address), then press Try again.",
        ),
      };
    case 'noReader':
      return {
        tone: 'warning',
        icon: 'warning',
        text: t(
          'The code reader could not be loaded. Open the app once with the network on, then scan again.',
        ),
      };
    case 'scanning':
      return { tone: 'info', icon: 'scan', text: t("Hold the label's QR code or barcode inside the frame.") };
    case 'found':
      return { tone: 'success', icon: 'success', text: t('Found {{what}}.', { what: props.found ?? '' }) };
    case 'notOurs':
      return { tone: 'danger', icon: 'error', text: message(props.refusal ?? '') };
  }
}

/**
 * The scanner in the app (issue 58): the rear camera's picture with a frame to hold a label in, what it
 * says in each state, the torch where the camera has one, Scan again after a refusal and Try again after
 * the camera was refused. Controlled by its props: the camera and the decoder are the app's.
 */
export function Scanner(props: ScannerProps) {
  const t = useUiText();
  const { state, stream, torch = 'none' } = props;
  const live = state === 'scanning' || state === 'found' || state === 'notOurs';
  // The dialog's content mounts after its first render: the picture is handed to the video as it appears.
  const video = useCallback(
    (node: HTMLVideoElement | null) => {
      if (node) node.srcObject = stream ?? null;
    },
    [stream],
  );
  const saying = useSaying(props);
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Overlay />
        <ScannerContent aria-describedby={undefined}>
          <Title>{props.title ?? t('Scan a label')}</Title>
          {live ? (
            <Viewfinder>
              <video ref={video} autoPlay muted playsInline aria-label={t('Camera')} />
              <Frame $tone={state === 'found' ? 'found' : state === 'notOurs' ? 'refused' : 'scanning'} />
            </Viewfinder>
          ) : null}
          <Said $tone={saying.tone} role={state === 'notOurs' ? 'alert' : 'status'}>
            <Icon name={saying.icon} size={20} />
            <span>{saying.text}</span>
          </Said>
          <ScannerButtons>
            {live && torch !== 'none' ? (
              <Button
                variant="secondary"
                icon="torch"
                aria-pressed={torch === 'on'}
                onClick={() => props.onTorchChange?.(torch !== 'on')}
              >
                {t('Torch')}
              </Button>
            ) : null}
            {state === 'notOurs' ? (
              <Button variant="primary" icon="scan" onClick={props.onScanAgain}>
                {t('Scan again')}
              </Button>
            ) : null}
            {state === 'denied' || state === 'noReader' ? (
              <Button variant="primary" icon="refresh" onClick={props.onScanAgain}>
                {t('Try again')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={props.onClose}>
              {t('Cancel')}
            </Button>
          </ScannerButtons>
          <CornerClose />
        </ScannerContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
