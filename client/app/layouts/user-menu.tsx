import { Suspense, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import type { Role } from "#shared/roles";
import { useT } from "../../lib/i18n/use-t";
import { lazyComponent } from "../../lib/lazy-component";
import { loadUserMenuMessages } from "../../messages/user-menu";
import styles from "./user-menu.module.css";

// The dropdown is drawn only once the avatar is clicked: its code, styles and texts (and the logout's)
// load then, so no page's first render waits for them (BENCHMARKS.md, "SPA initial JavaScript").
const UserMenuDropdown = lazyComponent(
  () => import("./user-menu-dropdown"),
  (module) => module.UserMenuDropdown,
  loadUserMenuMessages,
);

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
        <Suspense fallback={null}>
          <UserMenuDropdown id={menuId} displayName={displayName} userEmail={userEmail} role={role} />
        </Suspense>
      )}
    </div>
  );
}
