-- AlterEnum
ALTER TYPE "JobKind" ADD VALUE 'resume';

-- CreateTable
CREATE TABLE "GamePause" (
    "id" SERIAL NOT NULL,
    "gameId" INTEGER NOT NULL,
    "pausedByUserId" TEXT NOT NULL,
    "startedAt" TIMESTAMPTZ(3) NOT NULL,
    "until" TIMESTAMPTZ(3) NOT NULL,
    "endedAt" TIMESTAMPTZ(3),

    CONSTRAINT "GamePause_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "GamePause_gameId_idx" ON "GamePause"("gameId");

-- CreateIndex
CREATE UNIQUE INDEX "GamePause_one_open_per_game" ON "GamePause"("gameId") WHERE ("endedAt" IS NULL);

-- AddForeignKey
ALTER TABLE "GamePause" ADD CONSTRAINT "GamePause_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
