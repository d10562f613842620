import { Suspense } from "react";
import { useMySubscription } from "../hooks/use-my-subscription";
import { lazyComponent } from "../lib/lazy-component";
import { loadGraceMessages } from "../messages/grace";

// The banner and its texts load only while a renewal is in grace.
const GraceBanner = lazyComponent(
  () => import("./grace-banner"),
  (module) => module.GraceBanner,
  loadGraceMessages,
);

/** Asks for the person's subscription (shared with the pricing page and the profile) and shows the banner while it is pending. */
export function GraceCheck({ className }: { className?: string }) {
  const { data } = useMySubscription();
  if (data?.status !== "pending") return null;
  return (
    <Suspense fallback={null}>
      <GraceBanner subscription={data} className={className} />
    </Suspense>
  );
}
