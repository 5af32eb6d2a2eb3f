import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createdTicket, summary } from '../attendance-view/walk.fixture';
import { FinalScreenView } from './final-screen-view';
import { WalkStoryFrame } from '../walk-screen/walk-story-frame';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Autoatendimento/Tela final · FinalScreenView · fim',
  id: 'walk-finalscreenview',
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

/**
 * O painel 'Abrir chamado': as respostas em 'Propriedades', uma tabela para cada lista ('Tabela
 * vazia' quando não tem itens), os 'Anexos' e, fechados, os 'Dados para a equipe de atendimento'.
 */
export const Summary: Story = { name: 'Resumo' };

/**
 * Nada respondido (uma árvore que vai direto para o fim): 'Nenhum dado informado.' e 'Nenhum
 * anexo.'.
 */
export const Empty: Story = { name: 'Sem respostas', args: { summary: { propriedades: [], tabelas: [], anexos: [], equipe: [] } } };

/** 'Criar Chamado' apertado: o diálogo 'Criando chamado...'. */
export const Creating: Story = { name: 'Criando', args: { creation: { status: 'creating' } } };

/** 'Chamado criado com sucesso', com o número de protocolo e o prazo estimado. */
export const Created: Story = { name: 'Chamado criado', args: { creation: { status: 'created', ticket: createdTicket } } };

/** 'Falha ao criar chamado': diálogo de falha. */
export const Failed: Story = { name: 'Falha ao criar', args: { creation: { status: 'failed' } } };

/**
 * Um tutorial resolveu o problema: 'Problema resolvido' e o diálogo 'Encerrando atendimento...'
 * enquanto o atendimento é registrado já fechado.
 */
export const ClosedCreating: Story = { name: 'Resolvido: registrando', args: { closed: true, creation: { status: 'creating' } } };

/** 'Atendimento encerrado', com o número de protocolo e o aviso da avaliação por e-mail. */
export const ClosedCreated: Story = { name: 'Resolvido: atendimento encerrado', args: { closed: true, creation: { status: 'created', ticket: createdTicket } } };

/** O registro do atendimento resolvido falhou: diálogo de falha. */
export const ClosedFailed: Story = { name: 'Resolvido: falha ao registrar', args: { closed: true, creation: { status: 'failed' } } };

/**
 * O painel 'Abrir chamado' num telefone de 375 px: cada pergunta fica sobre a resposta e as linhas
 * das tabelas viram cartões, sem rolar para o lado.
 */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
