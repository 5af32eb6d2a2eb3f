/** `chamados-tree`'s dispatch: one command line in, an exit status out (0 clean, 1 errors, 2 usage). */
import { version } from '../../package.json';
import { cliMessages } from '../messages/cli';
import { consoleOutput, type CliOutput } from './cli-output';
import { runGraph } from './graph';
import { parseCommandLine } from './parse-command-line';
import { runVerify } from './verify';
import { runWalk } from './walk';

/**
 * Runs one command line (without `node` and the script) and resolves to the exit status.
 * @example process.exitCode = await main(['verify', '--format', 'github', 'arvore.yaml'])
 */
export async function main(args: readonly string[], output: CliOutput = consoleOutput): Promise<number> {
  const command = parseCommandLine(args);
  switch (command.kind) {
    case 'help':
      output.out(cliMessages.usage);
      return 0;
    case 'version':
      output.out(version);
      return 0;
    case 'verify':
      return runVerify(command.files, output, command);
    case 'graph':
      return runGraph(command.files, output, command.format);
    case 'walk':
      return runWalk(command.file);
    case 'usage':
      if (command.message !== '') output.err(command.message);
      output.err(cliMessages.usage);
      return 2;
  }
}
