import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { ROLE_LABEL, type Role } from "#shared/roles";
import { CheckIcon, LockIcon } from "../../../components/icons";
import { useT } from "../../../lib/i18n/use-t";
import { useDismiss } from "../hooks/use-dismiss";
import { type ChatModel, canUseModel } from "../utils/model-choice";
import styles from "./regenerate-menu.module.css";

interface RegenerateMenuProps {
  onClose: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  models: readonly ChatModel[];
  plan: Role;
  /** The model that wrote the reply (ticked). */
  replyModelId: string | null;
  onPick: (modelId: string) => void;
}

const GAP = 6;
const EDGE = 8;

/**
 * "Regenerate with…": every model of the catalogue, those above the plan
 * shown but disabled (as in the model selector). Placed by the viewport, not
 * the message list, so the list's scrolling never clips it; it opens
 * downwards when there is room, else upwards.
 */
export function RegenerateMenu({ onClose, triggerRef, models, plan, replyModelId, onPick }: RegenerateMenuProps) {
  const { t } = useT();
  const panel = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  useDismiss(true, onClose, { panel, trigger: triggerRef });

  useLayoutEffect(() => {
    const trigger = triggerRef.current?.getBoundingClientRect();
    const menu = panel.current;
    if (!trigger || !menu) return;
    const { offsetWidth: width, offsetHeight: height } = menu;
    const below = trigger.bottom + GAP;
    const top = below + height <= window.innerHeight - EDGE ? below : Math.max(EDGE, trigger.top - GAP - height);
    const left = Math.min(Math.max(EDGE, trigger.left), window.innerWidth - width - EDGE);
    setPlace({ top, left });
  }, [triggerRef]);

  // Once placed, the keyboard starts on the reply's own model (or the first that can be picked).
  useEffect(() => {
    const menu = panel.current;
    if (!place || !menu || menu.contains(document.activeElement)) return;
    const current = menu.querySelector<HTMLElement>("[aria-checked='true']:not(:disabled)");
    (current ?? menu.querySelector<HTMLElement>("button:not(:disabled)"))?.focus({ preventScroll: true });
  }, [place]);

  // Its place is the trigger's at opening: scrolling or resizing would leave it behind, so it closes.
  useLayoutEffect(() => {
    const close = (event: Event) => {
      if (event.target instanceof Node && panel.current?.contains(event.target)) return;
      onClose();
    };
    window.addEventListener("resize", close);
    document.addEventListener("scroll", close, true);
    return () => {
      window.removeEventListener("resize", close);
      document.removeEventListener("scroll", close, true);
    };
  }, [onClose]);

  // Menu keys (WAI-ARIA menu pattern): arrows move between the models that can be picked, Tab leaves.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Tab") {
      onClose();
      return;
    }
    const items = [...(panel.current?.querySelectorAll<HTMLButtonElement>("button:not(:disabled)") ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === "ArrowDown"
        ? items[(at + 1) % items.length]
        : event.key === "ArrowUp"
          ? items[(at - 1 + items.length) % items.length]
          : event.key === "Home"
            ? items[0]
            : event.key === "End"
              ? items.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <div
      ref={panel}
      className={styles.menu}
      role="menu"
      aria-label={t("chat.regenerate.title")}
      data-placed={place ? "" : undefined}
      style={place ? { top: place.top, left: place.left } : undefined}
      onKeyDown={onKeyDown}
    >
      <p className={styles.title} aria-hidden="true">
        {t("chat.regenerate.title")}
      </p>
      {models.map((model) => {
        const usable = canUseModel(model, plan);
        const current = model.modelId === replyModelId;
        return (
          <button
            key={model.modelId}
            type="button"
            role="menuitemradio"
            aria-checked={current}
            className={styles.item}
            disabled={!usable}
            onClick={() => onPick(model.modelId)}
          >
            <span className={styles.name}>{model.name}</span>
            {!usable ? (
              <span className={styles.locked}>
                <LockIcon size={14} />
                {ROLE_LABEL[model.tier]}
              </span>
            ) : current ? (
              <CheckIcon size={16} className={styles.check} />
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
