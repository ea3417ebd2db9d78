import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserProfileForm } from './UserProfileForm.tsx';

const meta = {
  title: 'Forms/UserProfileForm',
  component: UserProfileForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof UserProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const email = (el: HTMLElement) => within(el).getByRole('textbox', { name: 'E-Mail' });
const password = (el: HTMLElement) => within(el).getByLabelText('Password', { selector: 'input' });

/** Spec §2: a new profile: placeholders 'Enter E-Mail Address' and 'Enter Password', button Save. */
export const NewProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'User Profile' })).toBeVisible();
    await expect(email(canvasElement)).toHaveAttribute('placeholder', 'Enter E-Mail Address');
    await expect(password(canvasElement)).toHaveAttribute('placeholder', 'Enter Password');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** Spec §3: an id of 0 or greater is an update: button Update. */
export const ExistingProfile: Story = {
  args: { profile: { id: 0, email: 'stores@narmadapolysacks.example', password: 'mail-pass' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      id: 0,
      email: 'stores@narmadapolysacks.example',
      password: 'mail-pass',
    });
  },
};

/** Spec §5: both required ('This field is required'), shown only after a submit attempt, with no call. */
export const RequiredAfterSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('This field is required')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getAllByText('This field is required')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec §5: the e-mail must be a valid address; an invalid form is not submitted. */
export const InvalidEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(email(canvasElement), 'stores@narmada');
    await userEvent.type(password(canvasElement), 'secret');
    await expect(canvas.queryByText(/valid e-mail/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('E-Mail must be a valid e-mail address')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(email(canvasElement), '.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'stores@narmada.example', password: 'secret' });
  },
};

/** The eye shows the password; the placeholder follows the configured password label. */
export const ConfiguredPasswordLabel: Story = {
  args: {
    fieldConfig: {
      moduleName: 'emailUserConfig',
      fieldDetails: [{ fieldKeyName: 'password', fieldLabel: 'Mail Password' }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Mail Password', { selector: 'input' });
    await expect(input).toHaveAttribute('placeholder', 'Enter Mail Password');
    await userEvent.type(input, 'tiger');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

/**
 * Spec §3: the field config also has user and partner. Not shown by default (the screen of spec §2 has
 * e-mail and password); where the config makes them visible they show read-only, with their labels.
 */
export const UserAndPartnerWhenConfigured: Story = {
  args: {
    user: 'Asha Rao',
    partner: 'Narmada Polysacks',
    fieldConfig: {
      moduleName: 'emailUserConfig',
      fieldDetails: [
        { fieldKeyName: 'user', fieldLabel: 'Mail Account Of', isVisible: true },
        { fieldKeyName: 'partner', fieldLabel: 'Partner', isVisible: true },
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const user = canvas.getByRole('textbox', { name: 'Mail Account Of' });
    await expect(user).toHaveValue('Asha Rao');
    await expect(user).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Partner' })).toHaveValue('Narmada Polysacks');
    await userEvent.type(email(canvasElement), 'stores@narmada.example');
    await userEvent.type(password(canvasElement), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // The read-only lines are not part of the mail profile sent.
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'stores@narmada.example', password: 'secret' });
  },
};

/** Without a config entry (or with one that hides them) user and partner are not shown. */
export const UserAndPartnerHiddenByDefault: Story = {
  args: { user: 'Asha Rao', partner: 'Narmada Polysacks' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'User' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Partner' })).toBeNull();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
  },
};

export const Busy: Story = {
  args: { busy: true, profile: { id: 3, email: 'accounts@kaverichemicals.example', password: 'x' } },
};

/** Decision 0510: the form tells whether it holds changes; typing the stored text back makes it clean again. */
export const TellsItsChanges: Story = {
  args: {
    profile: { id: 3, email: 'accounts@kaverichemicals.example', password: '' },
    onDirtyChange: fn(),
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.type(email(canvasElement), 'x');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.type(email(canvasElement), '{Backspace}');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};
