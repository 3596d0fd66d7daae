import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latest, playToTheEnd, startTable, START_UP_MS, STEP_MS, twoPlayersAtTurnOne, untilDisabled, type Table } from './table.ts';

/** A game played to its end through the stand-in, then its final results' Rematch button pressed: the new lobby opens. */
let table: Table;
beforeAll(async () => {
  table = await startTable();
}, START_UP_MS);
afterAll(async () => table?.close());

describe('the Rematch button of a finished game', () => {
  it('opens a lobby hosted by the player who pressed it, retires the button, and refuses later presses privately', { timeout: 300_000 }, async () => {
    const { standIn } = table;
    const channel = standIn.addChannel('rematches');
    const { alice, bob, players, first } = await twoPlayersAtTurnOne(standIn, channel);
    const { final } = await playToTheEnd(standIn, channel, players, first);
    const rematch = final.buttons.find((b) => b.label === 'Rematch');
    expect(rematch).toMatchObject({ disabled: false });

    // someone who did not play is refused privately, and nothing is posted
    const carol = standIn.addUser('carol');
    const before = standIn.publicMessages(channel).length;
    const stranger = await carol.click(final, 'Rematch').reply(STEP_MS);
    expect(stranger.ephemeral).toBe(true);
    expect(stranger.content).toContain('can start its rematch');
    expect(standIn.publicMessages(channel)).toHaveLength(before);

    const opened = await bob.click(final, 'Rematch').reply(STEP_MS);
    expect(opened.ephemeral).toBe(true);
    expect(opened.content).toContain('You opened the lobby of **');
    expect(opened.content).toContain(', the rematch of **');
    const lobby = await standIn.waitFor('the rematch lobby', () => latest(standIn, channel, (m) => m.buttons.some((b) => b.label === 'Join' && b.disabled !== true)), STEP_MS);
    expect(lobby.content).toContain('1. bob (host)');
    expect(lobby.pinged).toEqual([alice.id]);
    expect(lobby.content).not.toContain('2. ');
    await untilDisabled(standIn, channel, final.id);

    // the same button, pressed again (a double click that raced the disabling): one lobby only, and a link to it
    const again = await alice.forgeComponent(final, rematch?.custom_id ?? '').reply(STEP_MS);
    expect(again.ephemeral).toBe(true);
    expect(again.content).toContain(`This channel already has an unfinished game`);
    expect(again.content).toContain(`https://discord.com/channels/${standIn.guildId}/${channel.id}/${lobby.id}`);
    // the finished game's lobby message had its buttons disabled when it started: the rematch's is the one open lobby
    expect(standIn.publicMessages(channel).filter((m) => m.buttons.some((b) => b.label === 'Join' && b.disabled !== true)).map((m) => m.id)).toEqual([lobby.id]);

    // alice takes the empty seat of the rematch
    expect((await alice.click(lobby, 'Join').reply(STEP_MS)).content).toContain('You joined');
    expect(standIn.violations).toEqual([]);
  });
});
