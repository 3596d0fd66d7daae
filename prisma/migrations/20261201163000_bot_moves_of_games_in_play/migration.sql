-- Backfill (hand-written, apart from the enum value: a new enum value cannot be used in the transaction that adds
-- it). Bot seats used to play within the request that preceded them; a game left with a bot seat to move (its
-- process stopped in between) gets the bot_move job that plays it now, due at once. The job re-reads the game
-- and does nothing where no bot seat has a decision.
INSERT INTO "ScheduledJob" ("gameId", "kind", "key", "dueAt", "payload")
SELECT g."id", 'bot_move', g."version"::text, now(), jsonb_build_object('version', g."version")
FROM "Game" g
WHERE g."status" = 'playing' AND EXISTS (SELECT 1 FROM "Seat" s WHERE s."gameId" = g."id" AND s."kind" = 'bot');
