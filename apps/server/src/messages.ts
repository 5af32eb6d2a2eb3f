import { MAP_KEY_NOT_FOUND, MAX_ATTACHMENTS_MB } from '@chamados/api-contract';

/**
 * Every Portuguese string the server sends to a person, once. Error bodies are
 * `{ mensagem, erros? }` (ARCHITECTURE.md §5).
 */
/** A screen as a person knows it (walks/walk-refusal-text.ts), with the gender its article takes. */
export interface ScreenWords {
  genero: 'f' | 'm';
  nome: string;
}
/** 'a pergunta', 'o formulário'. */
const o = (w: ScreenWords) => `${w.genero === 'f' ? 'a' : 'o'} ${w.nome}`;
/** 'na pergunta', 'no formulário'. */
const em = (w: ScreenWords) => `${w.genero === 'f' ? 'na' : 'no'} ${w.nome}`;
/** 'à pergunta', 'ao formulário'. */
const a = (w: ScreenWords) => `${w.genero === 'f' ? 'à' : 'ao'} ${w.nome}`;

export const messages = {
  // generic HTTP
  notFound: 'Recurso não encontrado',
  routeNotFound: (method: string, url: string) => `Rota ${method} ${url} não encontrada`,
  invalidRequest: 'Requisição inválida',
  malformedJson: 'O corpo da requisição não é um JSON válido',
  emptyJson: 'O corpo da requisição está vazio',
  bodyTooLarge: 'O corpo da requisição excede o tamanho permitido',
  unsupportedMediaType: 'Tipo de conteúdo não suportado',
  jsonCharset: 'O corpo JSON deve estar codificado em UTF-8 (charset=utf-8)',
  malformedMultipart: 'O corpo multipart/form-data está malformado ou incompleto',
  jsonTooDeep: (niveis: number) => `O JSON enviado tem objetos ou listas aninhados em mais de ${niveis} níveis: envie os dados sem esse aninhamento`,
  badUrl: 'O endereço da requisição tem uma codificação inválida',
  paramTooLong: 'Um parâmetro do endereço excede o tamanho permitido',
  headersTooLarge: 'Os cabeçalhos da requisição excedem o tamanho permitido',
  requestTimeout: 'A requisição demorou demais para chegar',
  tooManyRequests: 'Muitas requisições. Tente novamente em instantes.',
  internalError: 'Ocorreu um problema em nossos servidores. Por favor, tente mais tarde.',
  shuttingDown: 'O servidor está sendo reiniciado. Tente novamente em instantes.',
  portalMissing:
    'Servidor do Chamados em execução, mas o portal não foi construído. Rode "pnpm build" e reinicie.',

  // validation details (Fastify / Ajv keywords)
  validation: {
    required: (campo: string) => `O campo "${campo}" é obrigatório`,
    type: (campo: string, tipo: string) => `O campo "${campo}" deve ser do tipo ${tipo}`,
    minLength: (campo: string, n: number) => `O campo "${campo}" deve ter ao menos ${n} caractere(s)`,
    maxLength: (campo: string, n: number) => `O campo "${campo}" deve ter no máximo ${n} caractere(s)`,
    minimum: (campo: string, n: number) => `O campo "${campo}" deve ser no mínimo ${n}`,
    maximum: (campo: string, n: number) => `O campo "${campo}" deve ser no máximo ${n}`,
    enum: (campo: string, valores: string) => `O campo "${campo}" deve ser um de: ${valores}`,
    pattern: (campo: string) => `O campo "${campo}" tem formato inválido`,
    maxItems: (campo: string, n: number) => `O campo "${campo}" aceita no máximo ${n} item(ns)`,
    other: (campo: string) => `O campo "${campo}" é inválido`,
    unknownKey: (campo: string) => `O campo "${campo}" não é aceito aqui: o pedido não pode trazer esse campo`,
    noShape: (campo: string) => `O campo "${campo}" não tem a forma de nenhum dos valores aceitos`,
    digits: (campo: string) => `O campo "${campo}" deve ser um número inteiro escrito só com algarismos (0 a 9)`,
    forbiddenText: (campo: string) => `O campo "${campo}" contém caracteres inválidos (NUL ou substitutos UTF-16 isolados)`,
    types: { string: 'texto', number: 'número', integer: 'número inteiro', boolean: 'booleano', object: 'objeto', array: 'lista', null: 'nulo' } as Record<string, string>,
    where: { body: 'corpo', querystring: 'consulta', params: 'caminho', headers: 'cabeçalho' } as Record<string, string>,
  },

  // auth
  tokenMissing: 'Autenticação necessária: envie o token de acesso',
  tokenInvalid: 'Token de acesso inválido ou expirado',
  adminOnly: 'Apenas administradores podem acessar este recurso',
  otherUser: 'Não é permitido consultar dados de outro usuário',
  userWithoutId: 'O token não identifica o usuário (CPF ou e-mail ausente)',

  // trees (spec §8 and §5)
  // a ticket's creation replays the walk (walks/walk-replay.ts)
  walkAttendanceInvalid: 'O atendimento enviado não é válido ou expirou (24 horas): comece o atendimento de novo.',
  walkTreeGone: 'A árvore deste atendimento não está mais disponível: comece um novo atendimento.',
  walkRefused: 'O chamado não foi criado: o atendimento enviado não segue a árvore.',
  walk: {
    // A screen as a person knows it, with its gender for 'na pergunta', 'no formulário', 'à tela…'.
    finalScreen: { genero: 'f', nome: 'tela final' } as ScreenWords,
    unknownScreen: (tela: string): ScreenWords => ({ genero: 'f', nome: `tela "${tela}", que a árvore não tem` }),
    question: (pergunta: string): ScreenWords => ({ genero: 'f', nome: `pergunta "${pergunta}"` }),
    form: (titulo: string): ScreenWords => ({ genero: 'm', nome: `formulário "${titulo}"` }),
    tutorial: { genero: 'm', nome: 'tutorial' } as ScreenWords,
    tooLong: (passo: number) => `O passo ${passo} vem depois do fim do atendimento: o caminho enviado é mais longo que o da árvore.`,
    unfinished: (onde: ScreenWords) => `O caminho enviado para ${em(onde)}, antes do fim do atendimento.`,
    wrongScreen: (passo: number, onde: ScreenWords, recebida: ScreenWords) => `O passo ${passo} responde ${o(recebida)}, mas o caminho da árvore chega ${a(onde)}.`,
    wrongKind: (passo: number, onde: ScreenWords) => `O passo ${passo} não traz a resposta que ${o(onde)} pede (uma opção, Sim ou Não, ou as respostas do formulário).`,
    optionUnknown: (opcao: string, onde: ScreenWords) => `A opção "${opcao}" não existe ${em(onde)}.`,
    fieldUnknown: (campo: string, onde: ScreenWords) => `O campo "${campo}" não existe ${em(onde)}.`,
    malformed: (campo: string, onde: ScreenWords) => `A resposta do campo "${campo}" ${em(onde)} não tem a forma que esse campo aceita.`,
    choiceUnknown: (valor: string, campo: string, onde: ScreenWords) => `"${valor}" não é uma das opções do campo "${campo}" ${em(onde)}.`,
    columnUnknown: (coluna: string, tabela: string, linha: number) => `A linha ${linha} da tabela "${tabela}" traz a coluna "${coluna}", que a tabela não tem.`,
    fileUnknown: (campo: string, arquivo: number) => `O campo "${campo}" indica o arquivo ${arquivo}, que não foi enviado.`,
    fileReused: (nome: string) => `O arquivo "${nome}" foi indicado em mais de um campo.`,
    fileRefused: (nome: string, campo: string, motivo: string) => `O arquivo "${nome}" não é aceito no campo "${campo}": ${motivo}.`,
    fileReasons: {
      count: 'o campo já tem o número máximo de arquivos',
      duplicate: 'o campo já tem um arquivo com esse nome',
      extension: 'a extensão do arquivo não é uma das permitidas',
      'file-size': 'o arquivo passa do tamanho permitido',
      'total-size': 'os arquivos do campo, juntos, passam do tamanho permitido',
    },
    fileUnused: (nome: string) => `O arquivo "${nome}" foi enviado, mas nenhum campo de anexo o indica.`,
    fieldInvalid: (campo: string, onde: ScreenWords, erro: string) => `Campo "${campo}" ${em(onde)}: ${erro}`,
  },
  insightBadAttendance: 'O id do atendimento não é válido ou expirou (24 h): os eventos não foram contados',
  insightBadDay: 'As datas do período devem ser dias do calendário no formato AAAA-MM-DD',
  insightPeriodReversed: 'A data inicial do período deve vir antes da data final',
  insightPeriodTooLong: (dias: number) => `O período pode ter no máximo ${dias} dias`,
  treeNotFound: 'Árvore não encontrada',
  treeNameRequired: 'A árvore deve possuir um nome',
  treeNameTaken: 'Já existe uma árvore com este nome',
  treeNotConvertible: 'Não foi possível converter a árvore',
  treeHasErrors: (errors: number) =>
    `A árvore possui ${errors === 1 ? '1 erro' : `${errors} erros`} de verificação e não pode ser lançada: veja o Log de Erros.`,
  treeTextTooLarge: (size: number, limit: number) =>
    `O texto da árvore tem ${Math.ceil(size / 1024)} KB e passa do limite de ${Math.floor(limit / 1024)} KB. Divida-a em árvores menores ou encurte os textos.`,
  dataHubUnavailable:
    'Não foi possível consultar o data hub: os nomes de listas (opcoes: { chave }) e de mapas (mapeamento) da árvore não foram conferidos.',
  treeEmptyText: 'A árvore não possui texto para ser lançada',
  treeLaunchedCannotDelete: 'Uma árvore lançada não pode ser apagada. Desabilite-a primeiro.',
  treeFileTooLarge: 'O arquivo da árvore excede o tamanho permitido',
  treeChangedWhileLaunching: 'A árvore foi alterada durante o lançamento. Tente novamente.',
  treeAtTop: 'A árvore já é a primeira da lista',
  treeAtBottom: 'A árvore já é a última da lista',
  faqArticleMissing: (id: number) =>
    `o artigo ${id} não existe no FAQ (/api/faq/${id}): o estudante veria 'Não foi possível carregar o artigo.'. Corrija o número do artigo ou use outro tutorial.`,
  treeGradualNeedsLaunched:
    'Uma árvore ainda não lançada é lançada para todos: o lançamento gradual compara a versão nova com uma versão já lançada.',
  treeNoGradualLaunch: 'Esta árvore não tem um lançamento gradual em andamento.',
  treeStale: (nome: string, hora: string) => `Esta árvore foi alterada por ${nome} às ${hora}, depois que você a abriu.`,
  ifMatchMissing:
    'Envie no cabeçalho If-Match a versão (ETag) que você abriu, para que a sua alteração não apague a de outra pessoa sem aviso. Abra o registro de novo (GET) para obtê-la.',
  someoneElse: 'outra pessoa',

  // tickets
  ticketNotFound: 'Chamado não encontrado',
  articleNotFound: 'Artigo não encontrado',
  attachmentNotFound: 'Anexo não encontrado',
  attachmentsTooLarge: `O total dos anexos excede o limite de ${MAX_ATTACHMENTS_MB} MB`,
  attachmentInvalidBase64: (nome: string) => `O anexo "${nome}" não está em base64 válido`,
  attachmentsTooMany: (max: number) => `Envie no máximo ${max} anexos de uma vez`,
  jsonAttachmentsTooLarge: (mb: number) =>
    `O corpo JSON passa de ${mb} MB: envie os arquivos como multipart/form-data (parte "dados" com o JSON, uma parte "anexos" por arquivo), até ${MAX_ATTACHMENTS_MB} MB no total`,
  formDataFirst: 'O formulário multipart deve começar pela parte "dados", com o chamado em JSON, seguida dos arquivos na parte "anexos"',
  formDataTooLarge: 'A parte "dados" do formulário excede o tamanho permitido: envie os arquivos na parte "anexos"',
  formUnexpectedPart: (nome: string) => `O formulário tem uma parte "${nome}" inesperada: depois de "dados", só arquivos na parte "anexos"`,
  replyEmpty: 'Assunto e corpo da resposta são obrigatórios',
  searchEmpty: 'Informe um texto para a busca',
  replySubject: (tn: string) => `Re: [Ticket#${tn}]`,
  articleSummaryTitle: 'Dados informados no atendimento',
  articlePathTitle: 'Caminho percorrido',
  articlePropertiesTitle: 'Propriedades',
  articleEmptyTable: 'Tabela vazia',
  articleAnswersTitle: 'Respostas',
  articleOtherDataTitle: 'Outros dados do atendimento',
  closedBySelfService: 'Atendimento encerrado pelo próprio usuário: o tutorial resolveu o problema.',

  // Znuny/OTRS connector (TICKET_STORE=znuny)
  znunyUnavailable: 'O sistema de chamados não respondeu corretamente. Tente novamente em instantes.',
  znunyTimeout: 'O sistema de chamados demorou demais para responder. Tente novamente em instantes.',
  znunyRefused: 'O sistema de chamados recusou a operação. Tente novamente mais tarde.',
  znunyAttachmentsIncomplete: (tn: string) =>
    `O chamado ${tn} foi criado, mas nem todos os anexos foram gravados. Tente enviar o chamado de novo: os anexos que faltam serão completados no mesmo chamado.`,
  znunyFallbackField: (campo: string, pedido: string, usado: string) =>
    `${campo} "${pedido}" não existe no sistema de chamados; usado "${usado}".`,
  znunyCreationPending:
    'O sistema de chamados ainda está registrando este chamado. Aguarde um ou dois minutos e envie de novo: ele não será criado em dobro.',
  znunyFallbackNoteSubject: 'Valores trocados pelo portal na abertura',
  ticketMerged: 'Este chamado foi unido a outro e não recebe mais respostas. Responda no chamado ao qual ele foi unido.',
  znunyServiceEnd: 'Fim do atendimento no portal',
  znunyAttachmentsFollowUp: 'Anexos do chamado',
  znunyConfig: {
    required: (nome: string) => `${nome} é obrigatória com TICKET_STORE=znuny`,
    url: (nome: string, valor: string) => `${nome}="${valor}" não é uma URL http(s) válida`,
    webservice: (valor: string) => `ZNUNY_WEBSERVICE="${valor}" deve ter só letras, dígitos, ponto, hífen ou sublinhado`,
    fieldName: (valor: string) => `ZNUNY_IDEMPOTENCY_FIELD="${valor}" deve ser o nome de um campo dinâmico do Znuny (só letras e dígitos)`,
    timeZone: (valor: string) => `ZNUNY_TIME_ZONE="${valor}" não é um fuso horário IANA (ex.: America/Sao_Paulo)`,
    statePair: (par: string, estados: readonly string[]) => `"${par}" deve ter a forma tipo-de-estado=estado, com estado entre ${estados.join(', ')}`,
  },
  // the start-up check against the Znuny itself, one line per problem
  znunySetup: {
    login: (usuario: string) => `ZNUNY_USER/ZNUNY_PASSWORD: o Znuny recusou o login do agente "${usuario}"`,
    queue: (fila: string) => `ZNUNY_QUEUE="${fila}": a fila não existe no Znuny ou está inativa`,
    access: (usuario: string, fila: string) => `ZNUNY_USER="${usuario}": o agente não tem permissão para criar chamados na fila "${fila}"`,
    type: (tipo: string) => `ZNUNY_TYPE="${tipo}": o tipo de chamado não existe no Znuny ou está inativo`,
    priority: (prioridade: string) => `ZNUNY_PRIORITY="${prioridade}": a prioridade não existe no Znuny ou está inativa`,
    state: (variavel: string, estado: string) => `${variavel}="${estado}": o estado não existe no Znuny ou está inativo`,
    closedState: (estado: string) => `o estado "${estado}" (chamados resolvidos pelo tutorial) não existe no Znuny ou está inativo`,
    field: (campo: string) =>
      `ZNUNY_IDEMPOTENCY_FIELD="${campo}": o campo dinâmico de chamado não existe no Znuny (crie um campo do tipo Texto com esse nome)`,
    fieldValue: (campo: string) => `ZNUNY_IDEMPOTENCY_FIELD="${campo}": o campo dinâmico não aceita texto (deve ser do tipo Texto)`,
    other: (detalhe: string) => `o Znuny recusou a verificação da configuração: ${detalhe}`,
  },

  // server configuration (environment variables), one line per problem
  config: {
    integer: (nome: string, valor: string, min: number, max: number) => `${nome}="${valor}" deve ser um número inteiro entre ${min} e ${max}`,
    protocol: (nome: string, valor: string, protocolos: string[]) => `${nome}="${valor}" deve usar ${protocolos.join(' ou ')}`,
    url: (nome: string, valor: string) => `${nome}="${valor}" não é uma URL válida`,
    oneOf: (nome: string, valor: string, opcoes: readonly string[]) => `${nome}="${valor}" deve ser um de: ${opcoes.join(', ')}`,
    jwtSecretShort: 'JWT_SECRET deve ter ao menos 32 caracteres (o HS256 precisa de uma chave de 256 bits)',
    jwtPublicKey: 'JWT_PUBLIC_KEY deve ser uma chave pública PEM ("-----BEGIN PUBLIC KEY-----")',
    algorithm: (alg: string, permitidos: readonly string[]) => `JWT_ALGORITHMS contém "${alg}"; permitidos: ${permitidos.join(', ')}`,
    ssoWithoutKey: 'SSO_LOGIN_URL está definida: defina também JWKS_URL, JWT_PUBLIC_KEY ou JWT_SECRET para verificar os tokens dele',
    agentGroups: 'AGENT_GROUPS deve listar ao menos um grupo (ex.: 1703), separados por vírgula',
    slaCalendar: (problema: string) => `SLA_CALENDAR/SLA_TIME_ZONE: ${problema} (ex.: SLA_CALENDAR="seg-sex 08:00-12:00 13:00-18:00")`,
    faqHost: (valor: string) => `FAQ_HOSTS contém "${valor}", que não é um nome de host (ex.: faq.ufv.br)`,
    mailWithoutSmtp: 'MAIL_FROM está definida sem SMTP_URL: defina SMTP_URL (ex.: smtp://usuario:senha@smtp.ufv.br:587) ou retire MAIL_FROM para deixar o e-mail desligado',
    smtpWithoutFrom: 'SMTP_URL está definida sem MAIL_FROM: defina o remetente (ex.: MAIL_FROM="Central de Atendimento <chamados@ufv.br>")',
    smtpWithoutPublicUrl: 'SMTP_URL está definida sem PUBLIC_URL: os e-mails levam o link do chamado, defina o endereço público do portal (ex.: https://chamados.ufv.br)',
    invalid: (linhas: string[]) => `Configuração inválida:\n  - ${linhas.join('\n  - ')}`,
  },

  // the Central de Atendimento (agents)
  agentOnly: 'Apenas atendentes da Central de Atendimento podem acessar este recurso',
  deskInZnuny: (url?: string) =>
    `Os chamados deste portal são atendidos no Znuny${url ? `: ${url}` : ''}. A Central de Atendimento do portal funciona só com o repositório de chamados próprio (TICKET_STORE=builtin).`,
  deskUnknownPriority: (prioridade: string, validas: readonly string[]) => `Prioridade desconhecida: "${prioridade}". Use uma de: ${validas.join(', ')}`,
  deskBothOwnerFilters: 'Escolha "Meus" ou "Sem atendente", não os dois',
  deskArticleEmpty: 'O corpo do artigo é obrigatório',
  cannedReplyNotFound: 'Resposta pronta não encontrada',
  cannedReplyTitleTaken: 'Já existe uma resposta pronta com este título',
  cannedReplyUnknownVariables: (nomes: readonly string[], validas: readonly string[]) =>
    `${nomes.length === 1 ? 'Variável desconhecida' : 'Variáveis desconhecidas'} no texto: ${nomes.map((n) => `{${n}}`).join(', ')}. Use ${validas.map((n) => `{${n}}`).join(', ')}.`,
  cannedReplyStale: (nome: string, hora: string) => `Esta resposta pronta foi alterada por ${nome} às ${hora}, depois que você a abriu.`,

  // data hub and FAQ
  listNotFound: 'Lista não encontrada',
  mapNotFound: 'Mapa não encontrado',
  mapKeyNotFound: MAP_KEY_NOT_FOUND,
  faqNotFound: 'Item de FAQ não encontrado',

  // e-mail to students (src/mail/): what an agent's reply or a close tells them
  mail: {
    replySubject: (tn: string, titulo: string) => `[Chamado ${tn}] Nova resposta: ${titulo}`,
    closeSubject: (tn: string, titulo: string) => `[Chamado ${tn}] Chamado encerrado: ${titulo}`,
    greeting: (nome: string) => (nome ? `Olá, ${nome}!` : 'Olá!'),
    replyIntro: (atendente: string, tn: string, titulo: string) => `${atendente || 'A Central de Atendimento'} respondeu ao seu chamado ${tn} — ${titulo}:`,
    closeIntro: (atendente: string, tn: string, titulo: string) => `${atendente || 'A Central de Atendimento'} encerrou o seu chamado ${tn} — ${titulo}.`,
    closeReopen: 'Se o problema continuar, responda pelo portal e o chamado volta a ser atendido.',
    linkIntro: 'Para ver o chamado e responder, acesse:',
    linkText: 'Abrir o chamado',
    why: "Você recebe este aviso porque abriu este chamado na Central de Atendimento. Para não receber mais avisos por e-mail, desmarque 'Receber avisos por e-mail' na página dos seus chamados.",
    signature: 'Central de Atendimento',
  },

  // demo SSO
  sso: {
    title: 'Entrar — Chamados',
    banner: 'Ambiente de demonstração',
    bannerText:
      'Este login é simulado para testes. Escolha uma conta de demonstração; nenhuma senha é pedida.',
    heading: 'Escolha uma conta de demonstração',
    enter: 'Entrar como',
    invalidService: 'O parâmetro "service" deve ser um endereço deste mesmo site',
    unknownAccount: 'Conta de demonstração desconhecida',
    disabled: 'O login de demonstração está desativado: este servidor usa um SSO real',
  },

  // bodies whose bytes are not UTF-8 (issue 28 §5)
  notUtf8: 'O texto enviado não está em UTF-8.',
} as const;
