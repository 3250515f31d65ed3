-- Read-your-writes for favourites across API processes (server/areas/favorites/cache.ts): a
-- favourite saved through one process must be in the list the next request reads through another
-- (behind a round-robin proxy the shell's next read may go anywhere). The change notification
-- reaches the other process a moment after the commit; the counter of migration 0016, which every
-- signed-in request compares first (server/auth/auth-generation.ts), does not lag. Favourites are
-- written seldom, so dropping every process's caches on such a write costs little.
CREATE OR REPLACE FUNCTION portal_favorites_bump_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_bump_auth_generation();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER portal_favorite_bump_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portal_favorite
  FOR EACH STATEMENT EXECUTE FUNCTION portal_favorites_bump_generation();
