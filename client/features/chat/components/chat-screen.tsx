import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { SubscriptionGrace } from "../../../components/subscription-grace";
import { useAppInfo } from "../../../hooks/use-app-info";
import { useCatalog } from "../../../hooks/use-catalog";
import { useSession } from "../../../hooks/use-session";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { lazyComponent } from "../../../lib/lazy-component";
import { PATHS, projectPath } from "../../../lib/paths";
import { expireUserSession } from "../../../lib/session";
import { useAllowance } from "../api/use-allowance";
import { usePlanSync } from "../api/use-plan-sync";
import { useAttachments } from "../hooks/use-attachments";
import { useBillingChoice } from "../hooks/use-billing-choice";
import { type ChatMessage, useChatSession } from "../hooks/use-chat-session";
import { useConversationAddress } from "../hooks/use-conversation-address";
import { useFileDrop } from "../hooks/use-file-drop";
import { useHistoryPanel } from "../hooks/use-history-panel";
import { useModelChoice } from "../hooks/use-model-choice";
import { useOnline } from "../hooks/use-online";
import { useStopOnEscape } from "../hooks/use-stop-on-escape";
import { useWebSearch } from "../hooks/use-web-search";
import { showText } from "../utils/messages";
import { canUseModel } from "../utils/model-choice";
import { visionNotice } from "../utils/vision";
import { BillingSwitch, WorkspaceChip } from "./billing-switch";
import { ChatComposer } from "./chat-composer";
import { ChatHeader } from "./chat-header";
import styles from "./chat-page.module.css";
import { ConnectionNotice } from "./connection-notice";
import { ConversationNotFound } from "./conversation-not-found";
import { DropHint } from "./drop-hint";
import { HistorySidebar } from "./history-sidebar";
import { LockedModelNotice } from "./locked-model-notice";
import { MessageList } from "./message-list";
import type { MessageActions } from "./message-toolbar";
import { ProjectChip } from "./project-chip";
import { ProjectView } from "./project-view";
import { VisionNotice } from "./vision-notice";
import { WebSearchNote, WebSearchToggle } from "./web-search-toggle";

// The share dialog loads when first opened (its texts came with the page, client/app/router.tsx).
const ShareDialog = lazyComponent(
  () => import("./share-dialog"),
  (module) => module.ShareDialog,
);

// The markdown renderer is its own chunk (docs/architecture.md#performance-budgets); fetch it while the user types the first question.
const preloadMarkdown = () => import("./markdown-reply");

type Panel = "menu" | "models" | null;

/** Phones: focusing the input on its own would throw the on-screen keyboard over the conversation. */
const touchOnly = () => window.matchMedia("(pointer: coarse)").matches;

/**
 * The signed-in chat: header with menu and model selector, history sidebar,
 * messages, input. /chat is a new chat, /chat/<id> a stored conversation.
 */
export function ChatScreen() {
  const { t } = useT();
  const session = useSession();
  const [params] = useSearchParams();
  usePlanSync(true);
  const catalog = useCatalog();
  const appInfo = useAppInfo();
  const chat = useChatSession({ onUnauthorized: expireUserSession });
  // A conversation keeps what it is billed to; a new chat takes the sidebar's switch (issue #35). A workspace's
  // seat gives Enterprise's models and search, whatever the person's own plan.
  const billing = useBillingChoice();
  const billedTo = chat.conversationId ? chat.workspace : billing.chosen;
  const plan = billedTo ? "enterprise" : session.role;
  const { models, selected, select, lockedNotice } = useModelChoice(catalog.data, plan, params.get("model"));
  const online = useOnline();
  const navigate = useNavigate();
  const attachments = useAttachments();
  const vision = visionNotice(models, plan, selected, attachments.hasImage);
  const allowance = useAllowance(billedTo?.id);
  const searches = allowance.data?.searches;
  const search = useWebSearch(
    `${chat.generation}:${chat.conversationId}`,
    chat.rememberedSearch,
    plan,
    selected,
    searches ? Math.max(0, searches.limit - searches.used) : null,
  );
  // A new chat on a project's page (/chat?project=<id>, issue #33) starts inside that project.
  const projectId = params.get("project");
  // What a turn asks with: the model, whether to search the web first, and the project a new chat goes into.
  const asking = selected
    ? {
        ...{ modelId: selected.modelId, webSearch: search.on, ...(projectId ? { projectId } : {}) },
        ...(billing.chosen ? { workspace: billing.chosen } : {}),
      }
    : null;

  const [panel, setPanel] = useState<Panel>(null);
  // The conversation whose share dialog is open (docs/product/sharing.md).
  const [sharing, setSharing] = useState<string | null>(null);
  const history = useHistoryPanel();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const focusInput = useCallback((evenOnTouch = false) => {
    if (evenOnTouch || !touchOnly()) inputRef.current?.focus();
  }, []);

  const address = useConversationAddress(chat, (loaded: ChatMessage[]) => {
    // An address with ?model= names the model; otherwise continue with the one the conversation last
    // used, when the plan still allows it. After a reload the conversation can arrive before the
    // catalogue: the model is then chosen by id, and applies once the catalogue is there (useModelChoice
    // falls back to the plan's default if the plan does not allow it).
    if (!params.get("model")) {
      const lastModel = loaded.findLast((message) => message.sender === "ai" && message.model)?.model;
      const model = models.find((candidate) => candidate.modelId === lastModel);
      if (lastModel && (model ? canUseModel(model, plan) : models.length === 0)) select(lastModel);
    }
    focusInput();
  });

  const drop = useFileDrop(attachments.add, !address.notFound);
  // Stop before the server took the question: it is back in the input, and its files in the tray.
  const { restore } = attachments;
  useEffect(() => {
    if (chat.returnedFiles) restore(chat.returnedFiles);
  }, [chat.returnedFiles, restore]);

  useEffect(() => {
    void preloadMarkdown().catch(() => undefined);
    // Ready to type on arrival.
    focusInput();
  }, [focusInput]);

  // The messages' actions, one stable object: a streaming reply re-renders only its own message.
  const latest = useRef({ chat, selected: asking });
  latest.current = { chat, selected: asking };
  const selectedId = selected?.modelId ?? null;
  const actions = useMemo<MessageActions>(
    () => ({
      models,
      plan,
      currentModelId: selectedId,
      onRegenerate: (replyId, modelId) =>
        latest.current.chat.regenerate(replyId, modelId ? { modelId } : latest.current.selected),
      onContinue: (replyId) => latest.current.chat.continueReply(replyId),
      onSelectVersion: (messageId) => void latest.current.chat.selectVersion(messageId),
      onEdit: (messageId, text) => {
        latest.current.chat.edit(messageId, text, latest.current.selected);
        focusInput(true);
      },
      onRetry: () => latest.current.chat.retry(latest.current.selected),
      onRetryWith: (modelId) => {
        select(modelId);
        latest.current.chat.retry({ modelId });
      },
    }),
    [models, plan, selectedId, focusInput, select],
  );

  useStopOnEscape({
    active: chat.busy,
    onStop: chat.stop,
    scope: screenRef,
    blocked: () => panel !== null || (history.open && !history.docked),
  });

  const closePanel = useCallback(() => setPanel(null), []);

  // Leaving an address with ?model= must not change the model on screen.
  const keepModel = () => {
    if (selected) select(selected.modelId);
  };

  const newChat = () => {
    keepModel();
    // Inside a project (its page, or one of its chats), the new chat starts there too.
    const inProject = address.routeId === null ? projectId : chat.projectId;
    chat.newChat();
    if (address.routeId !== null || inProject) navigate(inProject ? projectPath(inProject) : PATHS.chat);
    setPanel(null);
    history.closeDrawer();
    focusInput();
  };

  const send = () => {
    if (vision) return;
    // The files went with the question (a refused turn keeps them for its Retry).
    if (chat.send(chat.draft, asking, attachments.ready)) attachments.clear();
    // Pressing Send moved the focus to the button: the next question is typed where the last one was.
    focusInput(true);
  };
  const screenError = chat.error?.messageId === null ? chat.error : null;
  // A stored conversation with a message, not while a reply is being written.
  const shareable = chat.conversationId && chat.messages.length > 0 && !chat.busy ? chat.conversationId : null;

  return (
    <div ref={screenRef} className={styles.screen}>
      <ChatHeader
        className={styles.header}
        panel={panel}
        onPanelChange={setPanel}
        onClosePanel={closePanel}
        models={models}
        modelsLoading={catalog.isPending}
        selectedModel={selected}
        plan={plan}
        workspaceId={billedTo?.id}
        onSelectModel={(modelId) => {
          select(modelId);
          setPanel(null);
          focusInput(true);
        }}
        onOpenHistory={() => {
          setPanel(null);
          history.show();
        }}
        onShowSidebar={history.collapsed ? history.expand : undefined}
        onNewChat={newChat}
        onShare={
          shareable
            ? () => {
                setPanel(null);
                setSharing(shareable);
              }
            : undefined
        }
      />

      <HistorySidebar
        className={styles.sidebar}
        open={history.open}
        docked={history.docked}
        onClose={history.hide}
        activeId={address.routeId ?? chat.conversationId}
        activeProjectId={address.routeId === null ? projectId : null}
        loadingId={chat.loadingId}
        onNewChat={newChat}
        billing={<BillingSwitch workspaces={billing.workspaces} chosen={billing.chosen} onChoose={billing.choose} />}
        onOpenConversation={() => {
          keepModel();
          history.closeDrawer();
        }}
        onOpenProject={() => {
          keepModel();
          history.closeDrawer();
        }}
        onDeleted={(id) => {
          if (id !== chat.conversationId && id !== address.routeId) return;
          chat.newChat();
          // Replace: Back should not lead to an address that no longer opens anything.
          if (address.routeId !== null) navigate(PATHS.chat, { replace: true });
        }}
      />

      <div className={styles.body}>
        {address.notFound && <ConversationNotFound />}
        <main className={styles.main} aria-label={t("chat.screen.label")} hidden={address.notFound} {...drop.handlers}>
          {drop.dragging && <DropHint />}
          {catalog.isError && (
            <div className={styles.banner}>
              <Alert
                tone="danger"
                title={t("chat.screen.modelsFailed")}
                actions={
                  <Button size="sm" variant="secondary" onClick={() => void catalog.refetch()}>
                    {t("chat.common.retry")}
                  </Button>
                }
              />
            </div>
          )}

          <SubscriptionGrace className={styles.banner} />
          <ConnectionNotice online={online} reconnecting={chat.reconnecting} />
          <LockedModelNotice notice={lockedNotice} />
          <MessageList
            messages={chat.messages}
            phase={chat.phase}
            currentModelName={selected?.name ?? (catalog.isPending ? t("chat.common.loading") : null)}
            loading={chat.loadingId !== null}
            error={chat.error}
            canUpgrade={plan !== "enterprise"}
            actions={actions}
            notice={
              <>
                {appInfo.data?.offlineAi && <Alert tone="warning">{t("chat.screen.offlineAi")}</Alert>}
                {address.routeId !== null && chat.projectId && <ProjectChip projectId={chat.projectId} />}
                {chat.workspace && <WorkspaceChip workspace={chat.workspace} />}
              </>
            }
            queuePosition={chat.queuePosition}
            searching={chat.searching}
            intro={projectId && address.routeId === null ? <ProjectView projectId={projectId} /> : undefined}
            queueHint={
              plan === "enterprise" ? null : (
                <Trans id="chat.queue.upgradeHint" components={{ 0: <Link to={PATHS.pricing} /> }} />
              )
            }
          />

          <ChatComposer
            ref={inputRef}
            value={chat.draft}
            onChange={chat.setDraft}
            onSend={send}
            onStop={() => {
              chat.stop();
              // The Stop button goes once the reply has ended: the keyboard carries on in the input.
              focusInput();
            }}
            busy={chat.busy}
            streaming={chat.phase !== "idle"}
            stopping={chat.stopping}
            canSend={Boolean(selected) && chat.loadingId === null}
            error={screenError ? showText(t, screenError.text) : null}
            upgrade={Boolean(screenError?.planLimit) && plan !== "enterprise"}
            onRetry={() => chat.retry(asking)}
            tools={
              <WebSearchToggle
                state={search.state}
                modelName={selected?.name}
                resetsAt={allowance.data?.resetsAt}
                onToggle={search.toggle}
              />
            }
            toolsNote={<WebSearchNote state={search.state} left={search.left} resetsAt={allowance.data?.resetsAt} />}
            onDismissError={chat.dismissError}
            attachments={attachments}
            blocked={vision !== null}
            notice={
              <VisionNotice
                notice={vision}
                onSwitch={(modelId) => {
                  select(modelId);
                  focusInput(true);
                }}
              />
            }
          />
        </main>
      </div>
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog conversationId={sharing} onClose={() => setSharing(null)} />
        </Suspense>
      )}
    </div>
  );
}
