import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExportButtons, type ExportButtonsProps, type ExportProgress } from './ExportButtons.tsx';

/** A list's export as the app drives it: a click starts one, Cancel stops it. */
function Exporting(args: ExportButtonsProps) {
  const [progress, setProgress] = useState<ExportProgress | null | undefined>(args.progress);
  return (
    <ExportButtons
      {...args}
      progress={progress}
      onExport={(format) => {
        args.onExport(format);
        setProgress({ format, seconds: 0, loaded: 0 });
      }}
      onCancel={() => {
        args.onCancel();
        setProgress(null);
      }}
    />
  );
}

const meta = {
  title: 'Lists/ExportButtons',
  component: ExportButtons,
  render: Exporting,
  args: { onExport: fn(), onCancel: fn() },
} satisfies Meta<typeof ExportButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing under way: Excel and PDF, named for a screen reader as exports. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Export' });
    await expect(within(group).getByRole('button', { name: 'Export as Excel' })).toBeEnabled();
    await expect(within(group).getByRole('button', { name: 'Export as PDF' })).toBeEnabled();
    await expect(within(group).queryByRole('progressbar')).toBeNull();
    await expect(within(group).getByRole('status')).toHaveTextContent('');
  },
};

/** A file whose length is known: the bar shows the share received, the Excel button is busy with it. */
export const DownloadingKnownLength: Story = {
  args: { progress: { format: 'excel', seconds: 4, loaded: 1_572_864, total: 3_145_728 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Exporting Excel: 1.5 MB' });
    await expect(bar).toHaveAttribute('value', '1572864');
    await expect(bar).toHaveAttribute('max', '3145728');
    await expect(canvas.getByRole('status')).toHaveTextContent('Exporting Excel: 1.5 MB');
    // Its name carries its progress, as its text shows it.
    const excel = canvas.getByRole('button', { name: 'Export as Excel Downloading… 1.5 MB of 3.0 MB' });
    await expect(excel).toHaveAttribute('aria-busy', 'true');
    await expect(excel).toHaveTextContent('Downloading… 1.5 MB of 3.0 MB');
    await expect(canvas.getByRole('button', { name: 'Export as PDF' })).toBeDisabled();
  },
};

/** The server still prepares the file (no byte yet, past a second): the PDF button counts the seconds. */
export const Preparing: Story = {
  args: { progress: { format: 'pdf', seconds: 3, loaded: 0 } },
  // Its bar moves too (no length yet); the busy button's picture is Button's BusyPreparing.
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const pdf = within(canvasElement).getByRole('button', { name: 'Export as PDF Preparing… 3 s' });
    await expect(pdf).toHaveAttribute('aria-busy', 'true');
    await expect(pdf).toHaveTextContent('Preparing… 3 s');
    await userEvent.click(pdf);
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

/** A streamed export (no length before the end): the bar moves without a share, the bytes count up. */
export const Streaming: Story = {
  args: { progress: { format: 'pdf', seconds: 2, loaded: 2048 } },
  // A moving bar has no still picture.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Exporting PDF: 2.0 KB' });
    await expect(bar).not.toHaveAttribute('value');
  },
};

/** A click starts the export of that format; Cancel stops it and the buttons come back. */
export const ExportAndCancel: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export as PDF' }));
    await expect(args.onExport).toHaveBeenCalledWith('pdf');
    await expect(canvas.getByRole('status')).toHaveTextContent('Exporting PDF: 0 B');
    await expect(canvas.getByRole('button', { name: 'Export as PDF' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Export as PDF' })).toBeEnabled();
  },
};

/** Disabled with the list (nothing to export yet). */
export const Disabled: Story = {
  args: { disabled: true },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Export as Excel' })).toBeDisabled();
  },
};

/** A report that declares one file (lot clearance: Excel only) offers that format alone. */
export const ExcelOnly: Story = {
  args: { formats: ['excel'] },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Export' });
    await expect(within(group).getByRole('button', { name: 'Export as Excel' })).toBeEnabled();
    await expect(within(group).queryByRole('button', { name: 'Export as PDF' })).toBeNull();
  },
};
