/** Creating and dropping whole databases on a PostgreSQL server (fresh databases for test runs). */
import { PrismaPg } from '@prisma/adapter-pg';

const databaseName = /^[a-z_][a-z0-9_]{0,62}$/;

const onServer = async (serverUrl: string, script: string): Promise<void> => {
  const adapter = await new PrismaPg({ connectionString: serverUrl }).connect();
  try {
    await adapter.executeScript(script);
  } finally {
    await adapter.dispose();
  }
};

/** The URL of database `name` on the server `serverUrl` points at. */
export const databaseUrl = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Creates database `name` (lower-case letters, digits, underscores) and returns its URL. */
export const createDatabase = async (serverUrl: string, name: string): Promise<string> => {
  if (!databaseName.test(name)) throw new Error(`createDatabase: "${name}" is not a plain database name`);
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  return databaseUrl(serverUrl, name);
};

export const dropDatabase = async (serverUrl: string, name: string): Promise<void> => {
  if (!databaseName.test(name)) throw new Error(`dropDatabase: "${name}" is not a plain database name`);
  await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
};
