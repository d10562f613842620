import { type ReactNode, useState } from "react";
import type { DeviceType } from "#shared/sessions";
import { formatDateTime } from "../lib/format-date";
import { useT } from "../lib/i18n/use-t";
import type { RouterInputs, RouterOutputs } from "../lib/trpc";
import { Alert } from "./alert";
import { Badge } from "./badge";
import { Button, CancelButton } from "./button";
import { Dialog } from "./dialog";
import { GlobeIcon, LogOutIcon, MapPinIcon, MonitorIcon, SmartphoneIcon, TabletIcon } from "./icons";
import { LoadFailed } from "./load-failed";
import { ServerError } from "./server-error";
import styles from "./sessions-list.module.css";
import { LoadingState } from "./spinner";

/** A live session as both lists show it (a person's and an administrator's own answer the same fields). */
export type SessionRow = RouterOutputs["sessions"]["list"][number];

/** The calls the list makes: a person's sessions.* or an administrator's admin.sessions.*. */
export interface SessionsCalls {
  list: { data?: readonly SessionRow[]; error: unknown; isError: boolean; isFetching: boolean; refetch: () => unknown };
  end: Call<RouterInputs["sessions"]["end"], RouterOutputs["sessions"]["end"]>;
  endOthers: Call<void, RouterOutputs["sessions"]["endOthers"]>;
}

interface Call<Input, Result> {
  mutate(input: Input, options?: { onSuccess?: (result: Result) => void }): void;
  isPending: boolean;
  error: unknown;
  reset(): void;
}

const DEVICE_ICONS: Record<DeviceType, ReactNode> = {
  desktop: <MonitorIcon size={22} />,
  mobile: <SmartphoneIcon size={22} />,
  tablet: <TabletIcon size={22} />,
  unknown: <GlobeIcon size={22} />,
};

interface SessionsListProps {
  calls: SessionsCalls;
  /** This device's session was ended from the list: sign out here, as Logout does. */
  onSignedOut: () => void;
}

/**
 * Where an account is signed in, for a person's profile and an administrator's
 * settings alike: each session's device, address and dates, ending one, and
 * (after a confirmation) every other one.
 */
export function SessionsList({ calls, onSignedOut }: SessionsListProps) {
  const { t } = useT();
  const { list, end, endOthers } = calls;
  const [endingId, setEndingId] = useState<string | null>(null);
  // The device whose session was ended here, or the server's word for ending the others.
  const [notice, setNotice] = useState<{ device: string } | { message: string } | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (list.isError) return <LoadFailed title={t("common.sessions.loadFailed")} query={list} />;
  if (!list.data) return <LoadingState message={t("common.sessions.loading")} />;

  const others = list.data.filter((session) => !session.current).length;

  const endOne = (session: SessionRow) => {
    if (end.isPending) return;
    setNotice(null);
    endOthers.reset();
    setEndingId(session.id);
    end.mutate(
      { sessionId: session.id },
      {
        onSuccess: (result) => {
          if (result.current) onSignedOut();
          else setNotice({ device: session.device });
        },
      },
    );
  };

  const closeConfirm = () => {
    if (endOthers.isPending) return;
    endOthers.reset();
    setConfirming(false);
  };
  const confirmEndOthers = () => {
    if (endOthers.isPending) return;
    endOthers.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        setNotice({ message: result.message });
      },
    });
  };

  return (
    <div className={styles.sessions}>
      {notice && (
        <Alert tone="success">
          {"device" in notice ? t("common.sessions.deviceSignedOut", { device: notice.device }) : notice.message}
        </Alert>
      )}
      {end.error ? (
        <ServerError error={end.error} fallback={t("common.sessions.endFailed")} listTitle={t("common.problems")} />
      ) : null}
      {list.data.length === 0 ? (
        <p className={styles.empty}>{t("common.sessions.none")}</p>
      ) : (
        <ul className={styles.list} aria-label={t("common.sessions.list")}>
          {list.data.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              busy={end.isPending && endingId === session.id}
              onEnd={() => endOne(session)}
            />
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        {others > 0 ? (
          <>
            <p className={styles.muted}>{t("common.sessions.othersHint")}</p>
            <Button
              variant="secondary"
              icon={<LogOutIcon size={16} />}
              onClick={() => {
                setNotice(null);
                setConfirming(true);
              }}
            >
              {t("common.sessions.signOutOthers")}
            </Button>
          </>
        ) : (
          <p className={styles.muted}>{t("common.sessions.onlyHere")}</p>
        )}
      </div>

      <Dialog
        open={confirming}
        onClose={closeConfirm}
        title={t("common.sessions.confirmTitle")}
        description={t("common.sessions.confirmCount", { count: others })}
        footer={
          <>
            <CancelButton onClick={closeConfirm} disabled={endOthers.isPending} />
            <Button variant="danger" busy={endOthers.isPending} onClick={confirmEndOthers}>
              {endOthers.isPending ? t("common.sessions.signingOut") : t("common.sessions.signOutOthersShort")}
            </Button>
          </>
        }
      >
        <p className={styles.muted}>{t("common.sessions.confirmText")}</p>
        {endOthers.error ? (
          <ServerError
            error={endOthers.error}
            fallback={t("common.sessions.endOthersFailed")}
            listTitle={t("common.problems")}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

function SessionItem({ session, busy, onEnd }: { session: SessionRow; busy: boolean; onEnd: () => void }) {
  const { t } = useT();
  return (
    <li className={[styles.item, session.current && styles.current].filter(Boolean).join(" ")}>
      <span className={styles.icon}>{DEVICE_ICONS[session.deviceType]}</span>
      <div className={styles.details}>
        <p className={styles.device}>
          <span className={styles.deviceName}>{session.device}</span>
          {session.current && <Badge tone="success">{t("common.sessions.thisDevice")}</Badge>}
        </p>
        <p className={styles.meta}>
          <span className={styles.place}>
            <MapPinIcon size={14} />
            {session.ip ?? t("common.sessions.addressUnknown")}
          </span>
          <span>{t("common.sessions.signedIn", { date: formatDateTime(session.createdAt) ?? "-" })}</span>
        </p>
        <p className={styles.meta}>
          {/* The current session is in use right now, whatever its last refresh says. */}
          {session.current
            ? t("common.sessions.activeNow")
            : t("common.sessions.lastActive", { date: formatDateTime(session.lastUsedAt) ?? "-" })}
        </p>
      </div>
      <Button
        size="sm"
        variant={session.current ? "secondary" : "danger"}
        className={styles.action}
        busy={busy}
        onClick={onEnd}
        aria-label={
          session.current
            ? t("common.sessions.signOutHere")
            : t("common.sessions.signOutDevice", { device: session.device })
        }
      >
        {busy ? t("common.sessions.signingOut") : t("common.sessions.signOut")}
      </Button>
    </li>
  );
}
