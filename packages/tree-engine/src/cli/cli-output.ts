import { writeLine } from './closed-pipe';

/** Where the CLI writes; tests pass their own. @example const output: CliOutput = { out: console.log, err: console.error } */
export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

/** The process's stdout and stderr. @example await runVerify(files, consoleOutput) */
export const consoleOutput: CliOutput = {
  out: (line) => writeLine(process.stdout, line),
  err: (line) => writeLine(process.stderr, line),
};
