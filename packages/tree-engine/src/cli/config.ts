/**
 * `chamados-tree.config.json`: what a team's portal knows that a tree file does not — its ticket
 * defaults, where its FAQ lives, its data hub's lists and maps — so `verify` checks a tree in CI
 * exactly as the portal will, and `walk` runs it with the team's own data.
 */
import { readFile } from 'node:fs/promises';
import type { CliTexts } from '../messages/cli';
import type { Locale } from '../messages/locale';
import type { EngineOptions, TicketDefaults } from '../ticket/engine-options';
import type { ListItem } from '../types';
import type { VerifyOptions } from '../verify/verify-tree';

/** The file read when `--config` is not given, from the current folder, if it exists. @example CONFIG_FILE // 'chamados-tree.config.json' */
export const CONFIG_FILE = 'chamados-tree.config.json';

/**
 * The configuration file's content.
 * @example const config: CliConfig = { faq: { urlTemplate: 'https://faq.ufv.br/artigo/{id}' }, dataHub: { lists: { predios: [{ key: 'pvb', value: 'Pavilhão B' }] }, maps: {} } }
 */
export interface CliConfig {
  /** The help desk's ticket defaults (see `TicketDefaults`). */
  defaults?: Partial<TicketDefaults>;
  faq?: {
    /** Where `fonte: faq` articles live, `{id}` in place of the article number. */
    urlTemplate?: string;
    /** Hosts an `otrs` tutorial may point at besides `/api/faq/{id}`. */
    hosts?: string[];
  };
  /** The data hub's lists (items `{ key, value }`) and maps (key → value), by name. */
  dataHub?: { lists?: Record<string, ListItem[]>; maps?: Record<string, Record<string, string>> };
}

const DEFAULT_KEYS = ['fila', 'tipo', 'prioridade', 'filaAutoatendimento', 'estadoFechado', 'assunto'];
const isMap = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

/** The first problem of a parsed configuration, worded; undefined when it is right. */
function problemOf(config: unknown, words: CliTexts['configProblems']): string | undefined {
  if (!isMap(config)) return words.notAMap;
  const unknown = (map: Record<string, unknown>, allowed: readonly string[], prefix: string): string | undefined => {
    const key = Object.keys(map).find((k) => !allowed.includes(k) && !(prefix === '' && k === '$schema'));
    return key === undefined ? undefined : words.unknownKey(`${prefix}${key}`);
  };
  const top = unknown(config, ['defaults', 'faq', 'dataHub'], '');
  if (top) return top;
  const { defaults, faq, dataHub } = config;
  if (defaults !== undefined) {
    if (!isMap(defaults)) return words.mustBeObject('defaults');
    const bad = unknown(defaults, DEFAULT_KEYS, 'defaults.');
    if (bad) return bad;
    const notText = Object.keys(defaults).find((key) => !isText(defaults[key]));
    if (notText) return words.mustBeText(`defaults.${notText}`);
  }
  if (faq !== undefined) {
    if (!isMap(faq)) return words.mustBeObject('faq');
    const bad = unknown(faq, ['urlTemplate', 'hosts'], 'faq.');
    if (bad) return bad;
    if (faq.urlTemplate !== undefined && !isText(faq.urlTemplate)) return words.mustBeText('faq.urlTemplate');
    if (isText(faq.urlTemplate) && faq.urlTemplate.split('{id}').length !== 2) return words.noIdInTemplate;
    // An address the portal can open: absolute http(s), or a path on the portal itself.
    if (isText(faq.urlTemplate) && !/^(https?:\/\/[^/]|\/(?!\/))/i.test(faq.urlTemplate)) return words.templateNotAnAddress;
    if (faq.hosts !== undefined && !(Array.isArray(faq.hosts) && faq.hosts.every(isText))) return words.mustBeTextList('faq.hosts');
    // Compared with a tutorial address's host (and port): a scheme or a path never matches.
    const notAHost = ((faq.hosts as string[] | undefined) ?? []).find((host) => !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?\.?(:\d{1,5})?$/i.test(host));
    if (notAHost !== undefined) return words.notAHost(notAHost);
  }
  if (dataHub !== undefined) {
    if (!isMap(dataHub)) return words.mustBeObject('dataHub');
    const bad = unknown(dataHub, ['lists', 'maps'], 'dataHub.');
    if (bad) return bad;
    const { lists, maps } = dataHub;
    if (lists !== undefined) {
      if (!isMap(lists)) return words.mustBeObject('dataHub.lists');
      for (const [name, items] of Object.entries(lists)) {
        const fine = Array.isArray(items) && items.every((item) => isMap(item) && isText(item.key) && isText(item.value));
        if (!fine) return words.mustBeListItems(`dataHub.lists.${name}`);
      }
    }
    if (maps !== undefined) {
      if (!isMap(maps)) return words.mustBeObject('dataHub.maps');
      for (const [name, map] of Object.entries(maps)) {
        if (!isMap(map) || !Object.values(map).every(isText)) return words.mustBeMap(`dataHub.maps.${name}`);
      }
    }
  }
  return undefined;
}

/**
 * Reads the configuration: `file` when given (it must exist), else `chamados-tree.config.json`
 * in the current folder when there is one, else none.
 * @example const read = await readCliConfig(undefined, cliCatalogs['pt-BR']); if ('problem' in read) console.error(read.problem)
 */
export async function readCliConfig(file: string | undefined, texts: CliTexts): Promise<{ config: CliConfig } | { problem: string }> {
  let text: string;
  try {
    text = await readFile(file ?? CONFIG_FILE, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (file === undefined && code === 'ENOENT') return { config: {} };
    return { problem: `${file ?? CONFIG_FILE}: ${texts.unreadable(code ?? String(error))}` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: texts.badConfig(file ?? CONFIG_FILE, texts.configProblems.notJson) };
  }
  const problem = problemOf(parsed, texts.configProblems);
  return problem === undefined ? { config: parsed as CliConfig } : { problem: texts.badConfig(file ?? CONFIG_FILE, problem) };
}

/**
 * What `verify` passes to `parseTree`: the FAQ rules, the data hub's names (only when the
 * configuration lists them, so that without it nothing is checked against them), the language.
 * @example verifyOptionsOf({ faq: { hosts: ['faq.ufv.br'] } }, 'en') // { faqHosts: ['faq.ufv.br'], locale: 'en' }
 */
export function verifyOptionsOf(config: CliConfig, locale: Locale): VerifyOptions {
  const options: VerifyOptions = { locale };
  if (config.faq?.hosts) options.faqHosts = config.faq.hosts;
  if (config.faq?.urlTemplate) options.faqUrlTemplate = config.faq.urlTemplate;
  if (config.dataHub) options.dataHub = { lists: Object.keys(config.dataHub.lists ?? {}), maps: Object.keys(config.dataHub.maps ?? {}) };
  return options;
}

/** What the walk passes to the engine's functions. @example engineOptionsOf({ defaults: { fila: 'Mesa' } }, 'es') */
export function engineOptionsOf(config: CliConfig, locale: Locale): EngineOptions {
  return config.defaults ? { locale, defaults: config.defaults } : { locale };
}
