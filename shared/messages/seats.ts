/**
 * The server's texts about buying a workspace's seats and our admin's view of workspaces (issue #35,
 * docs/product/workspaces.md#buying-seats, #our-admin), in English; the Hindi is in client/messages/server/hi.json.
 */
export const SEAT_TEXTS = {
  "seats.wholeNumber": "Seats must be a whole number",
  "seats.atLeastOne": "Buy at least 1 seat",
  "seats.atMost": "At most {max} seats",
  "seats.subscriptionRunning":
    "This workspace's seats renew by subscription: add seats, or remove them at the renewal, instead of buying again.",
  "seats.renewalCount":
    "The next period is for {seats} seats. Add seats, or change the seats from the renewal, before paying for it.",
  "seats.periodMismatch":
    "This workspace pays {period, select, yearly {yearly} other {monthly}}: buy the same period until its seats end.",
  "seats.subscribeAfter":
    "Seats paid once are in force until {until}: a subscription can be set up when they end. Add seats meanwhile.",
  "seats.addInstead": "To have more seats, add them now: they are charged for the days left of the period.",
  "seats.notInForce": "This workspace has no seats in force: buy seats first.",
  "seats.suspended": "This workspace is suspended. Contact us to restore it before buying seats.",
  "seats.belowHolders":
    "{holders} people hold seats (members and pending invitations): remove {excess} of them first, or keep at least {holders} seats.",
  "seats.updateFailed":
    "Razorpay could not change the subscription's seats just now. Nothing was changed: please try again in a few minutes.",
  "seats.updateRefused": "Razorpay does not allow changing this subscription's seats: {reason}. Nothing was changed.",
  "seats.bought": "Payment received: the workspace has {seats} seats.",
  "seats.nothingRenews": "This workspace's seats do not renew automatically: there is nothing to stop.",
  "seats.renewalStopped": "Automatic renewal stopped: the seats run to the end of the period already paid for.",
  "seats.alreadySuspended": "This workspace is already suspended.",
  "seats.notSuspended": "This workspace is not suspended.",
  "field.workspaceId": "workspaceId",
  "field.reason": "Reason",
} as const;
