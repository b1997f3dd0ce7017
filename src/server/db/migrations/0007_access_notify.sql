-- Every change to what decides a user's access (users, their roles and offices, roles, menus, role menus) or to a
-- session (ended, shortened) is announced on the 'oa_access' channel when its transaction commits, so every server
-- instance drops the access it keeps for sessions (src/server/lib/session-cache.ts).
CREATE OR REPLACE FUNCTION oa_announce_access() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('oa_access', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION oa_announce_access();
--> statement-breakpoint
CREATE TRIGGER user_roles_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION oa_announce_access();
--> statement-breakpoint
CREATE TRIGGER roles_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION oa_announce_access();
--> statement-breakpoint
CREATE TRIGGER menus_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menus FOR EACH STATEMENT EXECUTE FUNCTION oa_announce_access();
--> statement-breakpoint
CREATE TRIGGER role_menus_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_menus FOR EACH STATEMENT EXECUTE FUNCTION oa_announce_access();
--> statement-breakpoint
CREATE TRIGGER offices_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offices FOR EACH STATEMENT EXECUTE FUNCTION oa_announce_access();
--> statement-breakpoint
CREATE TRIGGER sessions_access AFTER DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION oa_announce_access();
--> statement-breakpoint
-- The sliding expiry only ever lengthens a session; anything else that changes one is announced.
CREATE TRIGGER sessions_changed_access AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (NEW.expires_at < OLD.expires_at OR NEW.user_id <> OLD.user_id OR NEW.token_hash <> OLD.token_hash)
  EXECUTE FUNCTION oa_announce_access();
