import { gstStateName } from "../../../shared/gst-states";
import { gstinProblem, gstinState } from "../../../shared/gstin";
import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";

/**
 * A workspace's GSTIN against its billing state (docs/product/workspaces.md#gstin): the shape and check character,
 * a state code it starts with, and that state the billing state, the place of supply on its invoices.
 */
export function checkGstin(gstin: string | null, billingState: string): void {
  if (!gstin) return;
  const problem = gstinProblem(gstin);
  if (problem === "shape") throw new AppError("BAD_REQUEST", say("validation.gstin"));
  if (problem === "state") throw new AppError("BAD_REQUEST", say("workspaces.gstinUnknownState"));
  if (problem === "checksum") throw new AppError("BAD_REQUEST", say("workspaces.gstinChecksum"));
  const state = gstinState(gstin);
  if (state !== billingState)
    throw new AppError("BAD_REQUEST", say("workspaces.gstinOtherState", { state: `${state} ${gstStateName(state)}` }));
}
