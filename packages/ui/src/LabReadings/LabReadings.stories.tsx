import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LabReadings } from './LabReadings.tsx';

const meta = {
  title: 'Stock/LabReadings',
  component: LabReadings,
  args: {
    readings: [
      {
        parameterId: 1,
        name: 'Melt Flow Index',
        unit: 'g/10 min',
        minValue: 2.5,
        maxValue: 4,
        value: 3.1,
        passed: true,
        problem: null,
      },
      {
        parameterId: 2,
        name: 'Moisture',
        unit: '%',
        minValue: null,
        maxValue: 0.5,
        value: 0.8,
        passed: false,
        problem: 'Moisture 0.8 % is above its limit 0.5 %',
      },
      {
        parameterId: 3,
        name: 'Colour',
        unit: null,
        minValue: null,
        maxValue: null,
        value: 1,
        passed: true,
        problem: null,
      },
    ],
  },
  parameters: { screenshot: { width: 640 } },
} satisfies Meta<typeof LabReadings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each reading against its limits; the one that failed says why. */
export const PassAndFail: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Readings' });
    await expect(within(table).getByRole('row', { name: /Melt Flow Index/ })).toHaveTextContent(
      'Melt Flow Index3.1 g/10 min2.5 – 4 g/10 minPass',
    );
    await expect(within(table).getByRole('row', { name: /Moisture/ })).toHaveTextContent(
      'Moisture0.8 %at most 0.5 %Fail: Moisture 0.8 % is above its limit 0.5 %',
    );
    await expect(within(table).getByRole('row', { name: /Colour/ })).toHaveTextContent('No limits');
  },
};

/** No readings (an item without quality parameters): nothing shows. */
export const NoReadings: Story = {
  args: { readings: [] },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};
