import { and, eq } from 'drizzle-orm';
import type { DataHubList, DataHubMapEntry } from '@chamados/api-contract';
import type { Db } from '../db/database';
import { datahubLists, datahubMaps } from '../db/schema';
import { notFound } from '../lib/http-error';
import { messages } from '../messages';

/** Data-hub lists (dynamic select options) and maps (lookups during assignments). */
export class DataHubService {
  constructor(private readonly db: Db) {}

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
