import { actionConsequences, DOCUMENT_STATUS, DOCUMENTS } from '@erp/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fillPlaceholders, UiTextProvider } from '../text/UiText.tsx';
import { DocumentActions } from './DocumentActions.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';

const S = DOCUMENT_STATUS;
const NUMBER = 'PO/2026-27/00001';

const meta = {
  title: 'Documents/DocumentActions',
  component: DocumentActions,
  args: {
    number: NUMBER,
    status: S.OPEN,
    allowed: ['close', 'cancel', 'print', 'history'],
    onAction: fn(),
    documentLabel: 'Purchase Order',
    consequences: actionConsequences(DOCUMENTS.purchaseOrder),
  },
  parameters: { screenshot: { width: 900 } },
  decorators: [
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentActions>;
export default meta;
type Story = StoryObj<typeof meta>;

const actions = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Document actions' }));
const buttonNames = (canvasElement: HTMLElement) =>
  actions(canvasElement)
    .getAllByRole('button')
    .map((button) => button.textContent);

/** A new order before its first submit: no number yet, so the heading says Draft; Save and Submit. */
export const NewDraft: Story = {
  args: { number: null, status: S.DRAFT, allowed: ['save', 'submit'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(/^Draft$/);
    await expect(buttonNames(canvasElement)).toEqual(['Save', 'Submit']);
  },
};

/** A purchase bill's draft (decision 1494): From Purchase Order fills its lines from the order chosen. */
export const BillDraftFromOrder: Story = {
  args: { number: null, status: S.DRAFT, allowed: ['fromOrder', 'save', 'submit'] },
  play: async ({ args, canvasElement }) => {
    await expect(buttonNames(canvasElement)).toEqual(['From Purchase Order', 'Save', 'Submit']);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: 'From Purchase Order' }));
    await expect(args.onAction).toHaveBeenCalledWith('fromOrder');
  },
};

/** Rejected back to Draft: it keeps its number, can be edited, resubmitted or cancelled. */
export const NumberedDraft: Story = {
  args: { status: S.DRAFT, allowed: ['save', 'submit', 'cancel', 'print', 'history'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: `${NUMBER} · Draft` })).toBeVisible();
  },
};

/** Waiting for approval: only cancel, print and history. */
export const PendingApproval: Story = {
  args: { status: S.PENDING_APPROVAL, allowed: ['cancel', 'print', 'history'] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: `${NUMBER} · Pending Approval` }),
    ).toBeVisible();
  },
};

/**
 * Open: close or cancel (each with a reason), print, history; the buttons keep their order. Cancel names
 * the document it cancels (issue 42: beside buttons that leave, a bare "Cancel" reads as "go back").
 */
export const Open: Story = {
  args: { allowed: ['history', 'print', 'cancel', 'close'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: `${NUMBER} · Open` })).toBeVisible();
    await expect(buttonNames(canvasElement)).toEqual(['Close', 'Cancel Purchase Order', 'Print', 'History']);
  },
};

/**
 * An open allocation, its stock reserved (decision 1004): Issue moves it, so it says what it will move
 * and asks once (issue 42); Back leaves it as it was, no reason asked.
 */
export const OpenAllocation: Story = {
  args: {
    number: 'MA/2026-27/00001',
    allowed: ['issue', 'cancel', 'print', 'history'],
    documentLabel: 'Material Allocation',
    consequences: actionConsequences(DOCUMENTS.materialAllocation),
  },
  play: async ({ args, canvasElement }) => {
    await expect(buttonNames(canvasElement)).toEqual([
      'Issue',
      'Cancel Material Allocation',
      'Print',
      'History',
    ]);
    const issue = actions(canvasElement).getByRole('button', { name: 'Issue' });
    await userEvent.click(issue);
    let dialog = within(await screen.findByRole('dialog', { name: 'Issue Material Allocation?' }));
    await expect(
      dialog.getByText(
        'Moves the reserved quantities out of their stock areas into the stock area they are issued to.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(issue);
    dialog = within(await screen.findByRole('dialog', { name: 'Issue Material Allocation?' }));
    await expect(dialog.queryByRole('textbox')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Issue' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('issue');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Submit numbers the document for good and does what its definition says (issue 42): it says so and asks
 * once; only its confirmation submits.
 */
export const SubmitAsksOnce: Story = {
  args: { number: null, status: S.DRAFT, allowed: ['save', 'submit'] },
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(actions(canvasElement).getByRole('button', { name: 'Submit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit Purchase Order?' }));
    await expect(dialog.getByText(DOCUMENTS.purchaseOrder.onSubmit)).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('submit');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Words of a Hindi bundle: the confirmation's sentence is one of the app's texts (issue 42). */
const HINDI: Readonly<Record<string, string>> = {
  Submit: 'जमा करें',
  'Purchase Order': 'ख़रीद आदेश',
  [DOCUMENTS.purchaseOrder.onSubmit]: 'आदेश को संख्या देता है और खोलता है (या अनुमोदन माँगता है); कोई स्टॉक नहीं।',
};

/**
 * A user who reads Hindi: Submit asks in Hindi, what it will do too (issue 42: the confirmation's sentence
 * stayed English).
 */
export const SubmitAsksInTheReadersWords: Story = {
  args: { number: null, status: S.DRAFT, allowed: ['save', 'submit'] },
  decorators: [
    (Story) => (
      <UiTextProvider translate={(text, values) => fillPlaceholders(HINDI[text] ?? text, values)}>
        <Story />
      </UiTextProvider>
    ),
  ],
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(actions(canvasElement).getByRole('button', { name: 'जमा करें' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'जमा करें ख़रीद आदेश?' }));
    await expect(dialog.getByText(HINDI[DOCUMENTS.purchaseOrder.onSubmit] ?? '')).toBeVisible();
    await expect(dialog.queryByText(DOCUMENTS.purchaseOrder.onSubmit)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Escape or the X leave Submit undone, as Back does. */
export const SubmitDismissed: Story = {
  args: { number: null, status: S.DRAFT, allowed: ['save', 'submit'] },
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const submit = actions(canvasElement).getByRole('button', { name: 'Submit' });
    await userEvent.click(submit);
    await screen.findByRole('dialog', { name: 'Submit Purchase Order?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(submit);
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit Purchase Order?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/**
 * An open plan (decisions 1163, 1352): Raise Material Request and Make Batch are taken at once; the page
 * asks the department, or the line.
 */
export const OpenPlan: Story = {
  args: {
    number: 'PLN/2026-27/00001',
    allowed: ['close', 'cancel', 'print', 'raiseRequest', 'makeBatch', 'history'],
    documentLabel: 'Plan',
  },
  play: async ({ args, canvasElement }) => {
    await expect(buttonNames(canvasElement)).toEqual([
      'Close',
      'Cancel Plan',
      'Print',
      'Raise Material Request',
      'Make Batch',
      'History',
    ]);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: 'Raise Material Request' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('raiseRequest');
    await userEvent.click(actions(canvasElement).getByRole('button', { name: 'Make Batch' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('makeBatch');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** An open batch running over days (decision 1300): Complete is taken at once; the page asks to confirm. */
export const OpenBatchOverDays: Story = {
  args: {
    number: 'PB/2026-27/00007',
    allowed: ['complete', 'cancel', 'print', 'history'],
    documentLabel: 'Production Batch',
  },
  play: async ({ args, canvasElement }) => {
    await expect(buttonNames(canvasElement)).toEqual([
      'Complete',
      'Cancel Production Batch',
      'Print',
      'History',
    ]);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: 'Complete' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('complete');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** In Progress, amended once: the revision is part of the number. */
export const InProgressAmended: Story = {
  args: { number: `${NUMBER}/R1`, status: S.IN_PROGRESS, allowed: ['close', 'print', 'history'] },
};

/** A sent quotation: its amendment reads Revise, as its definition declares (decision 1624); E-Mail and SMS send it. */
export const QuotationRevise: Story = {
  args: {
    number: 'QT/2026-27/00001',
    status: S.OPEN,
    allowed: ['accept', 'amend', 'print', 'email', 'sms', 'history'],
    amendLabel: 'Revise',
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    await expect(buttonNames(canvasElement)).toEqual([
      'Accept',
      'Revise',
      'Print',
      'E-Mail',
      'SMS',
      'History',
    ]);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: 'Revise' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('amend');
    await userEvent.click(actions(canvasElement).getByRole('button', { name: 'SMS' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('sms');
  },
};

/** Closed: read-only, print and history alone. */
export const Closed: Story = {
  args: { status: S.CLOSED, allowed: ['print', 'history'] },
  play: async ({ canvasElement }) => {
    await expect(buttonNames(canvasElement)).toEqual(['Print', 'History']);
    await expect(actions(canvasElement).queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const Cancelled: Story = { args: { status: S.CANCELLED, allowed: ['print', 'history'] } };

/** While a submit runs: every button waits, and the bar says so. */
export const Busy: Story = {
  args: { status: S.DRAFT, number: null, allowed: ['save', 'submit'], busy: 'submit' },
  play: async ({ args, canvasElement }) => {
    const bar = actions(canvasElement);
    await expect(bar.getByRole('status')).toHaveTextContent('Please wait…');
    await expect(bar.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(bar.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.click(bar.getByRole('button', { name: 'Submit' }), { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Save, Print and History go straight to `onAction`: nothing to ask. */
export const DirectActions: Story = {
  args: { status: S.DRAFT, allowed: ['save', 'submit', 'print', 'history'] },
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const bar = actions(canvasElement);
    for (const [name, action] of [
      ['Save', 'save'],
      ['Print', 'print'],
      ['History', 'history'],
    ] as const) {
      await userEvent.click(bar.getByRole('button', { name }));
      await expect(args.onAction).toHaveBeenLastCalledWith(action);
    }
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Close asks for a reason: none says "A reason is required"; once given, `onAction('close', reason)`. */
export const CloseNeedsAReason: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(actions(canvasElement).getByRole('button', { name: 'Close' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Close this document?' }));
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Close document' }));
    await expect(dialog.getByText('A reason is required')).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.type(reason, '  Supplier cannot supply the rest ');
    await userEvent.click(dialog.getByRole('button', { name: 'Close document' }));
    await expect(args.onAction).toHaveBeenCalledWith('close', 'Supplier cannot supply the rest');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Cancel the same way: spaces are no reason; Back does nothing and keeps what was typed. */
export const CancelNeedsAReason: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const cancel = actions(canvasElement).getByRole('button', { name: 'Cancel Purchase Order' });
    await userEvent.click(cancel);
    let dialog = within(await screen.findByRole('dialog', { name: 'Cancel this document?' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel document' }));
    await expect(dialog.getByText('A reason is required')).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Reason' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Ordered twice');
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(cancel);
    dialog = within(await screen.findByRole('dialog', { name: 'Cancel this document?' }));
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('Ordered twice');
    await expect(dialog.queryByText('A reason is required')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel document' }));
    await expect(args.onAction).toHaveBeenCalledWith('cancel', 'Ordered twice');
  },
};

/** Escape and the X dismiss the dialog without an action. */
export const DismissingTheReason: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const close = actions(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.click(close);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(close);
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

const reasonArgs = { reason: '', onReasonChange: fn(), onConfirm: fn(), onDismiss: fn() };

/** The close dialog as it opens (for its picture). */
export const CloseDialog: Story = {
  render: () => <ReasonDialog action="close" {...reasonArgs} />,
  parameters: { screenshot: { role: 'dialog' } },
};

/** The cancel dialog, with its reason typed. */
export const CancelDialog: Story = {
  render: () => <ReasonDialog action="cancel" {...reasonArgs} reason="Ordered twice" />,
  parameters: { screenshot: { role: 'dialog' } },
};

/**
 * Files under way (issue 40): the labels sheet past a second shows its seconds, its ZPL its bytes; each
 * button busy on its own, the others free, and a second click on a busy one refused.
 */
export const FilesUnderWay: Story = {
  args: {
    number: 'GRN/2026-27/00001',
    status: S.COMPLETED,
    allowed: ['labels', 'labelsZpl', 'print', 'history'],
    files: { labels: { seconds: 3 }, labelsZpl: { seconds: 2, loaded: 2048 } },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const sheet = canvas.getByRole('button', { name: /^Labels(?! \(ZPL\))/ });
    await expect(sheet).toHaveAttribute('aria-busy', 'true');
    await expect(sheet).toHaveTextContent('Preparing… 3 s');
    await expect(canvas.getByRole('button', { name: /ZPL/ })).toHaveTextContent('Downloading… 2.0 KB');
    await userEvent.click(sheet);
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onAction).toHaveBeenCalledWith('print');
  },
};
