import { errorList, errorMessage } from "../lib/errors";
import { Alert } from "./alert";
import { IssueList } from "./issue-list";

interface ServerErrorProps {
  error: unknown;
  /** Shown when the server gave no message of its own (network down, server fault). */
  fallback: string;
  /** Heading of the server's list of problems, e.g. "Password Issues:" (docs/product/rules.md#validation-rules). */
  listTitle: string;
}

/**
 * A failed call: the server's message, and the list of problems it returned
 * (e.g. the password rules broken).
 */
export function ServerError({ error, fallback, listTitle }: ServerErrorProps) {
  return <Problems message={errorMessage(error, fallback)} issues={errorList(error)} listTitle={listTitle} />;
}

/**
 * What a form's own check found (`messages` of lib/validate.ts), shown as the server's 400 for the same
 * input would be: the forms whose fields carry no message of their own list them under the form.
 */
export function CheckProblems({ messages, listTitle }: { messages: readonly string[]; listTitle: string }) {
  if (messages.length === 0) return null;
  return <Problems message={messages[0] ?? ""} issues={messages} listTitle={listTitle} />;
}

/** A validation error repeats its first message in the list, so the same text is never shown twice. */
function Problems({ message, issues, listTitle }: { message: string; issues: readonly string[]; listTitle: string }) {
  const showList = issues.length > 1 || (issues.length === 1 && issues[0] !== message);
  const showMessage = !showList || !issues.includes(message);
  return (
    <>
      {showMessage && <Alert tone="danger">{message}</Alert>}
      {showList && <IssueList title={listTitle} issues={issues} />}
    </>
  );
}
