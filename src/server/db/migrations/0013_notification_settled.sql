-- A notice marked read (a to-do whose task was done, wherever; one its reader opened) is announced as a new one is,
-- so every tab and device of its reader refreshes the bell and the to-do counts at once.
CREATE TRIGGER notifications_settled_announce AFTER UPDATE OF is_read ON notifications FOR EACH ROW WHEN (NEW.is_read AND NOT OLD.is_read) EXECUTE FUNCTION oa_announce_notification();
