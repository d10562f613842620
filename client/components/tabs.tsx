import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { useT } from "../lib/i18n/use-t";
import { LockIcon } from "./icons";
import styles from "./tabs.module.css";

export interface TabItem<T extends string> {
  id: T;
  label: string;
  count?: number;
  /** Shown with a lock and aria-disabled, yet still selectable so its panel can explain why. */
  locked?: boolean;
}

interface TabsProps<T extends string> {
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Tabs share the full width equally (a segmented control), instead of sizing to their labels. */
  stretch?: boolean;
  /** The panel of the selected tab. */
  children: ReactNode;
}

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select. */
export function Tabs<T extends string>({ label, items, value, onChange, stretch, children }: TabsProps<T>) {
  const { t } = useT();
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.id);
    tabRefs.current.get(item.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.id === value);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className={stretch ? `${styles.tablist} ${styles.stretch}` : styles.tablist}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const selected = item.id === value;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              id={tabId(item.id)}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              aria-disabled={item.locked || undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.id)}
            >
              {item.locked && <LockIcon size={14} />}
              {item.label}
              {item.locked && <span className="visually-hidden">{t("common.tabs.locked")}</span>}
              {item.count !== undefined && <span className={styles.count}>{item.count}</span>}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
