-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "GameStatus" AS ENUM ('lobby', 'playing', 'finished', 'abandoned');

-- CreateEnum
CREATE TYPE "SeatKind" AS ENUM ('human', 'bot');

-- CreateEnum
CREATE TYPE "JobKind" AS ENUM ('reminder', 'deadline', 'goal_deadline');

-- CreateTable
CREATE TABLE "Game" (
    "id" SERIAL NOT NULL,
    "guildId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "parentChannelId" TEXT,
    "name" TEXT,
    "status" "GameStatus" NOT NULL DEFAULT 'lobby',
    "hostUserId" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "seed" BIGINT NOT NULL,
    "rulesVersion" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "state" JSONB,
    "liveMessageId" TEXT,
    "endReason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "startedAt" TIMESTAMPTZ(3),
    "endedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Seat" (
    "gameId" INTEGER NOT NULL,
    "order" INTEGER NOT NULL,
    "kind" "SeatKind" NOT NULL,
    "discordUserId" TEXT,
    "displayName" TEXT NOT NULL,
    "joinedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Seat_pkey" PRIMARY KEY ("gameId","order")
);

-- CreateTable
CREATE TABLE "Move" (
    "gameId" INTEGER NOT NULL,
    "index" INTEGER NOT NULL,
    "seat" INTEGER,
    "entry" JSONB NOT NULL,
    "stateVersion" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Move_pkey" PRIMARY KEY ("gameId","index")
);

-- CreateTable
CREATE TABLE "ScheduledJob" (
    "id" SERIAL NOT NULL,
    "gameId" INTEGER NOT NULL,
    "kind" "JobKind" NOT NULL,
    "key" TEXT NOT NULL DEFAULT '',
    "dueAt" TIMESTAMPTZ(3) NOT NULL,
    "payload" JSONB NOT NULL DEFAULT '{}',
    "claimedBy" TEXT,
    "leaseUntil" TIMESTAMPTZ(3),
    "completedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ScheduledJob_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserPreference" (
    "discordUserId" TEXT NOT NULL,
    "dmsClosed" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "UserPreference_pkey" PRIMARY KEY ("discordUserId")
);

-- CreateTable
CREATE TABLE "DmFailure" (
    "gameId" INTEGER NOT NULL,
    "discordUserId" TEXT NOT NULL,
    "code" INTEGER NOT NULL,
    "failedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DmFailure_pkey" PRIMARY KEY ("gameId","discordUserId")
);

-- CreateIndex
CREATE INDEX "Game_guildId_status_idx" ON "Game"("guildId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "Game_one_unfinished_per_channel" ON "Game"("channelId") WHERE (status = ANY (ARRAY['lobby'::"GameStatus", 'playing'::"GameStatus"]));

-- CreateIndex
CREATE INDEX "Seat_discordUserId_idx" ON "Seat"("discordUserId");

-- CreateIndex
CREATE UNIQUE INDEX "Seat_gameId_discordUserId_key" ON "Seat"("gameId", "discordUserId");

-- CreateIndex
CREATE INDEX "ScheduledJob_pending_due" ON "ScheduledJob"("dueAt") WHERE ("completedAt" IS NULL);

-- CreateIndex
CREATE UNIQUE INDEX "ScheduledJob_one_pending_per_key" ON "ScheduledJob"("gameId", "kind", "key") WHERE ("completedAt" IS NULL);

-- AddForeignKey
ALTER TABLE "Seat" ADD CONSTRAINT "Seat_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Move" ADD CONSTRAINT "Move_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScheduledJob" ADD CONSTRAINT "ScheduledJob_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DmFailure" ADD CONSTRAINT "DmFailure_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
