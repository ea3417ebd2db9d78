-- Spec §5: "a field is required only if it is both required and visible". The module field config may
-- hide a required field of the item or the party, which then saves without it (decision 0602); the
-- columns of such fields take NULL. The checks of their values stay (a price given is still above zero).
-- Item code, item name and company name identify the record and stay NOT NULL.
ALTER TABLE item
  ALTER COLUMN category_id DROP NOT NULL,
  ALTER COLUMN uom_id DROP NOT NULL,
  ALTER COLUMN purchase_gst_rate DROP NOT NULL,
  ALTER COLUMN sale_gst_rate DROP NOT NULL,
  ALTER COLUMN purchase_price DROP NOT NULL,
  ALTER COLUMN sale_price DROP NOT NULL,
  ALTER COLUMN reorder_level DROP NOT NULL;

ALTER TABLE party ALTER COLUMN party_type_id DROP NOT NULL;
