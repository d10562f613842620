import { idInput } from "../../../shared/admin";
import { englishText } from "../../../shared/server-messages";
import { ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import { SUBSCRIPTION_ROW_ID, SUBSCRIPTION_VIEW_EXAMPLE, subscriptionViewSchema } from "../billing";
import type { adminRouter } from "./admin.router";

const { restOperation, table } = operationsOf<{ admin: typeof adminRouter }>();

/** An administrator's cancel of a subscription (issue #32); the Subscribers page's overview and list are beside it. */
export const ADMIN_SUBSCRIPTION_CANCEL_OPERATIONS = table([
  restOperation({
    method: "post",
    path: "/admin/subscriptions/{id}/cancel",
    tag: "Administration",
    summary: "Cancel a subscription at once",
    description:
      "Cancels it in Razorpay at once (no further charges) and marks it cancelled; the person's plan keeps the days already paid for. Audited with the administrator's name.",
    procedure: "admin.subscriptions.cancel",
    auth: "admin",
    params: sample(idInput, { id: SUBSCRIPTION_ROW_ID }),
    response: ok("The subscription now.", subscriptionViewSchema, {
      ...SUBSCRIPTION_VIEW_EXAMPLE,
      status: "cancelled",
      nextChargeAt: null,
    }),
    errors: {
      400: `\`${englishText("subscription.alreadyEnded")}\``,
      404: "No such subscription.",
      503: `\`${englishText("subscription.cancelFailed")}\` Nothing was changed.`,
    },
  }),
]);
