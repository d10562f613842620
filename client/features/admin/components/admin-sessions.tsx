import { SessionsList } from "../../../components/sessions-list";
import { leaveAdmin } from "../../../lib/session";
import { useAdminSessions } from "../api/use-admin-sessions";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";

/** The administrator's own sessions (issue #17), as people see theirs; ending them is audited. */
export function AdminSessions() {
  const calls = useAdminSessions();
  const redirecting = useAdminErrorRedirect(calls.list.error ?? calls.end.error ?? calls.endOthers.error);
  if (redirecting) return null;
  return <SessionsList calls={calls} onSignedOut={leaveAdmin} />;
}
