import type { Db } from '@grtv/kit';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { buildCatalogue, DEFAULT_SEED, type Catalogue } from './build-catalogue';

/** Rows per INSERT: well under Postgres' 65,535 bind parameters for the widest table. */
const BATCH = 500;
/** Serialises seeding across processes that start at once (transaction-scoped advisory lock). */
const SEED_LOCK = 727_201;

export interface SeedResult {
  seeded: boolean;
  /** Rows inserted per table; null when the catalogue was already there. */
  counts: Record<keyof Catalogue, number> | null;
}

/**
 * Fills an empty catalogue with the deterministic seed; does nothing when channels exist. Runs in
 * one transaction, so a crash leaves the catalogue empty (seeded on the next start), never half-made.
 */
export async function seedIfEmpty(db: Db, seed = DEFAULT_SEED): Promise<SeedResult> {
  return db.transaction(async (tx): Promise<SeedResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: schema.channels.id }).from(schema.channels).limit(1);
    if (existing.length > 0) return { seeded: false, counts: null };
    const catalogue = buildCatalogue(seed);
    const order: [PgTable, object[]][] = [
      [schema.channels, catalogue.channels],
      [schema.categories, catalogue.categories],
      [schema.genres, catalogue.genres],
      [schema.shows, catalogue.shows],
      [schema.showGenres, catalogue.showGenres],
      [schema.seasons, catalogue.seasons],
      [schema.episodes, catalogue.episodes],
      [schema.videos, catalogue.videos],
      [schema.videoGenres, catalogue.videoGenres],
      [schema.slides, catalogue.slides],
      [schema.carousels, catalogue.carousels],
      [schema.carouselItems, catalogue.carouselItems],
      [schema.liveHeaders, catalogue.liveHeaders],
      [schema.liveCategories, catalogue.liveCategories],
      [schema.liveChannels, catalogue.liveChannels],
      [schema.legalTexts, catalogue.legalTexts],
    ];
    for (const [table, rows] of order) {
      for (let i = 0; i < rows.length; i += BATCH) await tx.insert(table).values(rows.slice(i, i + BATCH) as never);
    }
    const counts = Object.fromEntries(Object.entries(catalogue).map(([k, rows]) => [k, rows.length])) as Record<keyof Catalogue, number>;
    return { seeded: true, counts };
  });
}
