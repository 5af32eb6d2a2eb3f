import type { DiagnosticCode, DiagnosticParamMap, DiagnosticParams } from './messages/diagnostic-codes';

/**
 * The entities of a decision tree (spec §3). YAML keys and JSON fields keep the spec's Portuguese
 * names exactly: they are public formats. Code words are English (ARCHITECTURE.md §2).
 */

/** The reserved end screen marker. @example const end: FinalScreenName = '#final' */
export type FinalScreenName = '#final';

// ---------------------------------------------------------------- operands

/** The four classes a `constante` operand may declare. @example const classe: ConstantClass = 'int' */
export type ConstantClass = 'int' | 'double' | 'boolean' | 'string';

/** Reads a form value by field name, or a sub-value with 'campo.sub'. @example const op: VariableOperand = { tipo: 'variavel', campo: 'predio.valor' } */
export interface VariableOperand {
  tipo: 'variavel';
  campo: string;
}

/** A literal; `valor` must fit `classe`. @example const op: ConstantOperand = { tipo: 'constante', classe: 'int', valor: 800 } */
export interface ConstantOperand {
  tipo: 'constante';
  classe: ConstantClass;
  valor: string | number | boolean;
}

/** Text with `${name}` placeholders (form data first, then properties); `$$` escapes. @example const op: InterpolationOperand = { tipo: 'interpolacao', valor: 'Wi-Fi no prédio ${predio}' } */
export interface InterpolationOperand {
  tipo: 'interpolacao';
  valor: string;
}

/** Looks `chave` (interpolated) up in the data-hub map `mapa`. @example const op: MappingOperand = { tipo: 'mapeamento', mapa: 'fila-por-predio', chave: '${predio}' } */
export interface MappingOperand {
  tipo: 'mapeamento';
  mapa: string;
  chave: string;
}

/** One of the four operand kinds (spec §3). @example const op: Operand = { tipo: 'variavel', campo: 'email' } */
export type Operand = VariableOperand | ConstantOperand | InterpolationOperand | MappingOperand;

/** What an operand evaluates to. @example const value: OperandValue = { texto: 'Pavilhão de Aulas', valor: 'pva' } */
export type OperandValue = string | number | boolean | null | undefined | OperandValue[] | { [key: string]: OperandValue };

// ---------------------------------------------------------------- conditions

/** The six comparators of a simple condition; `=` and `!=` are strict. @example const comparador: Comparator = '>=' */
export type Comparator = '<' | '<=' | '=' | '>=' | '>' | '!=';
/** How a composite condition combines its sub-conditions (`not` uses only the first). @example const operador: CompositeOperator = 'and' */
export type CompositeOperator = 'and' | 'or' | 'not';

/** Compares two operands. @example const c: SimpleCondition = { tipo: 'simples', comparador: '=', operando1: { tipo: 'variavel', campo: 'campus.valor' }, operando2: { tipo: 'constante', classe: 'string', valor: 'florestal' } } */
export interface SimpleCondition {
  tipo: 'simples';
  comparador: Comparator;
  operando1: Operand;
  operando2: Operand;
}

/** Combines sub-conditions with and / or / not. @example const c: CompositeCondition = { tipo: 'composta', operador: 'not', condicoes: [simples] } */
export interface CompositeCondition {
  tipo: 'composta';
  operador: CompositeOperator;
  condicoes: Condition[];
}

/** A simple or composite condition. @example const c: Condition = { tipo: 'composta', operador: 'or', condicoes: [a, b] } */
export type Condition = SimpleCondition | CompositeCondition;

// ---------------------------------------------------------------- assignments and flows

/** Sets ticket property `propriedade` to `operando` when `condicao` is absent or holds. @example const a: Assignment = { propriedade: 'prioridade', operando: { tipo: 'constante', classe: 'string', valor: '3 Normal' } } */
export interface Assignment {
  propriedade: string;
  operando: Operand;
  condicao?: Condition;
}

/** The first flow whose condition holds (or has none) names the next screen. @example const f: Flow = { tela: '#final' } */
export interface Flow {
  tela: string;
  condicao?: Condition;
}

// ---------------------------------------------------------------- validators

/** The formats of a `simples` validator. @example const formato: SimpleFormat = 'int' */
export type SimpleFormat = 'int' | 'double' | 'string';

/** A field validator: `simples`, `naoVazio` or `mascara`. @example const v: Validator = { tipo: 'mascara', mascara: '(##) #####-####' } */
export type Validator =
  | { tipo: 'simples'; formato: SimpleFormat }
  | { tipo: 'naoVazio' }
  | { tipo: 'mascara'; mascara: string };

// ---------------------------------------------------------------- fields

/** Automatic default-value keys filled from the user's claims or IP. @example const key: AutomaticValueKey = 'email' */
export type AutomaticValueKey = 'email' | 'cpf' | 'nome' | 'matricula' | 'ip';

/** A default value: automatic keys take the user's value; any other key gives `valor`. @example const valor: DefaultValue = { tipo: 'fixo', valor: 'livre' } */
export interface DefaultValue {
  tipo: string;
  valor?: string | number | boolean | string[];
}

/** A static select option. @example const option: SelectOption = { texto: 'Pavilhão de Aulas B', valor: 'pvb' } */
export interface SelectOption {
  texto: string;
  valor: string;
}

/** Select options: a static list, or `chave` naming a data-hub list of key/value items. @example const opcoes: SelectOptions = { chave: 'predios' } */
export type SelectOptions = SelectOption[] | { chave: string };

/** A check-box option: mapped to its own property as 'Sim' / 'Não'. @example const option: CheckboxOption = { texto: 'Impressora', valor: 'impressora', mapeamento: 'temImpressora' } */
export interface CheckboxOption {
  texto: string;
  nome?: string;
  valor: string;
  marcado?: boolean;
  mapeamento?: string;
}

interface FieldBase {
  /** The field's key in `campos`; filled in by the parser. */
  nome?: string;
  rotulo?: string;
  ajuda?: string;
  valor?: DefaultValue;
  mapeamento?: string;
  validadores?: Validator[];
}

/** A single-line text box, shaped by a `mascara` validator when it has one. @example const f: TextBoxField = { tipo: 'caixaDeTexto', rotulo: 'Telefone', validadores: [{ tipo: 'mascara', mascara: '(##) #####-####' }] } */
export interface TextBoxField extends FieldBase {
  tipo: 'caixaDeTexto';
}

/** Multi-line text. @example const f: MemoField = { tipo: 'memorando', rotulo: 'Descreva o problema', mapeamento: 'descricao' } */
export interface MemoField extends FieldBase {
  tipo: 'memorando';
}

/** A select box with static or data-hub options; its form value is the chosen option. @example const f: SelectField = { tipo: 'caixaDeSelecao', rotulo: 'Prédio', opcoes: { chave: 'predios' } } */
export interface SelectField extends FieldBase {
  tipo: 'caixaDeSelecao';
  opcoes: SelectOptions;
}

/** Check boxes; the form value is the list of checked `valor`s. @example const f: CheckboxField = { tipo: 'caixaDeChecagem', opcoes: [{ texto: 'Sim', valor: 'sim' }] } */
export interface CheckboxField extends FieldBase {
  tipo: 'caixaDeChecagem';
  opcoes: CheckboxOption[];
}

/** Explanatory markdown; never mapped. `texto` (else `rotulo`) carries the text: see `explanatoryText`. @example const f: TextField = { tipo: 'texto', texto: 'Leia **antes** de continuar.' } */
export interface TextField extends FieldBase {
  tipo: 'texto';
  texto?: string;
}

/** Options of an attachment box (sizes in decimal MB). @example const opcoes: AttachmentBoxOptions = { maximo: 3, extensoes: ['pdf'], tamMaxPorArquivoMb: 5 } */
export interface AttachmentBoxOptions {
  titulo?: string;
  /** URL of a model file the user can download and fill in. */
  modelo?: string;
  minimo?: number;
  maximo?: number;
  /** Allowed extensions, e.g. ['pdf', 'png']. */
  extensoes?: string[];
  tamMaxPorArquivoMb?: number;
  tamMaxTotalMb?: number;
}

/** Attachment box; never mapped; its files go to `__anexos`. @example const f: AttachmentBoxField = { tipo: 'caixaDeAnexo', opcoes: { minimo: 1 } } */
export interface AttachmentBoxField extends FieldBase {
  tipo: 'caixaDeAnexo';
  opcoes?: AttachmentBoxOptions;
  minimo?: number;
  maximo?: number;
}

/** A field allowed inside a table. @example const column: TableInnerField = { tipo: 'caixaDeTexto', rotulo: 'Patrimônio' } */
export type TableInnerField = TextBoxField | SelectField;

/** Options of a table: its columns in `campos`, and count limits. @example const opcoes: TableOptions = { rotulo: 'Computadores', minimo: 1, campos: { patrimonio: { tipo: 'caixaDeTexto' } } } */
export interface TableOptions {
  rotulo?: string;
  ajuda?: string;
  mapeamento?: string;
  minimo?: number;
  maximo?: number;
  campos: Record<string, TableInnerField>;
}

/** Repeatable entries; only caixaDeTexto and caixaDeSelecao inside. @example const f: TableField = { tipo: 'tabela', opcoes: { campos: { patrimonio: { tipo: 'caixaDeTexto' } } } } */
export interface TableField extends FieldBase {
  tipo: 'tabela';
  opcoes: TableOptions;
  minimo?: number;
  maximo?: number;
}

/** One of the seven field kinds (spec §2). @example const f: Field = { tipo: 'caixaDeTexto', rotulo: 'E-mail', valor: { tipo: 'email' } } */
export type Field =
  | TextBoxField
  | MemoField
  | SelectField
  | CheckboxField
  | TextField
  | AttachmentBoxField
  | TableField;

/** The `tipo` of a field. @example const tipo: FieldType = 'caixaDeSelecao' */
export type FieldType = Field['tipo'];

// ---------------------------------------------------------------- screens

interface ScreenBase {
  /** The screen's key in `telas`; filled in by the parser. */
  nome?: string;
}

/** A question whose options name the next screen. @example const s: OptionsScreen = { tipo: 'opcoes', pergunta: 'Qual rede?', opcoes: { eduroam: 'tutorial-eduroam' } } */
export interface OptionsScreen extends ScreenBase {
  tipo: 'opcoes';
  pergunta: string;
  /** Option name → next screen name. */
  opcoes: Record<string, string>;
}

/** A form: fields, then assignments, then flows. @example const s: FormScreen = { tipo: 'formulario', titulo: 'Descreva', campos: { d: { tipo: 'memorando' } }, fluxos: [{ tela: '#final' }] } */
export interface FormScreen extends ScreenBase {
  tipo: 'formulario';
  titulo: string;
  campos: Record<string, Field>;
  fluxos?: Flow[];
  atribuicoes?: Assignment[];
}

/**
 * Where a tutorial's content comes from: a YouTube video, an FAQ article at the address template
 * the verifier is given (`faq`), an article of the portal's FAQ route or an allowed FAQ host
 * (`otrs`, the spec's name), or any page (`link`).
 * @example const fonte: TutorialSource = 'youtube'
 */
export type TutorialSource = 'youtube' | 'faq' | 'otrs' | 'link';

/** A video, FAQ article or link, then 'Seu problema foi resolvido?'. @example const s: TutorialScreen = { tipo: 'tutorial', titulo: 'Conectar à eduroam no Android', fonte: 'link', url: 'https://exemplo.edu.br', telaSim: '#final', telaNao: 'descreva' } */
export interface TutorialScreen extends ScreenBase {
  tipo: 'tutorial';
  /** The title people read (see `screenTitle`); optional. */
  titulo?: string;
  fonte: TutorialSource;
  url: string;
  telaSim: string;
  telaNao: string;
  atribuicoes?: Assignment[];
}

/** One of the three screen kinds. @example const s: Screen = { tipo: 'opcoes', pergunta: 'Qual?', opcoes: { Um: '#final' } } */
export type Screen = OptionsScreen | FormScreen | TutorialScreen;
/** The `tipo` of a screen. @example const tipo: ScreenType = 'tutorial' */
export type ScreenType = Screen['tipo'];

// ---------------------------------------------------------------- tree

/** A decision tree (ARCHITECTURE.md §3). @example const tree: Tree = { nome: 'Wi-Fi', inicial: 'a', telas: { a: { tipo: 'opcoes', pergunta: 'Qual?', opcoes: { Um: '#final' } } } } */
export interface Tree {
  nome: string;
  descricao?: string;
  tags?: string[];
  /**
   * Words students use for this service that the tree does not (internet, wi-fi, rede; senha,
   * login): for the service search. No two alike once case and accents are folded.
   */
  sinonimos?: string[];
  /**
   * The general service: when the service search finds nothing, the panel offers to start this
   * tree ('Não encontrou o que procura? Abrir um chamado geral'). One tree per portal.
   */
  geral?: boolean;
  inicial: string;
  telas: Record<string, Screen>;
}

// ---------------------------------------------------------------- diagnostics

/** An error blocks the tree; a warning does not. @example const severity: Severity = 'warning' */
export type Severity = 'error' | 'warning';

/**
 * A text edit that fixes a diagnostic: replace `text.slice(from, to)` by `insert`, where `text` is
 * the exact string given to `parseTree`. Offsets count UTF-16 code units (JavaScript string
 * indexes, as CodeMirror's positions do). Applying it removes the diagnostic it came with.
 * @example const fixed = text.slice(0, fix.from) + fix.insert + text.slice(fix.to)
 */
export interface DiagnosticFix {
  /** Offset of the first replaced character. */
  from: number;
  /** Offset just after the last replaced character (`from` when nothing is replaced). */
  to: number;
  /** The text put in its place, already quoted as YAML needs. */
  insert: string;
}

/**
 * A verification finding; `line`/`column` (1-based) point into the YAML text when known.
 * `parseTree`, `verifyTree` and `checkSchema` always set `code` and `params` (see
 * {@link CodedDiagnostic}); they are optional here so that a diagnostic an editor makes itself
 * fits the same type.
 * @example const d: Diagnostic = { severity: 'error', code: 'missingScreen', params: { name: 'a' }, message: 'Árvore, chave "inicial": a tela "a" não existe.', path: ['inicial'], line: 2, column: 1 }
 */
export interface Diagnostic {
  severity: Severity;
  /** What is wrong, as a stable code (the README's table lists them all). */
  code?: DiagnosticCode;
  /** The values the message words, by name: JSON, the same in every language. */
  params?: DiagnosticParams;
  /** The place and the finding in the requested language (pt-BR by default), e.g. 'Tela "descreva", campo "predio": ...'. */
  message: string;
  path: (string | number)[];
  line?: number;
  column?: number;
  /**
   * The proposed correction of a near-miss name ('você quis dizer "rotulo"?'), as a text edit;
   * only from `parseTree`, which knows the text. An editor can offer it as a quick fix.
   * @example if (d.fix) text = text.slice(0, d.fix.from) + d.fix.insert + text.slice(d.fix.to)
   */
  fix?: DiagnosticFix;
}

/**
 * A diagnostic of tree-engine's own checks: `code` and `params` always there, and typed together,
 * so narrowing on `code` gives the parameters' shape.
 * @example if (d.code === 'unknownKey') console.log(d.params.key, d.params.allowed)
 */
export type CodedDiagnostic = {
  [C in DiagnosticCode]: Diagnostic & { code: C; params: DiagnosticParamMap[C] };
}[DiagnosticCode];

// ---------------------------------------------------------------- user and environment

/** Auth token claims (spec §3). @example const user: UserClaims = { nome: 'Maria', email: 'maria@ufv.br', cpf: '00000000000' } */
export interface UserClaims {
  exp?: number;
  nome?: string;
  name?: string;
  cpf?: string;
  email?: string;
  clientName?: string;
  grupos?: string[];
  matricula?: string;
  clientIpAddress?: string;
}

/** A data-hub list item. @example const item: ListItem = { key: 'pvb', value: 'Pavilhão de Aulas B' } */
export interface ListItem {
  key: string;
  value: string;
}

/**
 * The outside world, handed to the functions that may need it. Functions that call it are async;
 * everything else in the engine is synchronous and pure.
 * @example const env: AttendanceEnv = { user, lookupMap: async (_m, k) => k, lookupList: async () => [], clientIp: async () => undefined }
 */
export interface AttendanceEnv {
  user: UserClaims;
  /** The value `chave` maps to in `mapa`, or undefined when the map has no such key (not an error: the property stays unset). */
  lookupMap(mapa: string, chave: string): Promise<OperandValue>;
  lookupList(chave: string): Promise<ListItem[]>;
  clientIp(): Promise<string | undefined>;
}

// ---------------------------------------------------------------- attendance

/** An attachment the user picked, as collected into `__anexos` and sent with the ticket. @example const file: AttachmentFile = { filename: 'planta.pdf', contentType: 'application/pdf', content: 'JVBERi0=' } */
export interface AttachmentFile {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
  size?: number;
}

/** Values a form holds, by field name. Tables are arrays of row objects; check boxes arrays of values. @example const values: FormValues = { predio: { texto: 'Pavilhão B', valor: 'pvb' }, telefone: '(31) 99999-8888' } */
export type FormValues = Record<string, OperandValue | AttachmentFile[]>;

/** Ticket properties collected so far: free names, plus fila, state and the reserved __anexos. @example const properties: Properties = { fila: 'N2::Redes', predio: 'pvb' } */
export type Properties = Record<string, OperandValue>;

/** One earlier screen kept on the history stack. @example attendance.history.at(-1)?.screen // the screen before the current one */
export interface HistoryEntry {
  screen: string;
  data: FormValues;
  assignments: Properties;
  log: string[];
  attachments: AttachmentFile[];
  /** The option chosen on an options screen (its text, the key of `opcoes`). */
  choice?: string;
  /** The answer to a tutorial's 'Seu problema foi resolvido ?'. */
  solved?: boolean;
}

/** One user's walk through one tree. Plain JSON: it lives in the Redux store and survives reloads. @example const a: Attendance = startAttendance(tree) */
export interface Attendance {
  tree: Tree;
  history: HistoryEntry[];
  /** Current screen name, or '#final'. */
  current: string;
  /** Ticket properties collected so far. */
  assignments: Properties;
  /** Data entered on the current screen (kept when returning to it). */
  data: FormValues;
  /** Files collected so far, sent as the ticket's attachments. */
  attachments: AttachmentFile[];
  /** The tree name, then each visited screen. */
  log: string[];
}

/**
 * Why a field's value was refused (spec §5), as a code and the values its text needs, never as
 * text: the caller words it, through its own message catalog or tree-engine's `formatFieldError`.
 * The texts are the ICU sources in `fieldErrorMessages`, one per code.
 * @example const error: FieldError = { code: 'maskFormat', params: { mascara: '(##) #####-####' } }
 */
export type FieldError =
  | { code: 'notInteger' | 'notNumber' | 'notFilled' | 'required'; params: NoParams }
  | { code: 'maskFormat'; params: { mascara: string } }
  | { code: 'attachmentsMin' | 'tableMin'; params: { minimo: number } }
  | { code: 'attachmentsMax' | 'tableMax'; params: { maximo: number } };

/** A code without values still carries `params` (empty), so every caller formats the same way. @example const params: NoParams = {} */
export type NoParams = Readonly<Record<string, never>>;

/** The code of a {@link FieldError}. @example const code: FieldErrorCode = 'required' */
export type FieldErrorCode = FieldError['code'];

/** Form validation's errors, keyed by field name (a table row error uses 'campo.i.sub'). @example const errors: FieldErrors = { telefone: { code: 'required', params: {} } } */
export type FieldErrors = Record<string, FieldError>;

// ---------------------------------------------------------------- the walk worded for people

/** One step of the walk as the user saw it: the question asked and the option chosen. @example const step: PathStep = { pergunta: 'Qual rede sem fio você está tentando usar?', resposta: 'eduroam' } */
export interface PathStep {
  pergunta: string;
  resposta: string;
}

/** An answer as the user gave it: the field's label and the value as text (a choice by its option text). @example const answer: WordedAnswer = { rotulo: 'Prédio', valor: 'Pavilhão de Aulas B' } */
export interface WordedAnswer {
  rotulo: string;
  valor: string;
}

/** A table answer: its label, the column labels and one row of cells per item. @example const table: WordedTable = { titulo: 'Computadores', colunas: ['Patrimônio', 'Prédio'], linhas: [['104233', 'Pavilhão de Aulas B']] } */
export interface WordedTable {
  titulo: string;
  colunas: string[];
  linhas: string[][];
}

/**
 * The walk worded for people (the student's check, the help desk's first article, the admin's
 * test preview): the path, the answers by label, the tables, the attachments, and the properties
 * only the help desk needs. Machine values (property keys, option codes) stay in `propriedades`
 * of the ticket request; nothing here is a screen id or a property key, except a property an
 * assignment set, which has no label in the tree but its name.
 * @example describeAttendance(a).caminho[0] // { pergunta: 'Qual rede sem fio você está tentando usar?', resposta: 'eduroam' }
 */
export interface AttendanceSummary {
  /** Options screens and tutorials walked, in order: the question and the option chosen. */
  caminho: PathStep[];
  /** Form answers in the order asked; blank answers and explanatory texts left out. */
  respostas: WordedAnswer[];
  tabelas: WordedTable[];
  anexos: { nome: string; tipo: string }[];
  /** Set by assignments, not typed: Assunto, Fila, Tipo, Prioridade and the tree's own properties. */
  propriedades: WordedAnswer[];
}

/** What `POST /api/ticket` receives. @example buildTicketRequest(attendance, new Date()).propriedades.fila // 'N1::Service Desk' */
export interface TicketRequest {
  /** Ticket properties as text; `assunto` is always there (the default subject when no assignment set it). */
  propriedades: { assunto: string } & Record<string, string>;
  anexos: { contentType: string; filename: string; content: string }[];
  tabelas: Record<string, Record<string, string>[]>;
  log: string[];
  /** The walk worded for people (`describeAttendance`), for the first article; machine values stay in `propriedades`. */
  resumo?: AttendanceSummary;
}
