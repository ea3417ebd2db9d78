-- Issue 14: sessions end when they should (decision 0214).

-- Every token issued, by its id (the token's `jti`): a token is accepted only while its row is here, so
-- every server on the database agrees at once. Logout deletes the token's row; a new password or a
-- disabled user deletes the user's others; deleting the user deletes them all. Rows past their expiry
-- are deleted at the next login.
CREATE TABLE staff_session (
  token_id text PRIMARY KEY,
  org_id bigint NOT NULL,
  staff_id bigint NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  FOREIGN KEY (org_id, staff_id) REFERENCES staff (org_id, id) ON DELETE CASCADE
);
CREATE INDEX staff_session_staff ON staff_session (staff_id);
CREATE INDEX staff_session_expiry ON staff_session (expires_at);

-- While the server is the database's only user (PGlite) it keeps which tokens are live, and drops an
-- organisation's on every change (decision 0207).
CREATE TRIGGER staff_session_changed AFTER INSERT OR UPDATE OR DELETE ON staff_session
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_sessions');
CREATE TRIGGER staff_session_truncated AFTER TRUNCATE ON staff_session
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_sessions');
