import type { CreatedTicket, FaqItem } from '@chamados/api-contract';
import type { FinalScreenSummary, FormScreen, ListItem, OptionsScreen, Tree, TutorialScreen } from '@chamados/tree-engine';

// Screens, lists and results shaped like the seeded demo trees, for stories and tests.

/** A 1×1 PNG in the theme colour (the seeded FAQ uses the same). */
export const pixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPIUNEEAAGGAQWx0oyvAAAAAElFTkSuQmCC';

export const optionsScreen: OptionsScreen = {
  tipo: 'opcoes',
  nome: 'qual-rede',
  pergunta: 'Qual rede sem fio você está tentando usar?',
  opcoes: { eduroam: 'tutorial-video', 'UFV-Visitantes': 'tutorial-faq', 'Outra rede ou não sei': 'descreva' },
};

export const videoTutorial: TutorialScreen = {
  tipo: 'tutorial',
  nome: 'tutorial-video',
  fonte: 'youtube',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  telaSim: '#final',
  telaNao: 'descreva',
};

export const faqTutorial: TutorialScreen = { ...videoTutorial, nome: 'tutorial-faq', fonte: 'otrs', url: '/api/faq/1' };
export const linkTutorial: TutorialScreen = { ...videoTutorial, nome: 'tutorial-link', fonte: 'link', url: 'https://www.dti.ufv.br/visitantes/como-acessar' };
export const unsafeTutorial: TutorialScreen = { ...videoTutorial, nome: 'tutorial-inseguro', fonte: 'link', url: 'javascript:alert(1)' };

export const faqArticle: FaqItem = {
  ItemID: 1,
  Title: 'Como conectar à rede eduroam',
  Field3:
    '<p>Para conectar à <strong>eduroam</strong>, use seu e-mail institucional completo como usuário.</p>' +
    '<ol><li>Escolha a rede <em>eduroam</em>.</li><li>Método EAP: PEAP; fase 2: MSCHAPV2.</li></ol>' +
    '<p><img src="index.pl?Action=CustomerFAQZoom;Subaction=DownloadAttachment;ItemID=1;FileID=1" alt="Tela de configuração da eduroam" width="240" height="120"></p>' +
    '<p>Mais ajuda em <a href="https://www.dti.ufv.br">dti.ufv.br</a>.</p>',
  Attachment: [{ FileID: 1, Filename: 'eduroam.png', ContentType: 'image/png', Content: pixelPng }],
};

export const lists: Record<string, ListItem[]> = {
  campi: [
    { key: 'vicosa', value: 'Viçosa' },
    { key: 'florestal', value: 'Florestal' },
    { key: 'rio-paranaiba', value: 'Rio Paranaíba' },
  ],
  predios: [
    { key: 'pva', value: 'Pavilhão de Aulas A' },
    { key: 'pvb', value: 'Pavilhão de Aulas B' },
    { key: 'ccb', value: 'Centro de Ciências Biológicas' },
  ],
};

/** A form with every field type and every limit. */
export const fullForm: FormScreen = {
  tipo: 'formulario',
  nome: 'descreva',
  titulo: 'Descreva o problema',
  campos: {
    aviso: { tipo: 'texto', texto: 'Informe **onde** você estava e **quando** o problema aconteceu.' },
    telefone: {
      tipo: 'caixaDeTexto',
      rotulo: 'Celular',
      ajuda: 'Com DDD, para o técnico ligar se precisar.',
      validadores: [{ tipo: 'naoVazio' }, { tipo: 'mascara', mascara: '(##) #####-####' }],
      mapeamento: 'telefone',
    },
    campus: { tipo: 'caixaDeSelecao', rotulo: 'Campus', opcoes: { chave: 'campi' }, validadores: [{ tipo: 'naoVazio' }], mapeamento: 'campus' },
    dispositivo: {
      tipo: 'caixaDeSelecao',
      rotulo: 'Dispositivo',
      opcoes: [
        { texto: 'Notebook', valor: 'notebook' },
        { texto: 'Celular', valor: 'celular' },
      ],
      mapeamento: 'dispositivo',
    },
    sistemas: {
      tipo: 'caixaDeChecagem',
      rotulo: 'O que não funciona?',
      opcoes: [
        { texto: 'Conexão', valor: 'conexao', mapeamento: 'Conexão' },
        { texto: 'Navegação lenta', valor: 'lenta', marcado: true, mapeamento: 'Lentidão' },
      ],
    },
    detalhes: { tipo: 'memorando', rotulo: 'Detalhes', ajuda: 'Mensagens de erro e desde quando acontece.', mapeamento: 'detalhes' },
    locais: {
      tipo: 'tabela',
      opcoes: {
        rotulo: 'Locais onde falha',
        ajuda: 'Um item por sala.',
        mapeamento: 'locais',
        minimo: 1,
        maximo: 3,
        campos: {
          predio: { tipo: 'caixaDeSelecao', rotulo: 'Prédio', opcoes: { chave: 'predios' }, validadores: [{ tipo: 'naoVazio' }] },
          sala: { tipo: 'caixaDeTexto', rotulo: 'Sala', validadores: [{ tipo: 'naoVazio' }, { tipo: 'mascara', mascara: '###' }] },
        },
      },
    },
    prints: {
      tipo: 'caixaDeAnexo',
      rotulo: 'Capturas de tela',
      opcoes: {
        titulo: 'Anexe uma captura da mensagem de erro',
        modelo: 'https://www.dti.ufv.br/modelos/relatorio.docx',
        maximo: 2,
        extensoes: ['png', 'jpg', 'pdf'],
        tamMaxPorArquivoMb: 5,
        tamMaxTotalMb: 8,
      },
    },
  },
  fluxos: [{ tela: '#final' }],
};

/** A small tree through every screen type. */
export const demoTree: Tree = {
  nome: 'Rede sem fio (Wi-Fi e eduroam)',
  inicial: 'qual-rede',
  telas: {
    'qual-rede': optionsScreen,
    'tutorial-video': videoTutorial,
    'tutorial-faq': faqTutorial,
    descreva: fullForm,
  },
};

/** `finalScreenSummary` of a walk of `demoTree`: questions, labels and option texts, already cut to 38 + '...'. */
export const summary: FinalScreenSummary = {
  propriedades: [
    ['Qual rede sem fio você está tentando u...', 'Outra rede ou não sei'],
    ['Celular', '(31) 99999-8888'],
    ['Campus', 'Campus Viçosa'],
    ['O que não funciona?', 'Conexão, Navegação lenta'],
    ['Detalhes', 'Cai a cada 5 minutos.\nSó no segundo andar.'],
  ],
  tabelas: [
    { titulo: 'Locais onde falha', colunas: ['Prédio', 'Sala'], linhas: [['Pavilhão de Aulas B', '210'], ['Centro de Ciências Biológicas', '104']] },
    { titulo: 'Equipamentos', colunas: ['Patrimônio'], linhas: [] },
  ],
  anexos: [{ nome: 'captura-de-tela-2025-03-04-09-05.png', tipo: 'image/png' }],
  equipe: [
    ['Fila', 'N2::Redes::Viçosa'],
    ['Assunto', 'Wi-Fi: Pavilhão de Aulas B, 210'],
  ],
};

export const createdTicket: CreatedTicket = { ticketId: 42, ticketNumber: '2025030410000012', estado: 'novo', solutionTimeDestinationDate: '2025-03-06T20:30:00Z' };
