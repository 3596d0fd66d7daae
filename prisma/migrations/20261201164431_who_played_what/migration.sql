-- CreateEnum
CREATE TYPE "MoveActorKind" AS ENUM ('person', 'bot_seat', 'bot_skip', 'bot_deadline');

-- AlterTable
ALTER TABLE "Move" ADD COLUMN     "actorKind" "MoveActorKind",
ADD COLUMN     "actorStrength" "BotStrength",
ADD COLUMN     "actorUserId" TEXT;

-- CreateTable
CREATE TABLE "SeatOccupancy" (
    "id" SERIAL NOT NULL,
    "gameId" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "fromMove" INTEGER NOT NULL,
    "kind" "SeatKind" NOT NULL,
    "discordUserId" TEXT,
    "displayName" TEXT NOT NULL,
    "strength" "BotStrength",
    "since" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SeatOccupancy_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SeatOccupancy_gameId_seat_fromMove_idx" ON "SeatOccupancy"("gameId", "seat", "fromMove");

-- CreateIndex
CREATE INDEX "SeatOccupancy_discordUserId_idx" ON "SeatOccupancy"("discordUserId");

-- AddForeignKey
ALTER TABLE "SeatOccupancy" ADD CONSTRAINT "SeatOccupancy_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Games started before occupancy was recorded: each seat's final occupant is credited from the first move
-- (a bot seat at its stored strength); their moves keep no actor, so they have no time to move.
INSERT INTO "SeatOccupancy" ("gameId", "seat", "fromMove", "kind", "discordUserId", "displayName", "strength", "since")
SELECT s."gameId", s."order", 0, s."kind", s."discordUserId", s."displayName",
       CASE WHEN s."kind" = 'bot' THEN COALESCE(s."botStrength", 'normal'::"BotStrength") END, g."startedAt"
FROM "Seat" s JOIN "Game" g ON g."id" = s."gameId"
WHERE g."startedAt" IS NOT NULL
ORDER BY s."gameId", s."order";
