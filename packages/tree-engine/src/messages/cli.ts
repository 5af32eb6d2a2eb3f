/** Texts of the `chamados-tree` command line, once. @example cliMessages.severity.warning // 'aviso' */
export const cliMessages = {
  /** @example cliMessages.usage */
  usage: [
    'Uso: chamados-tree <comando> [arquivos]',
    '',
    'Comandos:',
    '  verify ARQUIVO...   verifica árvores YAML; sai com 1 se houver erros',
    '  graph ARQUIVO       escreve o fluxograma da árvore em Mermaid',
    '  walk ARQUIVO        percorre a árvore no terminal e mostra o chamado gerado',
  ].join('\n'),
  /** @example cliMessages.unknownCommand('lint') */
  unknownCommand: (command: string) => `Comando desconhecido: ${command}`,
  /** @example cliMessages.missingFile('graph') */
  missingFile: (command: string) => `O comando ${command} precisa de um arquivo.`,
  /** @example cliMessages.unreadable('a.yaml', 'ENOENT') */
  unreadable: (reason: string) => `não foi possível ler o arquivo (${reason}).`,
  /** @example cliMessages.severity.error // 'erro' */
  severity: { error: 'erro', warning: 'aviso' } as const,
  /** The line under a diagnostic that has a fix. @example cliMessages.fix(9, 5, 'rotluo', 'rotulo') // '    correção (9:5): troque "rotluo" por "rotulo".' */
  fix: (line: number, column: number, before: string, after: string) =>
    `    correção (${line}:${column}): ${before === '' ? `insira ${JSON.stringify(after)}` : after === '' ? `apague ${JSON.stringify(before)}` : `troque ${JSON.stringify(before)} por ${JSON.stringify(after)}`}.`,
  /** @example cliMessages.summary(2, 1, 0) */
  summary: (files: number, errors: number, warnings: number) =>
    `${files} ${files === 1 ? 'arquivo verificado' : 'arquivos verificados'}: ${errors} ${errors === 1 ? 'erro' : 'erros'}, ${warnings} ${warnings === 1 ? 'aviso' : 'avisos'}.`,
  /** @example cliMessages.invalidTree('a.yaml') */
  invalidTree: (file: string) => `${file}: a árvore tem erros; rode chamados-tree verify ${file}.`,
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
