-- AlterEnum
ALTER TYPE "JobKind" ADD VALUE 'board';
