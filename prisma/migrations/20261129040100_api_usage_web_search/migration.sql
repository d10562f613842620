-- Issue #31: a /v1 call that searched the web (an Enterprise key's web plugin or :online model) is counted
-- and its search's share of the cost kept, like a chat reply's, so the admin's cost report can show it apart.
ALTER TABLE "ApiUsage" ADD COLUMN "webSearch" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "searchCostMicroUsd" INTEGER;
