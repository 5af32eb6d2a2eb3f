/**
 * A walk as a portal sends it to be replayed (`walkSteps` → the server's `replayWalk`): what the
 * user did on each screen, never what the portal concluded from it. Keys are Portuguese, as the
 * tree format's are: they are a public format.
 */

/** A scalar the user typed or a default gave (a masked text, an integer default, a flag). @example const v: WalkScalar = '(31) 99999-8888' */
export type WalkScalar = string | number | boolean;

/** A select's answer: the option's `valor` only (its text comes from the tree or the data hub). @example const choice: WalkChoice = { valor: 'pvb' } */
export interface WalkChoice {
  valor: string;
}

/** Files of an attachment box: positions in the request's list of files. @example const files: WalkFiles = { arquivos: [0, 1] } */
export interface WalkFiles {
  arquivos: number[];
}

/** One row of a table: its columns' answers by field name. @example const row: WalkTableRow = { patrimonio: '104233', predio: { valor: 'pvb' } } */
export type WalkTableRow = Record<string, WalkScalar | WalkChoice>;

/**
 * One field's answer: a text or scalar, a select's choice, the checked `valor`s of check boxes, a
 * table's rows, or an attachment box's files.
 * @example const answer: WalkAnswer = ['papel', 'qualidade']
 */
export type WalkAnswer = WalkScalar | WalkChoice | string[] | WalkTableRow[] | WalkFiles;

/**
 * One screen answered, in the order of the walk, with exactly one answer for its kind: `opcao` (an
 * options screen: the option chosen, the key of `opcoes`), `resolvido` (a tutorial: whether it
 * solved the problem) or `respostas` (a form: each field's answer by field name; explanatory
 * `texto` fields have none). One shape rather than a union, as the wire validates it.
 * @example const step: WalkStep = { tela: 'qual-rede', opcao: 'eduroam' }
 */
export interface WalkStep {
  tela: string;
  opcao?: string;
  resolvido?: boolean;
  respostas?: Record<string, WalkAnswer>;
}

/**
 * Why a replay refused a walk, as a code and the values its text needs (the caller words it, as
 * with field errors). `passo` is the step's position (1 for the first); `campo` the field's name
 * in `respostas`, when the refusal is about one answer.
 *
 * - `walkTooLong`: more steps than the walk took to reach '#final';
 * - `walkUnfinished`: the steps end before '#final' (`tela`: where the walk stands);
 * - `wrongScreen`: the step answers `recebida` while the walk stands at `tela`;
 * - `wrongAnswerKind`: an option for a form, a form's answers for a tutorial… (`tipo`: the screen's kind);
 * - `optionUnknown`: `opcao` is not an option of the screen `tela`;
 * - `fieldUnknown`: `campo` is no field of the form (or an explanatory text);
 * - `answerMalformed`: the answer does not fit the field's kind (`tipo`);
 * - `choiceUnknown`: a select's or check box's `valor` that its options lack;
 * - `columnUnknown`: a table row names `coluna`, which the table lacks (`linha`, from 1);
 * - `fileUnknown`: file position `arquivo` is not in the request; `fileReused`: given to two boxes;
 * - `fileRefused`: an attachment box refuses `arquivo` (`motivo`: tree-engine's `AttachmentRefusal`);
 * - `fileUnused`: file `arquivo` was sent but no box took it;
 * - `fieldInvalid`: the field's own rules refuse the answer (`erro`: its {@link FieldError}).
 * @example const code: WalkRefusalCode = 'optionUnknown'
 */
export type WalkRefusalCode =
  | 'walkTooLong'
  | 'walkUnfinished'
  | 'wrongScreen'
  | 'wrongAnswerKind'
  | 'optionUnknown'
  | 'fieldUnknown'
  | 'answerMalformed'
  | 'choiceUnknown'
  | 'columnUnknown'
  | 'fileUnknown'
  | 'fileReused'
  | 'fileRefused'
  | 'fileUnused'
  | 'fieldInvalid';

/** One refusal of a replay. @example const r: WalkRefusal = { code: 'optionUnknown', passo: 1, tela: 'qual-rede', params: { opcao: 'outra' } } */
export interface WalkRefusal {
  code: WalkRefusalCode;
  /** The step (1 for the first); 0 for the walk as a whole (an unused file). */
  passo: number;
  /** The screen the walk stood at when the step was refused. */
  tela?: string;
  /** The field, for a refusal of one answer (a table cell: the table's name). */
  campo?: string;
  params: Record<string, string | number | boolean | object>;
}
