import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  FloorActionForm,
  type FloorActionFormProps,
  type FloorFormField,
  type FloorFormValues,
} from './FloorActionForm.tsx';

const MOVE: FloorFormField[] = [
  {
    kind: 'pick',
    name: 'stockAreaId',
    label: 'To stock area',
    required: true,
    options: [
      { value: '1', label: 'Godown 1' },
      { value: '2', label: 'Godown 2' },
    ],
  },
  {
    kind: 'pick',
    name: 'rackId',
    label: 'To rack',
    hint: 'Leave empty for the area without a rack',
    options: [
      { value: '11', label: 'B-2' },
      { value: '12', label: 'B-3' },
    ],
  },
];

const ROLL: FloorFormField[] = [
  { kind: 'text', name: 'rollNumber', label: 'Roll number', required: true },
  { kind: 'number', name: 'metres', label: 'Metres', required: true, decimals: 2 },
  { kind: 'number', name: 'weight', label: 'Weight (kg)', required: true, decimals: 3 },
];

const PACK: FloorFormField[] = [
  { kind: 'codes', name: 'codes', label: 'Rolls in this parcel', required: true },
];

/** Picks the option named so from a picker: its list opened, the option chosen. */
async function pick(canvasElement: HTMLElement, label: string, option: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  await userEvent.click(canvas.getByRole('option', { name: option }));
}

/** The form as a screen holds it: its values, and whether a submit was tried. */
function Held(args: FloorActionFormProps) {
  const [values, setValues] = useState<FloorFormValues>(args.values);
  const [submitted, setSubmitted] = useState(args.submitted);
  return (
    <FloorActionForm
      {...args}
      values={values}
      submitted={submitted}
      onChange={(next) => {
        args.onChange(next);
        setValues(next);
      }}
      onSubmitted={() => {
        args.onSubmitted();
        setSubmitted(true);
      }}
    />
  );
}

const meta = {
  title: 'Floor/FloorActionForm',
  component: FloorActionForm,
  render: Held,
  args: {
    title: 'Move lot L-104',
    subject: 'PP Granules, 1,200 kg in Godown 1',
    fields: MOVE,
    values: {},
    submitted: false,
    onChange: fn(),
    onSubmit: fn(),
    onSubmitted: fn(),
    onCancel: fn(),
  },
  parameters: { screenshot: { width: 420 } },
} satisfies Meta<typeof FloorActionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Move: the area and rack picked from the floor's lists, then Send. */
export const Move: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Move lot L-104' })).toBeVisible();
    await pick(canvasElement, 'To stock area', 'Godown 2');
    await pick(canvasElement, 'To rack', 'B-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ stockAreaId: '2', rackId: '11' });
  },
};

/** Send with a required field empty: its error inline in words, nothing sent. */
export const RequiredMissing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('To stock area is required')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'To stock area' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/**
 * Offline: the pickers' choices come from the last sync, which the form says; typing searches that copy on the
 * phone, as no server answers.
 */
export const FromLastSync: Story = {
  args: { listsAsOf: '27-11-2026 07:15' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choices as of 27-11-2026 07:15, the last sync')).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: 'To rack' }), 'b3');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ rackId: '12' });
  },
};

/** Kept on the phone with no network: it says it will go when the network is back. */
export const Kept: Story = {
  args: { kept: true, onAnother: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Kept: will send when the network is back');
    await userEvent.click(canvas.getByRole('button', { name: 'Another' }));
    await expect(args.onAnother).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** An entry the server refused, opened from Needs attention to correct: its reason, and a field's error. */
export const Correcting: Story = {
  args: {
    values: { stockAreaId: '1', rackId: '12' },
    refusal: 'Lot L-104 is on hold for the lab: it cannot move until it is released.',
    errors: { rackId: 'Rack B-3 is not in Godown 1' },
    submitted: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('on hold for the lab');
    await expect(canvas.getByText('Rack B-3 is not in Godown 1')).toBeVisible();
  },
};

/** A roll's entry at a machine: its number and two figures, each required. */
export const RollEntry: Story = {
  args: { title: 'Roll entry at Loom 7', subject: 'PP Woven Fabric 60 GSM', fields: ROLL },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Roll number'), 'R-2026-0414');
    await userEvent.type(canvas.getByLabelText('Metres'), '420.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Weight (kg) is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Weight (kg)'), '38.25');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      rollNumber: 'R-2026-0414',
      metres: 420.5,
      weight: 38.25,
    });
  },
};

/** Pack: rolls scanned into a list; none scanned is refused in words. */
export const Pack: Story = {
  args: { title: 'Pack a parcel', subject: undefined, fields: PACK },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Rolls in this parcel is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Rolls in this parcel'), 'R-2026-0412{Enter}');
    await userEvent.type(canvas.getByLabelText('Rolls in this parcel'), 'R-2026-0413{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ codes: ['R-2026-0412', 'R-2026-0413'] });
  },
};

/** On a 390 px phone: fields one above the other, Send and Cancel in reach. */
export const Phone: Story = {
  args: { listsAsOf: '27-11-2026 07:15' },
  parameters: { screenshot: { width: 358 } },
  render: (args) => (
    <div style={{ width: 358 }}>
      <Held {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const send = within(canvasElement).getByRole('button', { name: 'Send' });
    await expect(send.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.firstElementChild?.getBoundingClientRect().right ?? 0,
    );
  },
};

const REQUESTS = [
  { value: '31', label: 'MR/2026-27/00031' },
  { value: '32', label: 'MR/2026-27/00032' },
  { value: '47', label: 'MR/2026-27/00047' },
  { value: '52', label: 'MR/2026-27/00052' },
];

/** The server as the story plays it: pages of two of the requests matching the text asked. */
function IssueAgainstRequest(args: FloorActionFormProps) {
  const [query, setQuery] = useState('');
  const [pages, setPages] = useState(1);
  const [asked, setAsked] = useState<string[]>([]);
  const matches = REQUESTS.filter((request) => request.label.includes(query));
  const fields: FloorFormField[] = [
    {
      kind: 'pick',
      name: 'materialRequestId',
      label: 'Material Request',
      hint: 'Empty: issued for consumption with no request.',
      options: matches.slice(0, 2 * pages),
      search: {
        onQueryChange: (typed) => {
          setAsked((seen) => [...seen, typed]);
          setQuery(typed);
          setPages(1);
        },
        hasMore: matches.length > 2 * pages,
        onMore: () => setPages((page) => page + 1),
      },
    },
  ];
  return (
    <>
      <Held {...args} fields={fields} />
      <output aria-label="Searches">{JSON.stringify(asked)}</output>
    </>
  );
}

/** Issue against a request: its picker searches the server as the user types, and Send sends the one chosen. */
export const SearchesTheServer: Story = {
  args: { title: 'Issue lot L-104', subject: 'PP Granules, 40 kg in Godown 1' },
  render: IssueAgainstRequest,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Material Request' });
    await userEvent.click(box);
    await userEvent.type(box, '00047');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Searches')).toHaveTextContent('"00047"');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ materialRequestId: '47' });
  },
};

/** More: the server's next page of the requests joins those shown, until all are. */
export const MoreFromTheServer: Story = {
  args: { title: 'Issue lot L-104', subject: 'PP Granules, 40 kg in Godown 1' },
  render: IssueAgainstRequest,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Material Request' }));
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull();
    await userEvent.click(canvas.getByRole('option', { name: 'MR/2026-27/00052' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ materialRequestId: '52' });
  },
};
