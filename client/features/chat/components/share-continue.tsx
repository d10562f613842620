import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { errorMessage } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { conversationPath } from "../../../lib/paths";
import { useTRPC } from "../../../lib/trpc";
import styles from "./share-page.module.css";

/** A copy of the snapshot in the reader's own history, opened in the chat. */
export function ContinueInMyChats({ id }: { id: string }) {
  const { t } = useT();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const copy = useMutation(
    trpc.sharing.continue.mutationOptions({
      onSuccess: async (result) => {
        await queryClient.invalidateQueries(trpc.chat.history.pathFilter());
        navigate(conversationPath(result.conversationId));
      },
    }),
  );
  return (
    <div className={styles.continue}>
      <Button onClick={() => copy.mutate({ id })} busy={copy.isPending}>
        {copy.isPending ? t("chat.sharePage.continuing") : t("chat.sharePage.continue")}
      </Button>
      <p className={styles.hint}>{t("chat.sharePage.continueHint")}</p>
      {copy.isError && <Alert tone="danger">{errorMessage(copy.error, t("chat.sharePage.continueFailed"))}</Alert>}
    </div>
  );
}
