/** An error the stand-in answers with, shaped like Discord's JSON error body. */
export class DiscordError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: unknown,
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { code: this.code, message: this.message, ...(this.errors === undefined ? {} : { errors: this.errors }) };
  }
}

/** 50035: the request body breaks a documented limit; `field` names where, `reason` says which limit. */
export const invalidForm = (field: string, reason: string): DiscordError =>
  new DiscordError(400, 50035, `Invalid Form Body: ${field}: ${reason}`, {
    [field]: { _errors: [{ code: 'BASE_TYPE_INVALID', message: reason }] },
  });

export const unknownInteraction = (): DiscordError => new DiscordError(404, 10062, 'Unknown interaction');
export const alreadyAcknowledged = (): DiscordError =>
  new DiscordError(400, 40060, 'Interaction has already been acknowledged.');
export const unknownWebhook = (): DiscordError => new DiscordError(404, 10015, 'Unknown Webhook');
export const unknownMessage = (): DiscordError => new DiscordError(404, 10008, 'Unknown Message');
export const unknownChannel = (): DiscordError => new DiscordError(404, 10003, 'Unknown Channel');
export const unknownUser = (): DiscordError => new DiscordError(404, 10013, 'Unknown User');
export const unknownGuild = (): DiscordError => new DiscordError(404, 10004, 'Unknown Guild');
export const unknownMember = (): DiscordError => new DiscordError(404, 10007, 'Unknown Member');
export const unknownCommand = (): DiscordError => new DiscordError(404, 10063, 'Unknown application command');
export const cannotDmUser = (): DiscordError => new DiscordError(403, 50007, 'Cannot send messages to this user');
export const missingPermissions = (): DiscordError => new DiscordError(403, 50013, 'Missing Permissions');
export const threadArchived = (): DiscordError => new DiscordError(400, 50083, 'Thread is archived');
export const emptyMessage = (): DiscordError => new DiscordError(400, 50006, 'Cannot send an empty message');
export const unauthorized = (): DiscordError => new DiscordError(401, 0, '401: Unauthorized');
export const unknownRoute = (): DiscordError => new DiscordError(404, 0, '404: Not Found');
export const fileTooLarge = (): DiscordError => new DiscordError(413, 40005, 'Request entity too large');
