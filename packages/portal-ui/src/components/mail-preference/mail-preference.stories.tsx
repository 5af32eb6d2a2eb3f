import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { MailPreference, type MailPreferenceProps } from './mail-preference';
import { inContainer } from '../../stories/in-container';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';

/** The box as the page uses it: a change is saved, then said so. */
function Saved(props: MailPreferenceProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <MailPreference
      {...props}
      checked={checked}
      onChange={(on) => {
        setChecked(on);
        props.onChange(on);
      }}
    />
  );
}

const meta = {
  title: 'Chamados/MailPreference',
  component: MailPreference,
  decorators: [inContainer],
  tags: ['autodocs'],
  args: { checked: true, onChange: fn() },
} satisfies Meta<typeof MailPreference>;
export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = { render: (args) => <Saved {...args} /> };
export const Off: Story = { args: { checked: false, result: 'saved' } };
export const Saving: Story = { args: { checked: false, saving: true } };
export const Failed: Story = { args: { checked: true, result: 'failed' } };
export const Phone: Story = { args: { checked: true }, globals: PHONE_GLOBALS };
