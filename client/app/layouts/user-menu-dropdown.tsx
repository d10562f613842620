import { Link } from "react-router-dom";
import { ROLE_LABEL, type Role } from "#shared/roles";
import { Badge } from "../../components/badge";
import { LayersIcon, LogOutIcon, UserIcon } from "../../components/icons";
import { useLogout } from "../../hooks/use-logout";
import { useT } from "../../lib/i18n/use-t";
import { PATHS } from "../../lib/paths";
import styles from "./user-menu-dropdown.module.css";

interface UserMenuDropdownProps {
  id: string;
  displayName: string;
  userEmail: string | null;
  role: Role;
}

/**
 * The account menu's open part: who is signed in, the plan, Profile, Workspaces and Logout. Its code, styles and
 * texts load the first time the menu opens (user-menu.tsx), not with every page a signed-in person opens.
 */
export function UserMenuDropdown({ id, displayName, userEmail, role }: UserMenuDropdownProps) {
  const { t } = useT();
  const { logout, isPending: loggingOut } = useLogout();
  return (
    <div id={id} className={styles.dropdown}>
      <div className={styles.identity}>
        <span className={styles.name}>{displayName}</span>
        {userEmail && <span className={styles.email}>{userEmail}</span>}
        <Badge tone={role} className={styles.plan}>
          {t("common.userMenuItems.plan", { plan: ROLE_LABEL[role] })}
        </Badge>
      </div>
      <ul className={styles.items}>
        <li>
          <Link to={PATHS.profile} className={styles.item}>
            <UserIcon size={18} />
            {t("common.userMenuItems.profile")}
          </Link>
        </li>
        <li>
          <Link to={PATHS.workspaces} className={styles.item}>
            <LayersIcon size={18} />
            {t("common.userMenuItems.workspaces")}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={logout}
            disabled={loggingOut}
            aria-busy={loggingOut || undefined}
          >
            <LogOutIcon size={18} />
            {loggingOut ? t("common.userMenuItems.loggingOut") : t("common.userMenuItems.logout")}
          </button>
        </li>
      </ul>
    </div>
  );
}
