import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeBarcodeDetector, removeFakeBarcodeDetector } from '../../testing/fakeBarcodeDetector.ts';
import { useCamera, type Camera } from './camera.ts';

// Issue 58: "a torch where the camera has one; the camera is released when the scanner closes" (decision
// 2331: every track stopped when the scanner closes, the page is hidden or it unmounts).

/** A camera's stream whose tracks say whether they were stopped. */
function fakeStream(torch = false) {
  const track = {
    stop: vi.fn(),
    getCapabilities: () => (torch ? { torch: true } : {}),
    applyConstraints: vi.fn(() => Promise.resolve()),
  };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  return { stream, track };
}

let root: Root;
let host: HTMLElement;
let camera: Camera;
let getUserMedia: ReturnType<typeof vi.fn>;

function Probe({ open }: { open: boolean }) {
  camera = useCamera(open, open, () => undefined);
  return null;
}
const show = async (open: boolean) => {
  await act(async () => root.render(<Probe open={open} />));
};
const setHidden = async (hidden: boolean) => {
  Object.defineProperty(document, 'visibilityState', {
    value: hidden ? 'hidden' : 'visible',
    configurable: true,
  });
  await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
};

beforeEach(() => {
  installFakeBarcodeDetector();
  getUserMedia = vi.fn();
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  host = document.createElement('div');
  root = createRoot(host);
});
afterEach(async () => {
  await act(async () => root.unmount());
  await setHidden(false);
  vi.restoreAllMocks();
  removeFakeBarcodeDetector();
});

describe('the camera of the scanner', () => {
  it('asks for the rear camera as the scanner opens and stops every track as it closes', async () => {
    const { stream, track } = fakeStream();
    getUserMedia.mockResolvedValue(stream);
    await show(true);
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    expect(camera).toMatchObject({ state: 'scanning', stream, torch: 'none' });
    await show(false);
    expect(track.stop).toHaveBeenCalled();
    expect(camera.stream).toBeNull();
  });

  it('lets the camera go while the page is hidden, and asks again when it is shown', async () => {
    const first = fakeStream();
    const second = fakeStream();
    getUserMedia.mockResolvedValueOnce(first.stream).mockResolvedValueOnce(second.stream);
    await show(true);
    await setHidden(true);
    expect(first.track.stop).toHaveBeenCalled();
    expect(camera.stream).toBeNull();
    await setHidden(false);
    expect(camera.stream).toBe(second.stream);
  });

  it('stops the camera when the scanner unmounts', async () => {
    const { stream, track } = fakeStream();
    getUserMedia.mockResolvedValue(stream);
    await show(true);
    await act(async () => root.unmount());
    root = createRoot(host);
    expect(track.stop).toHaveBeenCalled();
  });

  it('gives back at once a camera granted after the scanner closed', async () => {
    const { stream, track } = fakeStream();
    let grant: (given: MediaStream) => void = () => undefined;
    getUserMedia.mockReturnValue(new Promise<MediaStream>((resolve) => (grant = resolve)));
    await show(true);
    expect(camera.state).toBe('asking');
    await show(false);
    await act(async () => grant(stream));
    expect(track.stop).toHaveBeenCalled();
    expect(camera.stream).toBeNull();
  });

  it.each([
    ['the user refused it', new DOMException('no', 'NotAllowedError'), 'denied'],
    ['the address is not secure', new DOMException('no', 'SecurityError'), 'denied'],
    ['there is no camera', new DOMException('none', 'NotFoundError'), 'noCamera'],
    ['another app holds it', new DOMException('busy', 'NotReadableError'), 'noCamera'],
  ])('says why there is no picture when %s', async (_case, error, state) => {
    getUserMedia.mockRejectedValue(error);
    await show(true);
    expect(camera.state).toBe(state);
  });

  it('says there is no camera where the browser has no media devices', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    await show(true);
    expect(camera.state).toBe('noCamera');
  });

  it("offers the torch where the track has one and switches it through the track's constraints", async () => {
    const { stream, track } = fakeStream(true);
    getUserMedia.mockResolvedValue(stream);
    await show(true);
    expect(camera.torch).toBe('off');
    await act(async () => camera.setTorch(true));
    expect(track.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });
    expect(camera.torch).toBe('on');
  });
});
