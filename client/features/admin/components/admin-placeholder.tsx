import { Link } from "react-router-dom";
import { ButtonLink } from "../../../components/button";
import { ComingSoon } from "../../../components/coming-soon";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import styles from "./admin-placeholder.module.css";

interface AdminPlaceholderProps {
  title: string;
  route: string;
  summary: string;
  features: readonly string[];
}

/** Placeholder for an admin screen; the admin issue replaces each page with the real one. */
export function AdminPlaceholder({ title, route, summary, features }: AdminPlaceholderProps) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <>
      <div className={styles.top}>
        <p className={styles.title}>Administrator Panel</p>
        <Link to="/" className={styles.siteLink}>
          Back to site
        </Link>
      </div>
      <ComingSoon
        title={title}
        route={route}
        summary={summary}
        features={features}
        actions={
          route === "/admin/login" ? undefined : (
            <>
              <ButtonLink to="/admin/dashboard" variant="secondary" size="sm">
                Dashboard
              </ButtonLink>
              <ButtonLink to="/admin/users" variant="secondary" size="sm">
                Users
              </ButtonLink>
              <ButtonLink to="/admin/models" variant="secondary" size="sm">
                Models
              </ButtonLink>
              <ButtonLink to="/admin/payments" variant="secondary" size="sm">
                Payments
              </ButtonLink>
              <ButtonLink to="/admin/settings" variant="secondary" size="sm">
                Settings
              </ButtonLink>
            </>
          )
        }
      />
    </>
  );
}
