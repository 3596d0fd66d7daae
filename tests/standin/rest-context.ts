import { invalidForm } from './discord-error.ts';
import type { UploadedFile } from './message-rules.ts';
import type { World } from './world.ts';

/** One REST call as a handler sees it. */
export type RestCall = {
  readonly world: World;
  /** http://127.0.0.1:port of the stand-in (attachment URLs, the gateway URL). */
  readonly origin: string;
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly params: readonly string[];
  /** The JSON body (multipart: the payload_json part); undefined when there was none. */
  readonly json: unknown;
  readonly files: readonly UploadedFile[];
};

export type RestResult = { readonly status: number; readonly json?: unknown };

export const ok = (json: unknown): RestResult => ({ status: 200, json });
export const noContent: RestResult = { status: 204 };

export const param = (call: RestCall, index: number): string => {
  const value = call.params[index];
  if (value === undefined) throw new Error(`route parameter ${index} missing`);
  return value;
};

/** Reads a body as Discord does: JSON, or multipart/form-data with payload_json and files[n] parts. */
export const parseBody = async (contentType: string | undefined, body: Buffer): Promise<{ json: unknown; files: UploadedFile[] }> => {
  if (body.length === 0) return { json: undefined, files: [] };
  if (contentType?.startsWith('multipart/form-data')) {
    const form = await new Request('http://127.0.0.1/', { method: 'POST', headers: { 'content-type': contentType }, body }).formData();
    const files: UploadedFile[] = [];
    let json: unknown = undefined;
    for (const [name, value] of form.entries()) {
      if (name === 'payload_json' && typeof value === 'string') {
        json = JSON.parse(value);
        continue;
      }
      const match = /^files\[(\d+)\]$/.exec(name);
      if (!match || typeof value === 'string') throw invalidForm(name, 'unknown multipart field');
      files.push({
        index: Number(match[1]),
        filename: value.name,
        contentType: value.type || 'application/octet-stream',
        bytes: Buffer.from(await value.arrayBuffer()),
      });
    }
    return { json, files };
  }
  try {
    return { json: JSON.parse(body.toString('utf8')), files: [] };
  } catch {
    throw invalidForm('body', 'is not valid JSON');
  }
};
