import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { ROLE_LABEL, type Role } from "#shared/roles";
import { Badge } from "../../components/badge";
import { LogOutIcon, UserIcon } from "../../components/icons";
import { useLogout } from "../../hooks/use-logout";
import { useT } from "../../lib/i18n/use-t";
import { PATHS } from "../../lib/paths";
import styles from "./user-menu.module.css";

interface UserMenuProps {
  userName: string | null;
  userEmail: string | null;
  role: Role;
}

export function UserMenu({ userName, userEmail, role }: UserMenuProps) {
  const { t } = useT();
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const initial = userName?.trim().charAt(0).toUpperCase() || t("common.userMenu.initial");
  const displayName = userName?.trim() || t("common.userMenu.yourAccount");
  const { logout, isPending: loggingOut } = useLogout();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    // Focus moving elsewhere (Tab past the last item) closes it, like a native popup.
    const onFocusIn = (event: FocusEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open]);

  return (
    <div className={styles.wrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatar}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t("common.userMenu.label", { name: displayName })}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        <span aria-hidden="true">{initial}</span>
      </button>
      {open && (
        <div id={menuId} className={styles.dropdown}>
          <div className={styles.identity}>
            <span className={styles.name}>{displayName}</span>
            {userEmail && <span className={styles.email}>{userEmail}</span>}
            <Badge tone={role} className={styles.plan}>
              {t("common.userMenu.plan", { plan: ROLE_LABEL[role] })}
            </Badge>
          </div>
          <ul className={styles.items}>
            <li>
              <Link to={PATHS.profile} className={styles.item}>
                <UserIcon size={18} />
                {t("common.userMenu.profile")}
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
                {loggingOut ? t("common.userMenu.loggingOut") : t("common.userMenu.logout")}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
