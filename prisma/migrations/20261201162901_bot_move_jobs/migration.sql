-- AlterEnum
ALTER TYPE "JobKind" ADD VALUE 'bot_move';
