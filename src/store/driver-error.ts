import { DriverAdapterError } from '@prisma/driver-adapter-utils';

/**
 * PostgreSQL's error (from pg or PGlite) as the driver-adapter error Prisma reports with its
 * message; anything else unchanged.
 */
export const asDriverError = (error: unknown): unknown => {
  const { code, severity, message, detail, hint, column } = error as Partial<Record<'code' | 'severity' | 'message' | 'detail' | 'hint' | 'column', string>>;
  if (code === undefined || message === undefined) return error;
  return new DriverAdapterError({ kind: 'postgres', code, severity: severity ?? 'ERROR', message, detail, column, hint });
};
