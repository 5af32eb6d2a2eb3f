import { and, asc, eq } from 'drizzle-orm';
import type { DataHubKeys, DataHubList, DataHubMapEntry } from '@chamados/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { datahubLists, datahubMaps } from '../db/schema';
import { notFound } from '../lib/http-error';
import { messages } from '../messages';

/** Data-hub lists (dynamic select options) and maps (lookups during assignments). */
export class DataHubService {
  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /**
   * The names of every list and map, for the tree verifier and the editor's completion. A data
   * hub that cannot answer (its database, or a remote one, down) gives `disponivel: false`
   * instead of an error: verification then goes on without checking the names.
   */
  async keys(): Promise<DataHubKeys> {
    try {
      const [lists, maps] = await Promise.all([
        this.db.select({ chave: datahubLists.chave }).from(datahubLists).orderBy(asc(datahubLists.chave)),
        this.db.selectDistinct({ mapa: datahubMaps.mapa }).from(datahubMaps).orderBy(asc(datahubMaps.mapa)),
      ]);
      return { disponivel: true, listas: lists.map((l) => l.chave), mapas: maps.map((m) => m.mapa) };
    } catch (err) {
      this.log?.warn({ err }, 'data hub indisponível: nomes de listas e mapas não conferidos');
      return { disponivel: false, listas: [], mapas: [] };
    }
  }

  async list(key: string): Promise<DataHubList> {
    const [row] = await this.db.select().from(datahubLists).where(eq(datahubLists.chave, key));
    if (!row) throw notFound(messages.listNotFound);
    return row.itens;
  }

  /** The entry of `chave` in `mapa`; a missing map and a missing key are told apart. */
  async lookup(mapa: string, chave: string): Promise<DataHubMapEntry> {
    const [row] = await this.db
      .select()
      .from(datahubMaps)
      .where(and(eq(datahubMaps.mapa, mapa), eq(datahubMaps.chave, chave)));
    if (row) return row;
    const [any] = await this.db.select({ mapa: datahubMaps.mapa }).from(datahubMaps).where(eq(datahubMaps.mapa, mapa)).limit(1);
    throw notFound(any ? messages.mapKeyNotFound : messages.mapNotFound);
  }
}
