/** The texts of the `chamados-tree` command line in one language. @example const texts: CliTexts = cliCatalogs.en */
export interface CliTexts {
  usage: string;
  unknownCommand: (command: string) => string;
  unknownOption: (option: string) => string;
  optionNeedsValue: (option: string) => string;
  optionWithoutValue: (option: string) => string;
  optionNotFor: (option: string, command: string) => string;
  invalidFormat: (value: string, formats: readonly string[]) => string;
  invalidLanguage: (value: string) => string;
  mermaidOneFile: string;
  invalidMaxWarnings: (value: string) => string;
  missingFile: (command: string) => string;
  oneFileOnly: (command: string) => string;
  unreadable: (reason: string) => string;
  badConfig: (file: string, problem: string) => string;
  configProblems: {
    notJson: string;
    notAMap: string;
    unknownKey: (key: string) => string;
    mustBeText: (key: string) => string;
    mustBeTextList: (key: string) => string;
    mustBeListItems: (key: string) => string;
    mustBeMap: (key: string) => string;
    mustBeObject: (key: string) => string;
    noIdInTemplate: string;
    templateNotAnAddress: string;
    notAHost: (value: string) => string;
  };
  severity: { error: string; warning: string };
  fix: (line: number, column: number, before: string, after: string) => string;
  summary: (files: number, errors: number, warnings: number) => string;
  tooManyWarnings: (warnings: number, limit: number) => string;
  invalidTree: (file: string) => string;
  annotationTitle: string;
  fixFields: string;
  tableCell: (table: string, item: number, column: string) => string;
  graph: { kinds: { opcoes: string; formulario: string; tutorial: string }; yes: string; no: string; start: string; always: string; noFlow: string; and: string; or: string; not: string };
}

/** Texts of the `chamados-tree` command line in Portuguese (the default). @example cliMessages.severity.warning // 'aviso' */
export const cliMessages: CliTexts = {
  /** @example cliMessages.usage */
  usage: [
    'Uso: chamados-tree <comando> [opções] ARQUIVO...',
    '',
    'Comandos:',
    '  verify ARQUIVO...   verifica árvores YAML e lista erros e avisos',
    '  graph ARQUIVO...    escreve o fluxograma Mermaid de cada árvore',
    '  walk ARQUIVO        percorre a árvore no terminal e mostra o chamado gerado',
    '',
    'Opções de verify:',
    '  --format text|json|github   formato da saída (padrão: text; github: anotações do GitHub Actions)',
    '  --max-warnings N            falha também com mais de N avisos',
    '',
    'Opções de graph:',
    '  --format mermaid|markdown   o gráfico puro (padrão com um arquivo) ou um documento Markdown com',
    '                              um bloco mermaid por árvore (padrão com vários arquivos)',
    '',
    'Opções gerais:',
    '  --lang pt-BR|es|en          idioma das mensagens (padrão: o de LANG, senão pt-BR)',
    '  --config ARQUIVO            configuração (padrão: chamados-tree.config.json na pasta atual, se houver)',
    '  -h, --help                  mostra esta ajuda',
    '  -v, --version               mostra a versão',
    '',
    'Códigos de saída: 0 sem erros; 1 com erros (ou avisos acima de --max-warnings, arquivo ilegível,',
    'árvore inválida, atendimento interrompido); 2 uso incorreto (comando, opção ou valor desconhecido).',
  ].join('\n'),
  /** @example cliMessages.unknownCommand('lint') */
  unknownCommand: (command: string) => `Comando desconhecido: ${command}`,
  /** @example cliMessages.unknownOption('--fromat') */
  unknownOption: (option: string) => `Opção desconhecida: ${option}`,
  /** @example cliMessages.optionNeedsValue('--format') */
  optionNeedsValue: (option: string) => `A opção ${option} precisa de um valor.`,
  /** @example cliMessages.optionWithoutValue('--help') */
  optionWithoutValue: (option: string) => `A opção ${option} não recebe valor.`,
  /** @example cliMessages.optionNotFor('--max-warnings', 'graph') */
  optionNotFor: (option: string, command: string) => `A opção ${option} não vale para o comando ${command}.`,
  /** @example cliMessages.invalidFormat('xml', ['text', 'json', 'github']) // 'Formato desconhecido: xml; use text, json ou github.' */
  invalidFormat: (value: string, formats: readonly string[]) => `Formato desconhecido: ${value}; use ${formats.slice(0, -1).join(', ')} ou ${formats.at(-1) ?? ''}.`,
  /** @example cliMessages.invalidLanguage('fr') */
  invalidLanguage: (value: string) => `Idioma desconhecido: ${value}; use pt-BR, es ou en.`,
  /** graph --format mermaid with several files. */
  mermaidOneFile: 'O formato mermaid desenha um arquivo por vez; para vários, use --format markdown.',
  /** @example cliMessages.invalidMaxWarnings('-1') */
  invalidMaxWarnings: (value: string) => `--max-warnings precisa de um número inteiro maior ou igual a 0, não "${value}".`,
  /** @example cliMessages.missingFile('graph') */
  missingFile: (command: string) => `O comando ${command} precisa de um arquivo.`,
  /** @example cliMessages.oneFileOnly('walk') */
  oneFileOnly: (command: string) => `O comando ${command} percorre um arquivo por vez.`,
  /** @example cliMessages.unreadable('a.yaml', 'ENOENT') */
  unreadable: (reason: string) => `não foi possível ler o arquivo (${reason}).`,
  /** @example cliMessages.badConfig('chamados-tree.config.json', 'não é JSON válido') */
  badConfig: (file: string, problem: string) => `${file}: configuração inválida: ${problem}.`,
  configProblems: {
    notJson: 'não é JSON válido',
    notAMap: 'deve ser um objeto JSON',
    unknownKey: (key) => `a chave "${key}" não é permitida`,
    mustBeText: (key) => `"${key}" deve ser um texto`,
    mustBeTextList: (key) => `"${key}" deve ser uma lista de textos`,
    mustBeListItems: (key) => `"${key}" deve ser uma lista de { "key": texto, "value": texto }`,
    mustBeMap: (key) => `"${key}" deve ser um objeto de chaves e textos`,
    mustBeObject: (key) => `"${key}" deve ser um objeto JSON`,
    noIdInTemplate: '"faq.urlTemplate" deve ter {id} uma vez, no lugar do número do artigo',
    templateNotAnAddress: '"faq.urlTemplate" deve começar com https:// ou http://, ou ser um caminho no portal (/…)',
    notAHost: (value) => `"faq.hosts" lista servidores (faq.exemplo.edu.br ou faq.exemplo.edu.br:8443), não "${value}"`,
  },
  /** @example cliMessages.severity.error // 'erro' */
  severity: { error: 'erro', warning: 'aviso' },
  /** The line under a diagnostic that has a fix. @example cliMessages.fix(9, 5, 'rotluo', 'rotulo') // '    correção (9:5): troque "rotluo" por "rotulo".' */
  fix: (line: number, column: number, before: string, after: string) =>
    `    correção (${line}:${column}): ${before === '' ? `insira ${JSON.stringify(after)}` : after === '' ? `apague ${JSON.stringify(before)}` : `troque ${JSON.stringify(before)} por ${JSON.stringify(after)}`}.`,
  /** @example cliMessages.summary(2, 1, 0) */
  summary: (files: number, errors: number, warnings: number) =>
    `${files} ${files === 1 ? 'arquivo verificado' : 'arquivos verificados'}: ${errors} ${errors === 1 ? 'erro' : 'erros'}, ${warnings} ${warnings === 1 ? 'aviso' : 'avisos'}.`,
  /** @example cliMessages.tooManyWarnings(3, 0) // 'Há 3 avisos, acima do limite de 0 (--max-warnings).' */
  tooManyWarnings: (warnings: number, limit: number) =>
    `Há ${warnings} ${warnings === 1 ? 'aviso' : 'avisos'}, acima do limite de ${limit} (--max-warnings).`,
  /** @example cliMessages.invalidTree('a.yaml') */
  invalidTree: (file: string) => `${file}: a árvore tem erros; rode chamados-tree verify ${file}.`,
  /** The title of a GitHub Actions annotation. */
  annotationTitle: 'chamados-tree',
  /** Terminal walk: after a rejected form, only the fields in error are asked again. */
  fixFields: 'Corrija os campos abaixo (Enter mantém o valor digitado).',
  /** Where a table row's field error is. @example cliMessages.tableCell('Máquinas', 2, 'Patrimônio') // 'Máquinas, item 2, Patrimônio' */
  tableCell: (table: string, item: number, column: string) => `${table}, item ${item}, ${column}`,
  /** Words of the Mermaid graph. */
  graph: {
    kinds: { opcoes: 'opções', formulario: 'formulário', tutorial: 'tutorial' },
    yes: 'Sim',
    no: 'Não',
    start: 'início',
    always: 'sempre',
    noFlow: 'nenhum fluxo',
    and: ' e ',
    or: ' ou ',
    not: 'não ',
  },
};
