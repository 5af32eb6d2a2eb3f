/**
 * The `chamados-tree` command line: `verify`, `graph` and `walk`, so other teams can lint and
 * inspect trees in their own CI. Built to dist/cli.js; bin/chamados-tree.js runs it.
 */
import { cliMessages } from '../messages/cli';
import { tolerateClosedPipe } from './closed-pipe';
import { runGraph } from './graph';
import { consoleOutput, runVerify, type CliOutput } from './verify';
import { runWalk } from './walk';

/**
 * Runs one command line (without `node` and the script) and resolves to the exit status.
 * @example process.exitCode = await main(['verify', 'arvore.yaml'])
 */
export async function main(args: readonly string[], output: CliOutput = consoleOutput): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case 'verify':
      if (rest.length === 0) break;
      return runVerify(rest, output);
    case 'graph':
    case 'walk': {
      const [file] = rest;
      if (file === undefined) {
        output.err(cliMessages.missingFile(command));
        return 2;
      }
      return command === 'graph' ? runGraph(file, output) : runWalk(file);
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      output.out(cliMessages.usage);
      return 0;
    default:
      output.err(cliMessages.unknownCommand(command));
  }
  output.err(cliMessages.usage);
  return 2;
}

tolerateClosedPipe(process.stdout);
tolerateClosedPipe(process.stderr);
process.exitCode = await main(process.argv.slice(2));
