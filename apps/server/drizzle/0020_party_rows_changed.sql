-- The location master looks up a job worker (decision 1030): party is now a table lookups point into,
-- so the database notices its every change like the others' (migration 0002, decision 0207).
CREATE TRIGGER party_rows_changed AFTER INSERT OR UPDATE OR DELETE ON party
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_party');
--> statement-breakpoint
CREATE TRIGGER party_rows_truncated AFTER TRUNCATE ON party
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_party');
