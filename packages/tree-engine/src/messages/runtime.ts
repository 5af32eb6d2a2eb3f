/**
 * The Portuguese texts the runtime (evaluator, attendance, ticket builder) throws or writes into a
 * ticket. Each lives here once; the spec's typos are corrected on purpose (ARCHITECTURE.md §7).
 * Form validation gives codes instead, worded by `fieldErrorMessages` (field-error-messages.ts).
 */

/** Runtime messages, by purpose. @example runtimeMessages.invalidOperator('xor') // 'O operador xor não é válido.' */
export const runtimeMessages = {
  // spec §8: evaluation of operands and conditions
  invalidOperandClass: (classe: string) => `${classe} não é um valor válido para a classe de um operando.`,
  invalidComparator: (comparator: string) => `${comparator} inválido.`,
  invalidOperator: (operator: string) => `O operador ${operator} não é válido.`,
  missingConditions: 'O campo condições não pode ser nulo.',
  invalidOperandType: (tipo: string) => `${tipo} não é um tipo de operando válido.`,

  // spec §3: ticket defaults and check-box mapping
  defaultSubject: (date: string) => `Chamado criado automaticamente - ${date}`,
  checked: 'Sim',
  unchecked: 'Não',

  // the walk worded for people (describeAttendance): tutorials on the path, ticket properties
  tutorialStep: (fonte: 'youtube' | 'faq' | 'otrs' | 'link', url: string) =>
    `${{ youtube: 'Tutorial em vídeo', faq: 'Artigo da FAQ', otrs: 'Artigo da FAQ', link: 'Tutorial' }[fonte] ?? 'Tutorial'}: ${url}`,
  solved: 'Resolveu',
  notSolved: 'Não resolveu',
  propertyLabels: { assunto: 'Assunto', fila: 'Fila', tipo: 'Tipo', prioridade: 'Prioridade', servico: 'Serviço' },

  // attendance misuse: only an invalid tree or a caller bug reaches these
  screenNotFound: (screen: string) => `A tela "${screen}" não existe na árvore.`,
  optionNotFound: (option: string, screen: string) => `A opção "${option}" não existe na tela "${screen}".`,
  wrongScreenType: (screen: string, expected: string, actual: string) =>
    `A tela "${screen}" é do tipo ${actual}, não ${expected}.`,
  atFinalScreen: 'O atendimento já chegou à tela final.',
} as const;

/** Texts of the terminal walk (`chamados-tree walk FILE`). @example walkMessages.cancelled // 'Atendimento cancelado.' */
export const walkMessages = {
  unreadable: (file: string, reason: string) => `Não foi possível ler ${file}: ${reason}`,
  invalidTree: (file: string) => `${file}: a árvore tem erros; corrija-os antes de percorrê-la.`,
  commands: 'Digite :voltar para voltar à tela anterior ou :cancelar para encerrar.',
  chooseOption: (count: number) => `Escolha uma opção (1-${count}): `,
  invalidChoice: 'Opção inválida.',
  tutorialQuestion: 'Seu problema foi resolvido ? (s/n): ',
  tutorialSource: (fonte: string, url: string) => `Tutorial (${fonte}): ${url}`,
  defaultHint: (value: string) => ` [${value}]`,
  selectHint: (count: number) => `número de 1 a ${count}`,
  freeValueHint: 'valor livre',
  checkboxHint: 'números separados por vírgula',
  attachmentHint: 'caminhos de arquivos separados por vírgula',
  tableCount: (label: string) => `${label}: quantos itens? `,
  tableRow: (index: number) => `Item ${index}`,
  fieldErrors: 'O formulário tem erros:',
  back: 'Voltando à tela anterior.',
  dropped: 'Não há tela anterior: atendimento encerrado.',
  cancelled: 'Atendimento cancelado.',
  endOfInput: 'Fim da entrada antes da tela final.',
  finalScreen: 'Tela final: o chamado seria criado com os dados abaixo.',
  closedOnCreation: "O chamado seria criado já fechado ('closed successful').",
  demoUser: 'Usuário de Demonstração',
} as const;
