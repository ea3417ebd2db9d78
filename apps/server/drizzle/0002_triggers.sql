-- What drizzle's tables cannot say (decision 0721): the triggers, written by hand as a custom migration
-- (`drizzle-kit generate --custom`), equal to those migrations 0002, 0004, 0005 and 0006 left.

-- Stock (ARCHITECTURE "Stock", decision 0601) - append-only: a posted movement is corrected by another
-- movement, never changed or removed.
CREATE FUNCTION stock_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_ledger is append-only: post a correcting movement instead';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stock_ledger_no_update BEFORE UPDATE OR DELETE ON stock_ledger
  FOR EACH ROW EXECUTE FUNCTION stock_ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER stock_ledger_no_truncate BEFORE TRUNCATE ON stock_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION stock_ledger_append_only();
--> statement-breakpoint

-- Change notices (decisions 0201, 0202, 0207): while the server is the database's only user (PGlite), it
-- keeps in memory who may do what (users, roles, access data: erp_access), how a module's records are
-- checked (module field config, custom fields: erp_rules), which lookup choices exist (the rows of the
-- tables lookups point into, src/resources/resource.ts LOOKUP_TABLES: erp_rows_<table>) and which tokens
-- are live (erp_sessions). Every change to those rows notifies the channel given as the trigger's argument
-- with the organisation's id when its transaction commits ('' after a TRUNCATE: every organisation).
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
--> statement-breakpoint
CREATE TRIGGER staff_changed AFTER INSERT OR UPDATE OR DELETE ON staff
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_access');
--> statement-breakpoint
CREATE TRIGGER staff_truncated AFTER TRUNCATE ON staff
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_access');
--> statement-breakpoint
CREATE TRIGGER role_changed AFTER INSERT OR UPDATE OR DELETE ON role
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_access');
--> statement-breakpoint
CREATE TRIGGER role_truncated AFTER TRUNCATE ON role
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_access');
--> statement-breakpoint
CREATE TRIGGER acl_changed AFTER INSERT OR UPDATE OR DELETE ON acl
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_access');
--> statement-breakpoint
CREATE TRIGGER acl_truncated AFTER TRUNCATE ON acl
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_access');
--> statement-breakpoint
CREATE TRIGGER form_config_changed AFTER INSERT OR UPDATE OR DELETE ON form_config
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rules');
--> statement-breakpoint
CREATE TRIGGER form_config_truncated AFTER TRUNCATE ON form_config
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rules');
--> statement-breakpoint
CREATE TRIGGER custom_field_changed AFTER INSERT OR UPDATE OR DELETE ON custom_field
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rules');
--> statement-breakpoint
CREATE TRIGGER custom_field_truncated AFTER TRUNCATE ON custom_field
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rules');
--> statement-breakpoint
CREATE TRIGGER module_custom_field_changed AFTER INSERT OR UPDATE OR DELETE ON module_custom_field
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rules');
--> statement-breakpoint
CREATE TRIGGER module_custom_field_truncated AFTER TRUNCATE ON module_custom_field
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rules');
--> statement-breakpoint
CREATE TRIGGER staff_session_changed AFTER INSERT OR UPDATE OR DELETE ON staff_session
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_sessions');
--> statement-breakpoint
CREATE TRIGGER staff_session_truncated AFTER TRUNCATE ON staff_session
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_sessions');
--> statement-breakpoint
CREATE TRIGGER branch_rows_changed AFTER INSERT OR UPDATE OR DELETE ON branch
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_branch');
--> statement-breakpoint
CREATE TRIGGER branch_rows_truncated AFTER TRUNCATE ON branch
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_branch');
--> statement-breakpoint
CREATE TRIGGER category_type_rows_changed AFTER INSERT OR UPDATE OR DELETE ON category_type
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_category_type');
--> statement-breakpoint
CREATE TRIGGER category_type_rows_truncated AFTER TRUNCATE ON category_type
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_category_type');
--> statement-breakpoint
CREATE TRIGGER custom_field_rows_changed AFTER INSERT OR UPDATE OR DELETE ON custom_field
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_custom_field');
--> statement-breakpoint
CREATE TRIGGER custom_field_rows_truncated AFTER TRUNCATE ON custom_field
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_custom_field');
--> statement-breakpoint
CREATE TRIGGER department_rows_changed AFTER INSERT OR UPDATE OR DELETE ON department
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_department');
--> statement-breakpoint
CREATE TRIGGER department_rows_truncated AFTER TRUNCATE ON department
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_department');
--> statement-breakpoint
CREATE TRIGGER item_rows_changed AFTER INSERT OR UPDATE OR DELETE ON item
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_item');
--> statement-breakpoint
CREATE TRIGGER item_rows_truncated AFTER TRUNCATE ON item
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_item');
--> statement-breakpoint
CREATE TRIGGER location_rows_changed AFTER INSERT OR UPDATE OR DELETE ON location
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_location');
--> statement-breakpoint
CREATE TRIGGER location_rows_truncated AFTER TRUNCATE ON location
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_location');
--> statement-breakpoint
CREATE TRIGGER mould_name_rows_changed AFTER INSERT OR UPDATE OR DELETE ON mould_name
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_mould_name');
--> statement-breakpoint
CREATE TRIGGER mould_name_rows_truncated AFTER TRUNCATE ON mould_name
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_mould_name');
--> statement-breakpoint
CREATE TRIGGER mould_type_rows_changed AFTER INSERT OR UPDATE OR DELETE ON mould_type
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_mould_type');
--> statement-breakpoint
CREATE TRIGGER mould_type_rows_truncated AFTER TRUNCATE ON mould_type
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_mould_type');
--> statement-breakpoint
CREATE TRIGGER party_type_rows_changed AFTER INSERT OR UPDATE OR DELETE ON party_type
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_party_type');
--> statement-breakpoint
CREATE TRIGGER party_type_rows_truncated AFTER TRUNCATE ON party_type
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_party_type');
--> statement-breakpoint
CREATE TRIGGER process_rows_changed AFTER INSERT OR UPDATE OR DELETE ON process
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_process');
--> statement-breakpoint
CREATE TRIGGER process_rows_truncated AFTER TRUNCATE ON process
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_process');
--> statement-breakpoint
CREATE TRIGGER process_type_rows_changed AFTER INSERT OR UPDATE OR DELETE ON process_type
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_process_type');
--> statement-breakpoint
CREATE TRIGGER process_type_rows_truncated AFTER TRUNCATE ON process_type
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_process_type');
--> statement-breakpoint
CREATE TRIGGER product_type_rows_changed AFTER INSERT OR UPDATE OR DELETE ON product_type
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_product_type');
--> statement-breakpoint
CREATE TRIGGER product_type_rows_truncated AFTER TRUNCATE ON product_type
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_product_type');
--> statement-breakpoint
CREATE TRIGGER role_rows_changed AFTER INSERT OR UPDATE OR DELETE ON role
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_role');
--> statement-breakpoint
CREATE TRIGGER role_rows_truncated AFTER TRUNCATE ON role
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_role');
--> statement-breakpoint
CREATE TRIGGER stock_area_rows_changed AFTER INSERT OR UPDATE OR DELETE ON stock_area
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_stock_area');
--> statement-breakpoint
CREATE TRIGGER stock_area_rows_truncated AFTER TRUNCATE ON stock_area
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_stock_area');
--> statement-breakpoint
CREATE TRIGGER transport_rows_changed AFTER INSERT OR UPDATE OR DELETE ON transport
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_transport');
--> statement-breakpoint
CREATE TRIGGER transport_rows_truncated AFTER TRUNCATE ON transport
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_transport');
--> statement-breakpoint
CREATE TRIGGER uom_rows_changed AFTER INSERT OR UPDATE OR DELETE ON uom
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_uom');
--> statement-breakpoint
CREATE TRIGGER uom_rows_truncated AFTER TRUNCATE ON uom
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_uom');
--> statement-breakpoint
CREATE TRIGGER zone_rows_changed AFTER INSERT OR UPDATE OR DELETE ON zone
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_zone');
--> statement-breakpoint
CREATE TRIGGER zone_rows_truncated AFTER TRUNCATE ON zone
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_zone');
