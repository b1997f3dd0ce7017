import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/database.ts';
import { seed } from '../../src/server/seed/seed.ts';

/**
 * One migrated, seeded database per test run, which every test file's database starts as: migrating and seeding
 * took about 5.5 s per file; a copy takes 0.4 s on the embedded database and a `create database … template` on a
 * PostgreSQL server. The copy is made when the run starts, from the code under test.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Without DATABASE_URL: the seeded embedded database's data folder, an uncompressed tarball. */
    templateFile: string;
    /** With DATABASE_URL: the seeded database on that server that test databases are created from. */
    templateDatabase: string;
  }
}

/** Vitest's global set-up: makes the template, and removes it when the run ends. */
export default async function makeTemplate(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'oa-template-'));
  const serverUrl = process.env.DATABASE_URL;
  let dropTemplate = async () => {};
  if (serverUrl) {
    const name = `oa_template_${randomUUID().replaceAll('-', '')}`;
    await onServer(serverUrl, `create database ${name}`);
    dropTemplate = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
    const database = await openDatabase({ url: databaseUrl(serverUrl, name), dataDir: folder });
    await seed(database.db);
    await database.close();
    project.provide('templateDatabase', name);
  } else {
    const embedded = await openDatabase({ dataDir: 'memory://' });
    await seed(embedded.db);
    const templateFile = path.join(folder, 'pglite.tar');
    writeFileSync(templateFile, Buffer.from(await (await embedded.dumpDataDir!('none')).arrayBuffer()));
    await embedded.close();
    project.provide('templateFile', templateFile);
  }
  return async () => {
    await dropTemplate();
    rmSync(folder, { recursive: true, force: true });
  };
}

/** The seeded embedded database's data folder, for `openDatabase({ startFrom })`. */
export const seededDataDir = () => new Blob([readFileSync(inject('templateFile'))]);

/** Creates a database on the server of `serverUrl` as a copy of the seeded template; answers its address. */
export async function createSeededDatabase(serverUrl: string, name: string) {
  await onServer(serverUrl, `create database ${name} template ${inject('templateDatabase')}`);
  return databaseUrl(serverUrl, name);
}

/** Runs one statement on the server's maintenance connection (the database `serverUrl` names). */
export async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string) {
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
}
