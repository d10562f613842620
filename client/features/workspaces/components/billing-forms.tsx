import { type FormEvent, useState } from "react";
import type { BillingPeriod } from "#shared/subscriptions";
import { prorateSeats, SEATS_MAX, seatPrice } from "#shared/workspace-seats";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { SelectField, TextField } from "../../../components/form-field";
import { errorMessage } from "../../../lib/errors";
import { formatLongDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import { useTRPCClient } from "../../../lib/trpc";
import { type SeatsCheckout, type SeatsOverview, useScheduleSeats, useStopRenewal } from "../api/use-seat-billing";
import styles from "./billing-page.module.css";
import { CoreConfirmDialog } from "./core-confirm-dialog";

const whole = (text: string) => (/^\d+$/.test(text) ? Number(text) : 0);

interface FormProps {
  overview: SeatsOverview;
  /** Opens the checkout for what the server made (an order or a subscription). */
  pay: (checkout: SeatsCheckout) => void;
}

/** Buying a period of seats: the number, the period, renewing or paid once, and the total before paying. */
export function BuySeatsForm({ overview, pay }: FormProps) {
  const { t } = useT();
  const client = useTRPCClient();
  const renewing = overview.inForce && overview.period !== null;
  const [seats, setSeats] = useState(
    String(overview.seatsNext ?? (renewing ? overview.seatsBought : Math.max(1, overview.members + overview.pending))),
  );
  const [period, setPeriod] = useState<BillingPeriod>(overview.period ?? "monthly");
  const [renew, setRenew] = useState(!renewing);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = whole(seats);
  const price = seatPrice(period);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      pay(await client.workspaceBilling.buy.mutate({ workspaceId: overview.workspaceId, seats: count, period, renew }));
    } catch (caught) {
      setError(errorMessage(caught, t("workspaces.billing.failed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="buy-seats-title">
      <h2 id="buy-seats-title" className={styles.formTitle}>
        {renewing ? t("workspaces.billing.renewTitle") : t("workspaces.billing.buyTitle")}
      </h2>
      <p className={styles.hint}>{t("workspaces.billing.buyHint")}</p>
      {error && <Alert tone="danger">{error}</Alert>}
      <div className={styles.fields}>
        <TextField
          label={t("workspaces.billing.seats")}
          type="number"
          inputMode="numeric"
          min={1}
          max={SEATS_MAX}
          value={seats}
          onChange={(event) => setSeats(event.target.value)}
          required
        />
        <SelectField
          label={t("workspaces.billing.periodLabel")}
          value={period}
          disabled={renewing}
          onChange={(event) => setPeriod(event.target.value === "yearly" ? "yearly" : "monthly")}
        >
          <option value="monthly">
            {t("workspaces.billing.monthlyOption", { price: formatRupees(seatPrice("monthly")) })}
          </option>
          <option value="yearly">
            {t("workspaces.billing.yearlyOption", { price: formatRupees(seatPrice("yearly")) })}
          </option>
        </SelectField>
      </div>
      {!renewing && (
        <label className={styles.check}>
          <input type="checkbox" checked={renew} onChange={(event) => setRenew(event.target.checked)} />
          {t("workspaces.billing.renewLabel")}
        </label>
      )}
      <p className={styles.total} aria-live="polite">
        {t("workspaces.billing.total", {
          total: formatRupees(price * count),
          seats: count,
          price: formatRupees(price),
        })}
      </p>
      <Button type="submit" busy={busy} disabled={count < 1}>
        {t("workspaces.billing.buy")}
      </Button>
    </form>
  );
}

/** Adding seats within the period in force, with the prorated price shown before paying. */
export function AddSeatsForm({ overview, pay }: FormProps) {
  const { t } = useT();
  const client = useTRPCClient();
  const [seats, setSeats] = useState("1");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = whole(seats);
  const quote =
    overview.paidUntil && overview.period
      ? prorateSeats({ added: count, period: overview.period, paidUntil: new Date(overview.paidUntil), at: new Date() })
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      pay(await client.workspaceBilling.add.mutate({ workspaceId: overview.workspaceId, seats: count }));
    } catch (caught) {
      setError(errorMessage(caught, t("workspaces.billing.failed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="add-seats-title">
      <h2 id="add-seats-title" className={styles.formTitle}>
        {t("workspaces.billing.addTitle")}
      </h2>
      <p className={styles.hint}>{t("workspaces.billing.addHint")}</p>
      {error && <Alert tone="danger">{error}</Alert>}
      <TextField
        label={t("workspaces.billing.addSeats")}
        type="number"
        inputMode="numeric"
        min={1}
        max={SEATS_MAX}
        value={seats}
        onChange={(event) => setSeats(event.target.value)}
        required
      />
      {quote && (
        <p className={styles.total} aria-live="polite">
          {t("workspaces.billing.addTotal", {
            total: formatRupees(quote.amount),
            days: quote.daysLeft,
            period: quote.daysInPeriod,
          })}
        </p>
      )}
      <Button type="submit" busy={busy} disabled={count < 1}>
        {t("workspaces.billing.add")}
      </Button>
    </form>
  );
}

/** Fewer seats from the renewal (never below the members and pending invitations: the server says how many). */
export function RemoveSeatsForm({ overview }: { overview: SeatsOverview }) {
  const { t } = useT();
  const schedule = useScheduleSeats();
  const [seats, setSeats] = useState(String(overview.seatsNext ?? overview.seats));
  const [saved, setSaved] = useState<number | null>(null);
  const count = whole(seats);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    schedule.mutate(
      { workspaceId: overview.workspaceId, seats: count },
      { onSuccess: (next) => setSaved(next.seatsNext ?? next.seats) },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="remove-seats-title">
      <h2 id="remove-seats-title" className={styles.formTitle}>
        {t("workspaces.billing.removeTitle")}
      </h2>
      <p className={styles.hint}>{t("workspaces.billing.removeHint")}</p>
      {schedule.error && <Alert tone="danger">{errorMessage(schedule.error, t("workspaces.billing.failed"))}</Alert>}
      {saved !== null && <Alert tone="success">{t("workspaces.billing.saved", { seats: saved })}</Alert>}
      <TextField
        label={t("workspaces.billing.seatsFromRenewal")}
        type="number"
        inputMode="numeric"
        min={1}
        max={overview.seats}
        value={seats}
        onChange={(event) => setSeats(event.target.value)}
        required
      />
      <Button type="submit" variant="secondary" busy={schedule.isPending} disabled={count < 1}>
        {t("workspaces.billing.remove")}
      </Button>
    </form>
  );
}

/**
 * The subscription's renewal: when, and "Stop renewing", asked first (the seats then run to the end paid for); once
 * stopped, that it is off. The page shows the server's confirmation (`onStopped`).
 */
export function StopRenewalForm(props: { overview: SeatsOverview; onStopped: (message: string) => void }) {
  const { overview } = props;
  const { t } = useT();
  const stop = useStopRenewal();
  const [asking, setAsking] = useState(false);
  const until = overview.paidUntil ? formatLongDate(overview.paidUntil) : "";
  const renews = overview.subscription?.renews === true;
  return (
    <section className={styles.form} aria-labelledby="stop-renewal-title">
      <h2 id="stop-renewal-title" className={styles.formTitle}>
        {t("workspaces.billing.stopTitle")}
      </h2>
      <p className={styles.hint}>
        {renews ? t("workspaces.billing.stopHint", { date: until }) : t("workspaces.billing.stopped", { date: until })}
      </p>
      {renews && (
        <div>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t("workspaces.billing.stop")}
          </Button>
        </div>
      )}
      <CoreConfirmDialog
        open={asking}
        title={t("workspaces.billing.stopConfirmTitle")}
        body={t("workspaces.billing.stopConfirmBody", { date: until })}
        confirmLabel={t("workspaces.billing.stop")}
        pending={stop.isPending}
        error={stop.error}
        failed={t("workspaces.billing.failed")}
        onConfirm={() =>
          stop.mutate(
            { workspaceId: overview.workspaceId },
            {
              onSuccess: (answer) => {
                setAsking(false);
                props.onStopped(answer.message);
              },
            },
          )
        }
        onClose={() => {
          stop.reset();
          setAsking(false);
        }}
      />
    </section>
  );
}
