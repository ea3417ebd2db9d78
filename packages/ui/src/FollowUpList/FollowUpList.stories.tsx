import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FollowUpList, type FollowUpRow } from './FollowUpList.tsx';

const row = (id: number, extra: Partial<FollowUpRow>): FollowUpRow => ({
  id,
  version: 1,
  activityDate: '2026-11-18',
  nextFollowUpDate: '2026-11-24',
  outcome: null,
  kind: 'Call',
  funnelId: null,
  funnel: null,
  partyId: null,
  party: null,
  href: `/module/activityLog/addUpdate/${id}`,
  entryHref: null,
  ...extra,
});

const ROWS: FollowUpRow[] = [
  row(11, {
    kind: 'Visit',
    activityDate: '2026-11-10',
    nextFollowUpDate: '2026-11-20',
    partyId: 4,
    party: 'Sai Packaging Solutions',
    outcome: 'Wants rates for 90 GSM fabric',
  }),
  row(12, {
    nextFollowUpDate: '2026-11-23',
    funnelId: 7,
    funnel: 'Deccan Fertilisers & Chemicals',
    entryHref: '/module/funnel/addUpdate/7',
  }),
  row(13, {
    funnelId: 8,
    funnel: 'Annapurna Agro Foods Pvt. Ltd.',
    entryHref: '/module/funnel/addUpdate/8',
    outcome: 'Asked for a sample',
  }),
  row(14, {
    kind: 'Sample Dispatch',
    nextFollowUpDate: '2026-11-25',
    partyId: 5,
    party: 'Gujarat Cement Works',
  }),
  row(15, {
    nextFollowUpDate: '2026-11-28',
    funnelId: 9,
    funnel: 'Narmada Salt Co.',
    entryHref: '/module/funnel/addUpdate/9',
  }),
];

/** The group headings, in order, as the user reads them. */
const headings = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group')
    .map((group) => group.querySelector('h4')?.textContent);

const meta = {
  title: 'CRM/FollowUpList',
  component: FollowUpList,
  args: {
    rows: ROWS,
    today: '2026-11-24',
    total: 5,
    page: 1,
    pageSize: 10,
    onPage: fn(),
    onMarkDone: fn(),
    onNavigate: fn(),
  },
  parameters: { screenshot: { width: 640 } },
} satisfies Meta<typeof FollowUpList>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Overdue first, then today's, then the coming week's (issue 42), each under its heading; each links to its
 * activity and funnel entry, and is marked done with a click.
 */
export const OverdueTodayAndComing: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('region', { name: 'My follow-ups' });
    await expect(headings(canvasElement)).toEqual([
      'Overdue (2)',
      'Today (1)',
      'Coming in the next 7 days (2)',
    ]);
    const overdue = within(list).getByRole('group', { name: 'Overdue (2)' });
    await expect(within(overdue).getByText('Overdue by 4 days')).toBeVisible();
    await expect(within(overdue).getByText('Overdue by 1 day')).toBeVisible();
    await expect(within(list).getByRole('group', { name: 'Today (1)' })).toHaveTextContent('Due today');
    const coming = within(list).getByRole('group', { name: 'Coming in the next 7 days (2)' });
    await expect(within(coming).getByText('Due tomorrow')).toBeVisible();
    await expect(within(coming).getByText('Due in 4 days')).toBeVisible();
    await expect(
      within(coming).getByRole('link', { name: 'Sample Dispatch · Gujarat Cement Works' }),
    ).toBeVisible();
    await userEvent.click(within(list).getByRole('link', { name: 'Call · Annapurna Agro Foods Pvt. Ltd.' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/module/activityLog/addUpdate/13');
    await expect(within(list).getByRole('link', { name: 'Visit · Sai Packaging Solutions' })).toHaveAttribute(
      'href',
      '#/module/activityLog/addUpdate/11',
    );
    await userEvent.click(
      within(list).getByRole('link', { name: 'Open funnel entry Deccan Fertilisers & Chemicals' }),
    );
    await expect(args.onNavigate).toHaveBeenCalledWith('/module/funnel/addUpdate/7');
    await userEvent.click(
      within(list).getByRole('button', { name: 'Mark done: Visit · Sai Packaging Solutions' }),
    );
    await expect(args.onMarkDone).toHaveBeenCalledWith(ROWS[0]);
  },
};

/** A follow-up being marked done waits: its button is disabled. */
export const Marking: Story = {
  args: { marking: [12] },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Mark done: Call · Deccan Fertilisers & Chemicals' }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Mark done: Visit · Sai Packaging Solutions' }),
    ).toBeEnabled();
  },
};

/** More than a page: the server pages them; Next asks for page 2; each heading counts its group in all. */
export const Paged: Story = {
  args: { total: 23, counts: { overdue: 15, today: 3, coming: 5 }, rows: ROWS.slice(0, 2) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(headings(canvasElement)).toEqual(['Overdue (15)']);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};

/** Only coming ones: the week ahead is listed before anything is due. */
export const OnlyComing: Story = {
  args: { rows: ROWS.slice(3), total: 2 },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(headings(canvasElement)).toEqual(['Coming in the next 7 days (2)']);
    await expect(within(canvasElement).queryByText('No follow-ups due. Well done!')).toBeNull();
  },
};

/** Nothing due. */
export const NoneDue: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No follow-ups due. Well done!')).toBeVisible();
  },
};

/** The first read on its way. */
export const Loading: Story = {
  args: { rows: [], total: 0, loading: true },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'My follow-ups' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByText('Loading…')).toBeVisible();
  },
};

/** The read failed: why, said as an alert. */
export const Failed: Story = {
  args: { rows: [], total: 0, error: 'The server is busy. Try again in a minute.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The server is busy');
  },
};
