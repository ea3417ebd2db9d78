-- Issue 5: searches that stay fast as rows are written, and change notices for what the server keeps in
-- memory (decisions 0201, 0202).

-- PGlite runs no autovacuum: rows written one at a time wait in a GIN index's pending list, which every
-- search reads from start to end, until the list holds 4 MB. The trigram indexes take each row straight
-- into the index instead (a little more work per write, none per search); what the lists hold now is
-- moved into the indexes.
ALTER INDEX item_search SET (fastupdate = off);
ALTER INDEX party_search SET (fastupdate = off);
SELECT gin_clean_pending_list('item_search'::regclass);
SELECT gin_clean_pending_list('party_search'::regclass);

-- While the server is the database's only user (PGlite), it keeps in memory who may do what (users,
-- roles, access data), how a module's records are checked (module field config, custom fields) and which
-- lookup choices exist (rows of the tables lookups point into). Every change to those rows notifies the
-- channel given as the trigger's argument with the organisation's id when its transaction commits
-- ('' after a TRUNCATE: every organisation).
CREATE FUNCTION notify_org_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify(TG_ARGV[0], '');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify(TG_ARGV[0], OLD.org_id::text);
  ELSE
    PERFORM pg_notify(TG_ARGV[0], NEW.org_id::text);
    IF TG_OP = 'UPDATE' AND OLD.org_id IS DISTINCT FROM NEW.org_id THEN
      PERFORM pg_notify(TG_ARGV[0], OLD.org_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER staff_changed AFTER INSERT OR UPDATE OR DELETE ON staff
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_access');
CREATE TRIGGER staff_truncated AFTER TRUNCATE ON staff
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_access');
CREATE TRIGGER role_changed AFTER INSERT OR UPDATE OR DELETE ON role
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_access');
CREATE TRIGGER role_truncated AFTER TRUNCATE ON role
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_access');
CREATE TRIGGER acl_changed AFTER INSERT OR UPDATE OR DELETE ON acl
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_access');
CREATE TRIGGER acl_truncated AFTER TRUNCATE ON acl
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_access');

CREATE TRIGGER form_config_changed AFTER INSERT OR UPDATE OR DELETE ON form_config
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rules');
CREATE TRIGGER form_config_truncated AFTER TRUNCATE ON form_config
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rules');
-- Custom fields and their assignment to modules live in the entity table.
CREATE TRIGGER custom_field_added AFTER INSERT ON entity
  FOR EACH ROW WHEN (NEW.module IN ('customField', 'moduleCustomField'))
  EXECUTE FUNCTION notify_org_change('erp_rules');
CREATE TRIGGER custom_field_changed AFTER UPDATE ON entity
  FOR EACH ROW WHEN (NEW.module IN ('customField', 'moduleCustomField')
                     OR OLD.module IN ('customField', 'moduleCustomField'))
  EXECUTE FUNCTION notify_org_change('erp_rules');
CREATE TRIGGER custom_field_removed AFTER DELETE ON entity
  FOR EACH ROW WHEN (OLD.module IN ('customField', 'moduleCustomField'))
  EXECUTE FUNCTION notify_org_change('erp_rules');
CREATE TRIGGER entity_truncated AFTER TRUNCATE ON entity
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rules');

-- The tables lookups point into (src/resources/resource.ts LOOKUP_TABLES).
CREATE TRIGGER entity_rows_changed AFTER INSERT OR UPDATE OR DELETE ON entity
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_entity');
CREATE TRIGGER entity_rows_truncated AFTER TRUNCATE ON entity
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_entity');
CREATE TRIGGER uom_rows_changed AFTER INSERT OR UPDATE OR DELETE ON uom
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_uom');
CREATE TRIGGER uom_rows_truncated AFTER TRUNCATE ON uom
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_uom');
CREATE TRIGGER item_rows_changed AFTER INSERT OR UPDATE OR DELETE ON item
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_item');
CREATE TRIGGER item_rows_truncated AFTER TRUNCATE ON item
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_item');
CREATE TRIGGER role_rows_changed AFTER INSERT OR UPDATE OR DELETE ON role
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_role');
CREATE TRIGGER role_rows_truncated AFTER TRUNCATE ON role
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_role');
