-- AlterTable
-- Games finished before this have no kept final results message (null): their history link is their channel
ALTER TABLE "Game" ADD COLUMN     "resultsMessageId" TEXT;
