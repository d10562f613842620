import { Link } from "react-router-dom";
import { SparklesIcon } from "../../components/icons";
import { APP_NAME } from "../../lib/app-name";
import { useT } from "../../lib/i18n/use-t";
import { PATHS } from "../../lib/paths";
import styles from "./brand-logo.module.css";

export function BrandLogo() {
  const { t } = useT();
  return (
    <Link to={PATHS.home} className={styles.logo} aria-label={t("common.brand.home", { appName: APP_NAME })}>
      <span className={styles.mark}>
        <SparklesIcon size={18} />
      </span>
      <span className={styles.name}>{APP_NAME}</span>
    </Link>
  );
}
