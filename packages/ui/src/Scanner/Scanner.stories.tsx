import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Scanner } from './Scanner.tsx';

/** A camera's stand-in: a still grey picture, as a story has no camera to show. */
function stillCamera(): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#5a5f66';
    context.fillRect(0, 0, 64, 64);
  }
  return canvas.captureStream(0);
}

const meta = {
  title: 'Floor/Scanner',
  component: Scanner,
  args: { open: true, state: 'scanning', onScanAgain: fn(), onClose: fn(), onTorchChange: fn() },
  parameters: { screenshot: { role: 'dialog' } },
} satisfies Meta<typeof Scanner>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Scan a label' });

/** The browser asks for the camera: the scanner says to allow it. */
export const AskingForCamera: Story = {
  args: { state: 'asking' },
  play: async () => {
    await expect(await dialog()).toHaveTextContent('Allow the camera when the browser asks');
    await expect(screen.queryByLabelText('Camera')).toBeNull();
  },
};

/** No camera the browser can use: what to do instead, in words. */
export const NoCamera: Story = {
  args: { state: 'noCamera' },
  play: async ({ args }) => {
    await expect(await dialog()).toHaveTextContent('This device has no camera the browser can use.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The camera refused: where to allow it, and Try again asks once more. */
export const CameraRefused: Story = {
  args: { state: 'denied' },
  play: async ({ args }) => {
    await expect(await dialog()).toHaveTextContent('The camera was refused.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(args.onScanAgain).toHaveBeenCalled();
  },
};

/** The code reader could not be loaded (offline before the app was first opened): what to do, and Try again. */
export const ReaderNotLoaded: Story = {
  args: { state: 'noReader' },
  play: async ({ args }) => {
    await expect(await dialog()).toHaveTextContent('The code reader could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(args.onScanAgain).toHaveBeenCalled();
  },
};

/** Scanning: the camera's picture with the frame to hold a label in; no torch on this camera. */
export const Scanning: Story = {
  play: async () => {
    await expect(await dialog()).toHaveTextContent("Hold the label's QR code or barcode inside the frame.");
    await expect(screen.getByLabelText('Camera')).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Torch' })).toBeNull();
  },
};

/** The camera's picture is shown in the viewfinder, as the app hands it over. */
export const ScanningWithPicture: Story = {
  render: (args) => <Scanner {...args} stream={stillCamera()} />,
  parameters: { screenshot: { skip: true } },
  play: async () => {
    await dialog();
    const video = screen.getByLabelText<HTMLVideoElement>('Camera');
    await waitFor(() => expect(video.srcObject).toBeInstanceOf(MediaStream));
  },
};

/** A camera with a torch: Torch switches it on. */
export const TorchOff: Story = {
  args: { torch: 'off' },
  play: async ({ args }) => {
    await dialog();
    const torch = screen.getByRole('button', { name: 'Torch' });
    await expect(torch).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(torch);
    await expect(args.onTorchChange).toHaveBeenCalledWith(true);
  },
};

/** The torch on: Torch is pressed, and switches it off. */
export const TorchOn: Story = {
  args: { torch: 'on' },
  play: async ({ args }) => {
    await dialog();
    const torch = screen.getByRole('button', { name: 'Torch' });
    await expect(torch).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(torch);
    await expect(args.onTorchChange).toHaveBeenCalledWith(false);
  },
};

/** A code of ours found: what it names, while its page opens. */
export const Found: Story = {
  args: { state: 'found', found: 'a rack' },
  play: async () => {
    await expect(await dialog()).toHaveTextContent('Found a rack.');
  },
};

/** Another site's label: refused in words, and Scan again reads another. */
export const NotOurs: Story = {
  args: {
    state: 'notOurs',
    refusal: 'This label is of another site (erp.other.example): it opens nothing here.',
  },
  play: async ({ args }) => {
    await dialog();
    await expect(screen.getByRole('alert')).toHaveTextContent(
      'This label is of another site (erp.other.example)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Scan again' }));
    await expect(args.onScanAgain).toHaveBeenCalled();
  },
};

/** A field's scanner, named by what the field expects. */
export const ForAField: Story = {
  args: { title: 'Scan a parcel' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Scan a parcel' })).toBeInTheDocument();
  },
};
