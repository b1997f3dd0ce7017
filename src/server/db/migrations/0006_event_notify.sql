-- A new notification is announced on the 'oa_events' channel when its transaction commits, so every
-- server instance listening on this database can push it to its connected clients.
CREATE OR REPLACE FUNCTION oa_announce_notification() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('oa_events', json_build_object('topic', 'notification', 'userId', NEW.user_id, 'type', NEW.type)::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notifications_announce AFTER INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION oa_announce_notification();
