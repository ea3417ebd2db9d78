import { useCallback, useEffect, useRef, useState } from 'react';
import type { TorchState } from '@erp/ui';
import { loadCodeReader } from './codeReader.ts';

/** Where the camera is: asked for, not there, refused, showing its picture, or its reader not loaded. */
export type CameraState = 'asking' | 'noCamera' | 'denied' | 'scanning' | 'noReader';

/** How often a frame is read (ms): a label held up is read within a fifth of a second. */
const READ_EVERY_MS = 200;

/** The rear camera's picture, asked of the browser (a desk's only camera is taken where there is no rear). */
const REAR_CAMERA: MediaStreamConstraints = { video: { facingMode: { ideal: 'environment' } }, audio: false };

/** Every track stopped: the camera's light goes out and another app may take it. */
const release = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

/** Why the browser gave no camera, as the scanner says it: refused by the user, or none there. */
const whyNot = (error: unknown): CameraState =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError')
    ? 'denied'
    : 'noCamera';

/** The torch a track offers (`getCapabilities().torch`), which not every browser types. */
const hasTorch = (track: MediaStreamTrack | undefined): boolean =>
  (track?.getCapabilities?.() as { torch?: boolean } | undefined)?.torch === true;

/** Whether the page is shown: a hidden page (another app, the phone asleep) holds no camera. */
function usePageShown(): boolean {
  const [shown, setShown] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const follow = () => setShown(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, []);
  return shown;
}

export interface Camera {
  state: CameraState;
  stream: MediaStream | null;
  torch: TorchState;
  setTorch: (on: boolean) => void;
  /** Asks for the camera again (after it was refused and allowed in the browser's settings). */
  retry: () => void;
}

/**
 * The rear camera while the scanner is open and the page shown (issue 58, decision 2331): each code read
 * is handed to `onRead` while `reading`; every track is stopped when the scanner closes, the page is
 * hidden or the scanner unmounts.
 */
export function useCamera(open: boolean, reading: boolean, onRead: (text: string) => void): Camera {
  const shown = usePageShown();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CameraState>('asking');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [torch, setTorchState] = useState<TorchState>('none');
  const read = useRef(onRead);
  useEffect(() => {
    read.current = onRead;
  });

  useEffect(() => {
    if (!open || !shown) return undefined;
    let taken: MediaStream | null = null;
    let closed = false;
    setState('asking');
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('noCamera');
      return undefined;
    }
    navigator.mediaDevices.getUserMedia(REAR_CAMERA).then(
      (given) => {
        // Closed while the browser asked: the camera given goes back at once.
        if (closed) return release(given);
        taken = given;
        setStream(given);
        setTorchState(hasTorch(given.getVideoTracks()[0]) ? 'off' : 'none');
        setState('scanning');
      },
      (error: unknown) => {
        if (!closed) setState(whyNot(error));
      },
    );
    return () => {
      closed = true;
      release(taken);
      setStream(null);
      setTorchState('none');
    };
  }, [open, shown, attempt]);

  useEffect(() => {
    if (!stream || !reading) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frames are read from a video of the scanner's own, whatever the dialog shows.
    const frame = document.createElement('video');
    frame.muted = true;
    frame.playsInline = true;
    frame.srcObject = stream;
    void frame.play().catch(() => undefined);
    loadCodeReader().then(
      (reader) => {
        const next = async () => {
          const text = frame.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA ? await reader(frame) : null;
          if (stopped) return;
          if (text) read.current(text);
          timer = setTimeout(() => void next(), READ_EVERY_MS);
        };
        return next();
      },
      () => {
        if (!stopped) setState('noReader');
      },
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
      frame.srcObject = null;
    };
  }, [stream, reading]);

  const setTorch = useCallback(
    (on: boolean) => {
      const track = stream?.getVideoTracks()[0];
      if (!track) return;
      const torchOn = { advanced: [{ torch: on } as MediaTrackConstraintSet] };
      void track.applyConstraints(torchOn).then(() => setTorchState(on ? 'on' : 'off'));
    },
    [stream],
  );
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, stream, torch, setTorch, retry };
}
