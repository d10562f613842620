import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { ROLE_LABEL, type Role } from "#shared/roles";
import { Badge } from "../../components/badge";
import { LogOutIcon, UserIcon } from "../../components/icons";
import { useLogout } from "../../hooks/use-logout";
import { PATHS } from "../../lib/paths";
import styles from "./user-menu.module.css";

interface UserMenuProps {
  userName: string | null;
  userEmail: string | null;
  role: Role;
}

export function UserMenu({ userName, userEmail, role }: UserMenuProps) {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const initial = userName?.trim().charAt(0).toUpperCase() || "U";
  const displayName = userName?.trim() || "Your account";
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
        aria-label={`Account menu for ${displayName}`}
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
              {ROLE_LABEL[role]} plan
            </Badge>
          </div>
          <ul className={styles.items}>
            <li>
              <Link to={PATHS.profile} className={styles.item}>
                <UserIcon size={18} />
                Profile
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
                {loggingOut ? "Logging out..." : "Logout"}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
