-- AlterTable
ALTER TABLE "LiveMessage" ADD COLUMN     "motionId" INTEGER;

-- CreateTable
CREATE TABLE "AbandonMotion" (
    "id" SERIAL NOT NULL,
    "gameId" INTEGER NOT NULL,
    "openedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AbandonMotion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AbandonVote" (
    "motionId" INTEGER NOT NULL,
    "voterUserId" TEXT NOT NULL,
    "castAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AbandonVote_pkey" PRIMARY KEY ("motionId","voterUserId")
);

-- CreateIndex
CREATE UNIQUE INDEX "AbandonMotion_gameId_key" ON "AbandonMotion"("gameId");

-- AddForeignKey
ALTER TABLE "LiveMessage" ADD CONSTRAINT "LiveMessage_motionId_fkey" FOREIGN KEY ("motionId") REFERENCES "AbandonMotion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AbandonMotion" ADD CONSTRAINT "AbandonMotion_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AbandonVote" ADD CONSTRAINT "AbandonVote_motionId_fkey" FOREIGN KEY ("motionId") REFERENCES "AbandonMotion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
