-- Change notifications for the server's in-memory caches (server/db/notify.ts): any write to the
-- tables behind a caller's user row and grants, or to a user's favourites, is announced to every
-- API process on the database, whoever wrote it.
CREATE OR REPLACE FUNCTION portal_notify_grants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_grants', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER portal_user_notify_grants AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portal_user
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_grants();--> statement-breakpoint
CREATE TRIGGER portal_user_role_notify_grants AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portal_user_role
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_grants();--> statement-breakpoint
CREATE TRIGGER portal_role_notify_grants AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portal_role
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_grants();--> statement-breakpoint
CREATE TRIGGER portal_role_resource_permission_notify_grants AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portal_role_resource_permission
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_grants();--> statement-breakpoint
CREATE TRIGGER portal_permission_set_notify_grants AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portal_permission_set
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_grants();--> statement-breakpoint
CREATE TRIGGER portal_ressource_notify_grants AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portal_ressource
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_grants();--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_notify_favorites() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('portal_favorites', '');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('portal_favorites', NEW.user_id::text);
  ELSE
    PERFORM pg_notify('portal_favorites', OLD.user_id::text);
    IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
      PERFORM pg_notify('portal_favorites', NEW.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER portal_favorite_notify AFTER INSERT OR UPDATE OR DELETE ON portal_favorite
  FOR EACH ROW EXECUTE FUNCTION portal_notify_favorites();--> statement-breakpoint
CREATE TRIGGER portal_favorite_notify_truncate AFTER TRUNCATE ON portal_favorite
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_favorites();--> statement-breakpoint
-- Nearest-first dealer search (server/api/crm/dealer-search.ts): a KNN-capable GiST index on the
-- earth point of each dealer.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS crm_dealer_earth_idx ON crm_dealer USING gist (ll_to_earth(latitude, longitude));
