/** `npm run register-commands`: registers /suburbia globally, or in DISCORD_DEV_GUILD_ID when it is set. */
import { loadDiscordConfig, loadDotenv } from '../src/config/env.ts';
import { describeRegistration, discordRest, registerCommands } from '../src/bot/register-commands.ts';

loadDotenv();
const config = loadDiscordConfig(process.env);
if (!config.ok) {
  process.stderr.write(`${config.error}\n`);
  process.exit(1);
}
try {
  const registration = await registerCommands(discordRest(config.config), config.config);
  process.stdout.write(`Registered /suburbia ${describeRegistration(registration)}.\n`);
} catch (error) {
  process.stderr.write(`Registering /suburbia failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
