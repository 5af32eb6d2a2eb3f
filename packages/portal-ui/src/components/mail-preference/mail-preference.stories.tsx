import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { MailPreference, type MailPreferenceProps } from './mail-preference';
import { inContainer } from '../../stories/in-container';
import { usageOf, usageParameters } from '../../stories/usage';
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
  title: 'Chamados/Avisos por e-mail · MailPreference · email, notificação, preferência',
  id: 'chamados-mailpreference',
  component: MailPreference,
  decorators: [inContainer],
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.mailPreference),
  args: { checked: true, onChange: fn() },
} satisfies Meta<typeof MailPreference>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Marcada: o estudante recebe os avisos; ao desmarcar, a escolha é salva. */
export const On: Story = { name: 'Marcada', render: (args) => <Saved {...args} /> };
/** Desmarcada, depois de salva: a confirmação aparece. */
export const Off: Story = { name: 'Desmarcada e salva', args: { checked: false, result: 'saved' } };
/** Enquanto a escolha é salva. */
export const Saving: Story = { name: 'Salvando', args: { checked: false, saving: true } };
/** A escolha não pôde ser salva: a mensagem diz por quê. */
export const Failed: Story = { name: 'Não salva', args: { checked: true, result: 'failed' } };
/** No celular (375 px). */
export const Phone: Story = { name: 'No celular', args: { checked: true }, globals: PHONE_GLOBALS };
