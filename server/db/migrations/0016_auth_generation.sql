-- Strict revocation across API processes (server/auth/auth-generation.ts, docs/deployment.md
-- "Scaling out"): one counter, bumped in the same transaction as any change to who may do what
-- (users, roles, grants, resources: the perf migration's grants triggers) and as the end of a
-- sign-in (the provider deletes its Grant record). Every process compares it at each signed-in
-- request, so a revocation committed by one process is refused by every other at its next request.
CREATE TABLE "portal_auth_generation" (
	"id" smallint PRIMARY KEY CHECK ("id" = 1),
	"generation" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "portal_auth_generation" ("id", "generation") VALUES (1, 0);--> statement-breakpoint
-- Once per transaction (a transaction-local flag): a seed or an import writing hundreds of rows
-- in one transaction updates the row once, not once per statement.
CREATE OR REPLACE FUNCTION portal_bump_auth_generation() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.auth_generation_bumped', true) IS DISTINCT FROM 'on' THEN
    UPDATE portal_auth_generation SET generation = generation + 1 WHERE id = 1;
    PERFORM set_config('portal.auth_generation_bumped', 'on', true);
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_notify_grants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_bump_auth_generation();
  PERFORM pg_notify('portal_grants', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_grant_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM ended WHERE type = 'Grant') THEN
    PERFORM portal_bump_auth_generation();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Once per statement: the hourly purge of expired records deletes many rows at once.
CREATE TRIGGER oidc_payload_grant_ended AFTER DELETE ON oidc_payload
  REFERENCING OLD TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION portal_grant_ended();
