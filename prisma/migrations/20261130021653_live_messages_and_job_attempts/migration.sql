-- AlterTable
ALTER TABLE "ScheduledJob" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lastError" TEXT;

-- CreateTable
CREATE TABLE "LiveMessage" (
    "id" SERIAL NOT NULL,
    "gameId" INTEGER NOT NULL,
    "channelId" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "retired" BOOLEAN NOT NULL DEFAULT false,
    "postedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LiveMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LiveMessage_unretired" ON "LiveMessage"("gameId") WHERE (NOT retired);

-- AddForeignKey
ALTER TABLE "LiveMessage" ADD CONSTRAINT "LiveMessage_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill (hand-written): the live message of each unfinished game becomes its first LiveMessage row,
-- so a game that was running before this migration has its current components retired like any other.
INSERT INTO "LiveMessage" ("gameId", "channelId", "messageId", "version")
SELECT "id", "channelId", "liveMessageId", "version" FROM "Game"
WHERE "liveMessageId" IS NOT NULL AND "status" IN ('lobby', 'playing');
