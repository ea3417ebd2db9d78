-- Hand-written: the organisations made before these keys were listed have them, at their defaults (as 0036
-- did for the e-invoice keys), so that the System Configuration screen shows them: the aggregate turnover of
-- decision 1970 (empty: not kept), a direct invoice without a dispatch (NO) and an inward's tolerance over its
-- order (0 %).
INSERT INTO "sys_config" ("org_id", "key_name", "value", "search")
SELECT o."id", k."key_name", k."value", lower(k."key_name") || '|' || lower(k."value")
FROM "organisation" o
CROSS JOIN (VALUES ('AATO_CRORE', ''), ('DIRECT_INVOICE', 'NO'), ('INWARD_TOLERANCE_PERCENT', '0')) AS k("key_name", "value")
ON CONFLICT ("org_id", "key_name") DO NOTHING;
