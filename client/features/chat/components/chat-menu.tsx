import { type RefObject, useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { LogOutIcon, PlusIcon, UserIcon } from "../../../components/icons";
import { LanguageSwitch } from "../../../components/language-switch";
import { HistoryIcon, HomeIcon, ShareIcon } from "../../../components/workspace-icons";
import { useLogout } from "../../../hooks/use-logout";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import { useDismiss } from "../hooks/use-dismiss";
import styles from "./chat-popover.module.css";

interface ChatMenuProps {
  open: boolean;
  onClose: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  onOpenHistory: () => void;
  onNewChat: () => void;
  /** Set while a stored conversation is on screen. */
  onShare?: () => void;
}

/**
 * The hamburger menu (docs/product/screens.md): Chat History, Home Page, Profile Page, New Chat, Share (with a
 * conversation open), Logout;
 * and the language switch where the header has no room for it (docs/product/languages.md).
 */
export function ChatMenu({ open, onClose, triggerRef, onOpenHistory, onNewChat, onShare }: ChatMenuProps) {
  const { t } = useT();
  const panel = useRef<HTMLElement>(null);
  const { logout, isPending } = useLogout();
  useDismiss(open, onClose, { panel, trigger: triggerRef });

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [open]);

  if (!open) return null;
  return (
    <nav ref={panel} id="chat-menu" className={`${styles.popover} ${styles.menu}`} aria-label={t("chat.menu.label")}>
      <ul className={styles.menuList}>
        <li>
          <button type="button" className={styles.menuItem} onClick={onOpenHistory}>
            <HistoryIcon size={18} />
            {t("chat.menu.history")}
          </button>
        </li>
        <li>
          <Link to={PATHS.home} className={styles.menuItem}>
            <HomeIcon size={18} />
            {t("chat.menu.home")}
          </Link>
        </li>
        <li>
          <Link to={PATHS.profile} className={styles.menuItem}>
            <UserIcon size={18} />
            {t("chat.menu.profile")}
          </Link>
        </li>
        <li>
          <button type="button" className={styles.menuItem} onClick={onNewChat}>
            <PlusIcon size={18} />
            {t("chat.common.newChat")}
          </button>
        </li>
        {onShare && (
          <li>
            <button type="button" className={styles.menuItem} onClick={onShare}>
              <ShareIcon size={18} />
              {t("chat.share.open")}
            </button>
          </li>
        )}
        <li className={styles.menuLanguage}>
          <LanguageSwitch />
        </li>
        <li className={styles.menuSeparator}>
          <button
            type="button"
            className={`${styles.menuItem} ${styles.menuDanger}`}
            onClick={logout}
            disabled={isPending}
            aria-busy={isPending || undefined}
          >
            <LogOutIcon size={18} />
            {isPending ? t("chat.menu.loggingOut") : t("chat.menu.logout")}
          </button>
        </li>
      </ul>
    </nav>
  );
}
