import { Link } from "react-router-dom";
import { SparklesIcon } from "../../components/icons";
import { APP_NAME } from "../../lib/app-name";
import { PATHS } from "../../lib/paths";
import styles from "./brand-logo.module.css";

export function BrandLogo() {
  return (
    <Link to={PATHS.home} className={styles.logo} aria-label={`${APP_NAME} home`}>
      <span className={styles.mark}>
        <SparklesIcon size={18} />
      </span>
      <span className={styles.name}>{APP_NAME}</span>
    </Link>
  );
}
