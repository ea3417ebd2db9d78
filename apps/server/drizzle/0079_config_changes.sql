-- System config kept in memory per organisation (decision 2381): the database notices this process of its
-- every change, as it does for the tables lookups point into (migration 0002, decision 0207).
CREATE TRIGGER sys_config_rows_changed AFTER INSERT OR UPDATE OR DELETE ON sys_config
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_config');
--> statement-breakpoint
CREATE TRIGGER sys_config_rows_truncated AFTER TRUNCATE ON sys_config
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_config');
