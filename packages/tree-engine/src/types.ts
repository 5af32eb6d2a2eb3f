/**
 * The entities of a decision tree (spec §3). YAML keys and JSON fields keep the spec's Portuguese
 * names exactly: they are public formats. Code words are English (ARCHITECTURE.md §2).
 */

/** The reserved end screen marker. */
export type FinalScreenName = '#final';

// ---------------------------------------------------------------- operands

/** The four classes a `constante` operand may declare. */
export type ConstantClass = 'int' | 'double' | 'boolean' | 'string';

/** Reads a form value by field name, or a sub-value with 'campo.sub'. */
export interface VariableOperand {
  tipo: 'variavel';
  campo: string;
}

/** A literal; `valor` must fit `classe`. */
export interface ConstantOperand {
  tipo: 'constante';
  classe: ConstantClass;
  valor: string | number | boolean;
}

/** Text with `${name}` placeholders (form data first, then properties); `$$` escapes. */
export interface InterpolationOperand {
  tipo: 'interpolacao';
  valor: string;
}

/** Looks `chave` (interpolated) up in the data-hub map `mapa`. */
export interface MappingOperand {
  tipo: 'mapeamento';
  mapa: string;
  chave: string;
}

export type Operand = VariableOperand | ConstantOperand | InterpolationOperand | MappingOperand;

/** What an operand evaluates to. */
export type OperandValue = string | number | boolean | null | undefined | OperandValue[] | { [key: string]: OperandValue };

// ---------------------------------------------------------------- conditions

export type Comparator = '<' | '<=' | '=' | '>=' | '>' | '!=';
export type CompositeOperator = 'and' | 'or' | 'not';

export interface SimpleCondition {
  tipo: 'simples';
  comparador: Comparator;
  operando1: Operand;
  operando2: Operand;
}

export interface CompositeCondition {
  tipo: 'composta';
  operador: CompositeOperator;
  condicoes: Condition[];
}

export type Condition = SimpleCondition | CompositeCondition;

// ---------------------------------------------------------------- assignments and flows

/** Sets ticket property `propriedade` to `operando` when `condicao` is absent or holds. */
export interface Assignment {
  propriedade: string;
  operando: Operand;
  condicao?: Condition;
}

/** The first flow whose condition holds (or has none) names the next screen. */
export interface Flow {
  tela: string;
  condicao?: Condition;
}

// ---------------------------------------------------------------- validators

export type SimpleFormat = 'int' | 'double' | 'string';

export type Validator =
  | { tipo: 'simples'; formato: SimpleFormat }
  | { tipo: 'naoVazio' }
  | { tipo: 'mascara'; mascara: string };

// ---------------------------------------------------------------- fields

/** Automatic default-value keys filled from the user's claims or IP. */
export type AutomaticValueKey = 'email' | 'cpf' | 'nome' | 'matricula' | 'ip';

/** A default value: automatic keys take the user's value; any other key gives `valor`. */
export interface DefaultValue {
  tipo: string;
  valor?: string | number | boolean | string[];
}

/** A static select option. */
export interface SelectOption {
  texto: string;
  valor: string;
}

/** Select options: a static list, or `chave` naming a data-hub list of key/value items. */
export type SelectOptions = SelectOption[] | { chave: string };

/** A check-box option: mapped to its own property as 'Sim' / 'Não'. */
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

export interface TextBoxField extends FieldBase {
  tipo: 'caixaDeTexto';
}

export interface MemoField extends FieldBase {
  tipo: 'memorando';
}

export interface SelectField extends FieldBase {
  tipo: 'caixaDeSelecao';
  opcoes: SelectOptions;
}

export interface CheckboxField extends FieldBase {
  tipo: 'caixaDeChecagem';
  opcoes: CheckboxOption[];
}

/** Explanatory markdown; never mapped. `valor.valor` or `rotulo` carries the text. */
export interface TextField extends FieldBase {
  tipo: 'texto';
  texto?: string;
}

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

/** Attachment box; never mapped; its files go to `__anexos`. */
export interface AttachmentBoxField extends FieldBase {
  tipo: 'caixaDeAnexo';
  opcoes?: AttachmentBoxOptions;
  minimo?: number;
  maximo?: number;
}

/** A field allowed inside a table. */
export type TableInnerField = TextBoxField | SelectField;

export interface TableOptions {
  rotulo?: string;
  ajuda?: string;
  mapeamento?: string;
  minimo?: number;
  maximo?: number;
  campos: Record<string, TableInnerField>;
}

/** Repeatable entries; only caixaDeTexto and caixaDeSelecao inside. */
export interface TableField extends FieldBase {
  tipo: 'tabela';
  opcoes: TableOptions;
  minimo?: number;
  maximo?: number;
}

export type Field =
  | TextBoxField
  | MemoField
  | SelectField
  | CheckboxField
  | TextField
  | AttachmentBoxField
  | TableField;

export type FieldType = Field['tipo'];

// ---------------------------------------------------------------- screens

interface ScreenBase {
  /** The screen's key in `telas`; filled in by the parser. */
  nome?: string;
}

export interface OptionsScreen extends ScreenBase {
  tipo: 'opcoes';
  pergunta: string;
  /** Option name → next screen name. */
  opcoes: Record<string, string>;
}

export interface FormScreen extends ScreenBase {
  tipo: 'formulario';
  titulo: string;
  campos: Record<string, Field>;
  fluxos?: Flow[];
  atribuicoes?: Assignment[];
}

export type TutorialSource = 'youtube' | 'otrs' | 'link';

export interface TutorialScreen extends ScreenBase {
  tipo: 'tutorial';
  fonte: TutorialSource;
  url: string;
  telaSim: string;
  telaNao: string;
  atribuicoes?: Assignment[];
}

export type Screen = OptionsScreen | FormScreen | TutorialScreen;
export type ScreenType = Screen['tipo'];

// ---------------------------------------------------------------- tree

export interface Tree {
  nome: string;
  descricao?: string;
  tags?: string[];
  inicial: string;
  telas: Record<string, Screen>;
}

// ---------------------------------------------------------------- diagnostics

export type Severity = 'error' | 'warning';

/** A verification finding; `line`/`column` (1-based) point into the YAML text when known. */
export interface Diagnostic {
  severity: Severity;
  /** Portuguese, naming the place, e.g. 'Tela "descreva", campo "predio": ...'. */
  message: string;
  path: (string | number)[];
  line?: number;
  column?: number;
}

// ---------------------------------------------------------------- user and environment

/** Auth token claims (spec §3). */
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

/** A data-hub list item. */
export interface ListItem {
  key: string;
  value: string;
}

/**
 * The outside world, handed to the functions that may need it. Functions that call it are async;
 * everything else in the engine is synchronous and pure.
 */
export interface AttendanceEnv {
  user: UserClaims;
  lookupMap(mapa: string, chave: string): Promise<OperandValue>;
  lookupList(chave: string): Promise<ListItem[]>;
  clientIp(): Promise<string | undefined>;
}

// ---------------------------------------------------------------- attendance

/** An attachment the user picked, as collected into `__anexos` and sent with the ticket. */
export interface AttachmentFile {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
  size?: number;
}

/** Values a form holds, by field name. Tables are arrays of row objects; check boxes arrays of values. */
export type FormValues = Record<string, OperandValue | AttachmentFile[]>;

/** Ticket properties collected so far: free names, plus fila, state and the reserved __anexos. */
export type Properties = Record<string, OperandValue>;

/** One earlier screen kept on the history stack. */
export interface HistoryEntry {
  screen: string;
  data: FormValues;
  assignments: Properties;
  log: string[];
  attachments: AttachmentFile[];
}

/** One user's walk through one tree. Plain JSON: it lives in the Redux store and survives reloads. */
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

/** A field error from form validation, keyed by field name (a table row error uses 'campo.i.sub'). */
export type FieldErrors = Record<string, string>;

/** What `POST /api/ticket` receives. */
export interface TicketRequest {
  propriedades: Record<string, string>;
  anexos: { contentType: string; filename: string; content: string }[];
  tabelas: Record<string, Record<string, string>[]>;
  log: string[];
}
