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
 * (e.g. the password rules broken). A validation error repeats its first
 * message in the list, so the same text is never shown twice.
 */
export function ServerError({ error, fallback, listTitle }: ServerErrorProps) {
  const message = errorMessage(error, fallback);
  const issues = errorList(error);
  const showList = issues.length > 1 || (issues.length === 1 && issues[0] !== message);
  const showMessage = !showList || !issues.includes(message);
  return (
    <>
      {showMessage && <Alert tone="danger">{message}</Alert>}
      {showList && <IssueList title={listTitle} issues={issues} />}
    </>
  );
}
