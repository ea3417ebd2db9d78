-- What drizzle's tables cannot say (decision 0721): the audit trail's field-by-field change (issue 16,
-- decision 0805), computed by the statement that writes the record (stores/audit.ts).
-- audit_changes(before, after, unaudited): each key of the two rows (jsonb objects, either NULL for a
-- create or a delete) whose value differs, as [before, after]; the keys in `unaudited` (the record's
-- bookkeeping, a password's hash) never appear.
CREATE FUNCTION audit_changes(before jsonb, after jsonb, unaudited text[]) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    jsonb_object_agg(k, jsonb_build_array(coalesce(before -> k, 'null'), coalesce(after -> k, 'null'))),
    '{}'::jsonb)
  FROM jsonb_object_keys(coalesce(before, '{}'::jsonb) || coalesce(after, '{}'::jsonb)) AS k
  WHERE k <> ALL (unaudited)
    AND coalesce(before -> k, 'null') IS DISTINCT FROM coalesce(after -> k, 'null')
$$;
