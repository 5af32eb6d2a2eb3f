import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { InsightStats } from '@chamados/api-contract';
import { exampleTrees } from '@chamados/tree-engine';
import { tAdmin } from '../../messages/t-admin';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { stepAnswers } from './screen-titles';
import { TreeStats } from './tree-stats';
import { usageOf, usageParameters } from '../../stories/usage';

const zero = { iniciados: 0, resolvidosTutorial: 0, chamados: 0, cancelados: 0, abandonos: 0, desistencias: 0 };

/** Thirty days from 04/05/2025, a weekday busier than a weekend, and a day nobody walked. */
const days: InsightStats['dias'] = Array.from({ length: 30 }, (_, i) => {
  const dia = new Date(Date.UTC(2025, 4, 4 + i)).toISOString().slice(0, 10);
  const weekend = i % 7 === 0 || i % 7 === 6;
  const n = i === 10 ? 0 : (weekend ? 12 : 55) + ((i * 7) % 11);
  const resolvidosTutorial = Math.round(n * 0.32);
  const chamados = Math.round(n * 0.44);
  const cancelados = Math.round(n * 0.14);
  const abandonos = Math.round(n * 0.08);
  return { dia, totais: { iniciados: n, resolvidosTutorial, chamados, cancelados, abandonos, desistencias: cancelados + abandonos } };
});

const wifi = exampleTrees.find((tree) => tree.file === 'wifi-eduroam.yaml')!.yaml;

/** Thirty days of a Wi-Fi tree: two versions, one tutorial, a week nobody walked. */
const stats: InsightStats = {
  arvoreId: 1,
  de: '2025-05-04',
  ate: '2025-06-02',
  totais: { iniciados: 1284, resolvidosTutorial: 412, chamados: 563, cancelados: 187, abandonos: 122, desistencias: 309 },
  tutoriais: [
    { tela: 'tutorial-eduroam-android', sim: 412, nao: 233 },
    { tela: 'tutorial-eduroam-ios', sim: 40, nao: 60 },
  ],
  telas: [
    { tela: 'qual-rede', visitas: 1284, paradas: 96 },
    { tela: '#final', visitas: 975, paradas: 0 },
    { tela: 'qual-dispositivo', visitas: 911, paradas: 40 },
    { tela: 'tutorial-eduroam-android', visitas: 702, paradas: 57 },
    { tela: 'descreva', visitas: 649, paradas: 156 },
  ],
  arestas: [
    { de: 'qual-rede', para: 'qual-dispositivo', n: 880 },
    { de: 'qual-dispositivo', para: 'tutorial-eduroam-android', n: 702 },
    { de: 'tutorial-eduroam-android', para: '#final', n: 412 },
    { de: 'tutorial-eduroam-android', para: 'descreva', n: 233 },
    { de: 'descreva', para: '#final', n: 493 },
  ],
  dias: days,
  titulos: [
    { tela: 'qual-rede', titulo: 'Qual rede sem fio você está tentando usar?' },
    { tela: 'qual-dispositivo', titulo: 'Em qual dispositivo o problema acontece?' },
    { tela: 'tutorial-eduroam-android', titulo: 'Configurar a eduroam no Android' },
    { tela: 'tutorial-eduroam-ios', titulo: 'Configurar a eduroam no iPhone' },
    { tela: 'descreva', titulo: 'Descreva o problema de conexão' },
  ],
  semanas: [
    { inicio: '2025-04-28', totais: { iniciados: 180, resolvidosTutorial: 50, chamados: 90, cancelados: 25, abandonos: 15, desistencias: 40 } },
    { inicio: '2025-05-05', totais: { iniciados: 310, resolvidosTutorial: 92, chamados: 140, cancelados: 48, abandonos: 30, desistencias: 78 } },
    { inicio: '2025-05-12', totais: zero },
    { inicio: '2025-05-19', totais: { iniciados: 402, resolvidosTutorial: 140, chamados: 170, cancelados: 60, abandonos: 32, desistencias: 92 } },
    { inicio: '2025-05-26', totais: { iniciados: 392, resolvidosTutorial: 130, chamados: 163, cancelados: 54, abandonos: 45, desistencias: 99 } },
  ],
  versoes: [
    { versao: 2, lancadaEm: '2025-05-19T12:00:00.000Z', totais: { iniciados: 794, resolvidosTutorial: 270, chamados: 333, cancelados: 114, abandonos: 77, desistencias: 191 } },
    { versao: 1, lancadaEm: '2025-04-01T12:00:00.000Z', totais: { iniciados: 490, resolvidosTutorial: 142, chamados: 230, cancelados: 73, abandonos: 45, desistencias: 118 } },
  ],
};

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Administração/Estatísticas da árvore · TreeStats · gráfico, estatisticas',
  id: 'admin-treestats',
  component: TreeStats,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.treeStats),
  args: { treeName: 'Rede sem fio (eduroam)', stats, stepAnswers: stepAnswers([wifi], tAdmin('admin.stats.yes'), tAdmin('admin.stats.no')), period: { dias: 30 }, onPeriodChange: fn(), backHref: '/admin/arvore/1', onRetry: fn() },
} satisfies Meta<typeof TreeStats>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 'Estatísticas: Rede sem fio (eduroam)' em '30 dias': 1.284 atendimentos iniciados, 412
 * resolvidos pelo tutorial (32,1% dos iniciados), 563 chamados, 309 desistências e o que ainda está
 * 'Em andamento'; 'Atenção' aponta 'Descreva o problema de conexão' (156 de 649 pararam ali) e
 * 'Configurar a eduroam no iPhone' (40% de 'Sim'); o gráfico com um ponto por dia; as telas da mais à menos
 * visitada, cada uma pela sua pergunta ou título (nunca pela chave do YAML), quantos chegaram e
 * quantos desistiram ali; cada opção com quantos a escolheram; cada tabela com 'Exportar CSV'; a
 * versão 2 (atual) ao lado da versão 1 (anterior).
 */
export const Default: Story = { name: 'Trinta dias' };

/** 'Últimos 7 dias': o gráfico e a sua tabela com os sete dias, um ponto por dia (não por semana). */
export const SevenDays: Story = {
  name: 'Últimos 7 dias',
  args: { period: { dias: 7 }, stats: { ...stats, de: '2025-05-27', dias: days.slice(-7) } },
};

/**
 * No telefone (390 px): cada linha das tabelas vira um cartão, cada número com o nome da sua
 * coluna ao lado; nada fica escondido nem pede rolagem para o lado.
 */
export const Phone: Story = { name: 'No telefone', globals: PHONE_GLOBALS };

/** Uma árvore que nunca foi lançada: nada de 'Esta é a única versão lançada'; diz que ainda não foi lançada. */
export const NeverLaunched: Story = {
  name: 'Nunca lançada',
  args: { stats: { ...stats, totais: zero, tutoriais: [], telas: [], arestas: [], dias: days.map((d) => ({ ...d, totais: zero })), semanas: stats.semanas.map((w) => ({ ...w, totais: zero })), versoes: [] } },
};

/** O período por datas: 'De' e 'Até' com 'Aplicar'; uma data inicial depois da final é recusada com o motivo. */
export const Dates: Story = { name: 'Por datas', args: { period: { de: '2025-05-04', ate: '2025-06-02' } } };

/** Uma árvore recém-lançada, sem atendimentos: zeros, sem taxas, e o aviso de que ainda não há versão anterior. */
export const Empty: Story = {
  name: 'Sem atendimentos',
  args: { stats: { ...stats, totais: zero, tutoriais: [], telas: [], arestas: [], dias: days.map((d) => ({ ...d, totais: zero })), semanas: stats.semanas.map((w) => ({ ...w, totais: zero })), versoes: [{ versao: 1, lancadaEm: '2025-06-01T12:00:00.000Z', totais: zero }] } },
};

/** As estatísticas não carregaram: 'Não foi possível carregar as estatísticas desta árvore.' com 'Tentar novamente'. */
export const Failed: Story = { name: 'Falha ao carregar', args: { stats: undefined, error: true } };
