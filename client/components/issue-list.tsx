import { Alert } from "./alert";
import styles from "./issue-list.module.css";

interface IssueListProps {
  title: string;
  issues: readonly string[];
}

/** A list of problems to fix, e.g. the password rules the server rejected ("Password Issues:"). */
export function IssueList({ title, issues }: IssueListProps) {
  if (issues.length === 0) return null;
  return (
    <Alert tone="danger" title={title}>
      <ul className={styles.list}>
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
    </Alert>
  );
}
