-- CreateEnum
CREATE TYPE "BotStrength" AS ENUM ('easy', 'normal', 'hard');

-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "botStrength" "BotStrength";

-- Bot seats stored before strengths existed played the built-in policy, the normal strength
UPDATE "Seat" SET "botStrength" = 'normal' WHERE "kind" = 'bot';
