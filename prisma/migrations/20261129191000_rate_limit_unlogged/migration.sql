-- Issue #27's first-token budget: every /v1 call counts two request windows (its key's and its owner's,
-- D99 and D177) before its prompt may leave, so their write is on the path to the first token. A count of
-- requests in the current minute is not worth a WAL flush: unlogged, the table is written without one. After
-- a crash PostgreSQL empties it (the windows start again) and a standby does not hold it (docs/decisions.md D221).
ALTER TABLE "RateLimitBucket" SET UNLOGGED;
