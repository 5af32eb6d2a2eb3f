import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createdTicket, summary } from '../attendance-view/walk.fixture';
import { FinalScreenView } from './final-screen-view';
import { WalkStoryFrame } from '../walk-screen/walk-story-frame';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Walk/FinalScreenView',
  component: FinalScreenView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.finalScreen),
  args: {
    summary,
    closed: false,
    creation: { status: 'idle' },
    onCreateTicket: fn(),
    onFinish: fn(),
    onDismissError: fn(),
    onBack: fn(),
    onCancel: fn(),
  },
  decorators: [(Story) => <WalkStoryFrame><Story /></WalkStoryFrame>],
} satisfies Meta<typeof FinalScreenView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 'Abrir chamado' panel: properties, one table per list ('Tabela vazia' when empty), attachments. */
export const Summary: Story = {};

/** Nothing collected yet (a tree that goes straight to the end). */
export const Empty: Story = { args: { summary: { propriedades: [], tabelas: [], anexos: [], equipe: [] } } };

/** 'Criar Chamado' pressed: 'Criando chamado...'. */
export const Creating: Story = { args: { creation: { status: 'creating' } } };

/** 'Chamado criado com sucesso' with the protocol number and the deadline. */
export const Created: Story = { args: { creation: { status: 'created', ticket: createdTicket } } };

/** 'Falha ao criar chamado': diálogo de falha. */
export const Failed: Story = { args: { creation: { status: 'failed' } } };

/** A tutorial solved the problem: the ticket is registered closed at once. */
export const ClosedCreating: Story = { args: { closed: true, creation: { status: 'creating' } } };

/** 'Atendimento encerrado'. */
export const ClosedCreated: Story = { args: { closed: true, creation: { status: 'created', ticket: createdTicket } } };

/** Registering the closed attendance failed. */
export const ClosedFailed: Story = { args: { closed: true, creation: { status: 'failed' } } };

/** A mesma tela num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
