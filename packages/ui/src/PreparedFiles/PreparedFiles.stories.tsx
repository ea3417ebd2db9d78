import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PreparedFiles, type PreparedFile } from './PreparedFiles.tsx';

const TOO_LONG =
  'This took longer than 15 seconds to read and was stopped. Narrow its dates or filters and run it again.';

const file = (id: number, state: PreparedFile['state'], more: Partial<PreparedFile> = {}): PreparedFile => ({
  id,
  description: 'From 2026-04-01 · To 2027-03-31',
  state,
  cancelAsked: false,
  done: 0,
  total: null,
  message: null,
  fileName: null,
  createdAt: '2026-11-27T05:30:00.000Z',
  ...more,
});

const FILES: PreparedFile[] = [
  file(4, 'queued'),
  file(3, 'running', { done: 12_000, total: 48_500 }),
  file(2, 'done', { done: 48_500, total: 48_500, fileName: 'Sales Register.xlsx', description: '' }),
  file(1, 'failed', {
    message: 'The server stopped while this was being prepared. Prepare it again.',
  }),
];

const meta = {
  title: 'Reports/PreparedFiles',
  component: PreparedFiles,
  args: {
    offer: TOO_LONG,
    formats: ['excel', 'pdf'],
    onPrepare: fn(),
    files: FILES,
    onDownload: fn(),
    onCancel: fn(),
  },
  parameters: { screenshot: { width: 700 } },
} satisfies Meta<typeof PreparedFiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The report's read was stopped: why, and the offer to prepare it as Excel or PDF; below it, a file of each
 * state: waiting (its bar at the start), being prepared (with its bar), each with Cancel, ready, and why one
 * failed.
 */
export const OfferAndFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Prepared in the background' });
    const canvas = within(region);
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent(/took longer than 15 seconds/);
    await userEvent.click(canvas.getByRole('button', { name: 'Prepare as Excel' }));
    await expect(args.onPrepare).toHaveBeenCalledWith('excel');
    await expect(canvas.getByText('Waiting for its turn')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Waiting for its turn' })).toHaveAttribute(
      'value',
      '0',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Prepared 12,000 of 48,500 rows' })).toBeVisible();
    // Decision 2262: a file waiting or being prepared is cancelled by its own Cancel.
    const [waiting, running] = canvas.getAllByRole('listitem');
    await userEvent.click(within(running as HTMLElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await expect(within(waiting as HTMLElement).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(canvas.getAllByRole('button', { name: 'Cancel' })).toHaveLength(2);
    await expect(canvas.getByText('Every row')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download Sales Register.xlsx' }));
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await expect(canvas.getByText(/The server stopped while this was being prepared/)).toBeVisible();
  },
};

/** The report was read, and files prepared earlier wait to be downloaded: no offer; one downloading. */
export const FilesOnly: Story = {
  args: { offer: null, files: [FILES[2] as PreparedFile], downloading: { 2: { seconds: 3 } } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Prepare as/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Download Sales Register.xlsx/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Still being counted: its bar at the start, as the import dialog's, not the browser's endless one. */
export const Counting: Story = {
  args: { offer: null, files: [file(5, 'running')] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Counting the rows' }),
    ).toHaveAttribute('value', '0');
  },
};

/**
 * Decision 2262: one being cancelled says it stops after the piece under way (no Cancel again), and one
 * cancelled says what was undone.
 */
export const Cancelling: Story = {
  args: {
    offer: null,
    files: [
      file(7, 'running', { done: 20_000, total: 48_500, cancelAsked: true }),
      file(6, 'cancelled', { cancelAsked: true, message: 'Cancelled by you: nothing was saved.' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Being cancelled: it stops after the piece under way and undoes what it wrote.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await expect(canvas.getByText('Cancelled by you: nothing was saved.')).toHaveAttribute('role', 'status');
  },
};

/** Nothing refused and nothing prepared: the screen shows nothing of it. */
export const Nothing: Story = {
  args: { offer: null, files: [] },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
