/** `chamados-tree`'s dispatch: one command line in, an exit status out (0 clean, 1 errors, 2 usage). */
import { version } from '../../package.json';
import { cliCatalogs } from '../messages/cli-catalogs';
import { DEFAULT_LOCALE, localeFromTag, type Locale } from '../messages/locale';
import { consoleOutput, type CliOutput } from './cli-output';
import { engineOptionsOf, readCliConfig, verifyOptionsOf, type CliConfig } from './config';
import { runGraph } from './graph';
import { parseCommandLine } from './parse-command-line';
import { runVerify } from './verify';
import { runWalk } from './walk';

/**
 * The language of the environment, as POSIX tools read it: `LC_ALL`, then `LC_MESSAGES`, then
 * `LANG`; pt-BR when none names a catalog language.
 * @example environmentLocale({ LANG: 'es_AR.UTF-8' }) // 'es'
 */
export function environmentLocale(env: Readonly<Record<string, string | undefined>>): Locale {
  const tag = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value !== undefined && value !== '');
  return localeFromTag(tag) ?? DEFAULT_LOCALE;
}

/**
 * Runs one command line (without `node` and the script) and resolves to the exit status.
 * @example process.exitCode = await main(['verify', '--format', 'github', 'arvore.yaml'])
 */
export async function main(args: readonly string[], output: CliOutput = consoleOutput, env: Readonly<Record<string, string | undefined>> = process.env): Promise<number> {
  const fallback = environmentLocale(env);
  const command = parseCommandLine(args, fallback);
  const locale = command.lang ?? fallback;
  const texts = cliCatalogs[locale];
  const config = async (): Promise<CliConfig | undefined> => {
    const read = await readCliConfig(command.config, texts);
    if ('config' in read) return read.config;
    output.err(read.problem);
    return undefined;
  };
  switch (command.kind) {
    case 'help':
      output.out(texts.usage);
      return 0;
    case 'version':
      output.out(version);
      return 0;
    case 'verify': {
      const read = await config();
      return read ? runVerify(command.files, output, { format: command.format, maxWarnings: command.maxWarnings, locale, config: read }) : 2;
    }
    case 'graph': {
      const read = await config();
      return read ? runGraph(command.files, output, command.format, { locale, verify: verifyOptionsOf(read, locale) }) : 2;
    }
    case 'walk': {
      const read = await config();
      return read ? runWalk(command.file, undefined, { locale, config: read, engine: engineOptionsOf(read, locale) }) : 2;
    }
    case 'usage':
      if (command.message !== '') output.err(command.message);
      output.err(texts.usage);
      return 2;
  }
}
