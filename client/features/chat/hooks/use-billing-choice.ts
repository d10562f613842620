import { useCallback, useState } from "react";
import { readStorage, writeStorage } from "../../../lib/storage";
import { useWorkspaceChoices } from "../api/use-workspace-choices";
import type { BilledWorkspace } from "../utils/chat-turn";

/** Where the sidebar's switch is remembered, per browser (docs/product/workspaces.md#billing-context). */
const STORAGE_KEY = "nexgen.chat.billTo";

/**
 * What a new chat is billed to: "Personal" (null) or a workspace where the person holds a seat, remembered in
 * local storage. A remembered workspace that is no longer offered (the seat gone) reads as Personal.
 */
export function useBillingChoice() {
  const choices = useWorkspaceChoices();
  const [stored, setStored] = useState(() => readStorage(STORAGE_KEY));
  const workspaces = choices.data ?? [];
  const chosen: BilledWorkspace | null = workspaces.find((workspace) => workspace.id === stored) ?? null;
  const choose = useCallback((id: string | null) => {
    writeStorage(STORAGE_KEY, id);
    setStored(id);
  }, []);
  return { workspaces, chosen, choose };
}
