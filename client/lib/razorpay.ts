/** Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
const CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

/** The three fields Checkout hands to `handler`; the server checks their signature. */
export interface RazorpayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** What Checkout hands back after authorising a subscription's mandate (its first payment). */
export interface RazorpaySubscriptionResponse {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
}

interface CheckoutOptions {
  key: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string };
  theme: { color: string };
  modal: { ondismiss: () => void };
}

/**
 * An order (a one-off payment) or a subscription (https://razorpay.com/docs/payments/subscriptions/integration-guide/:
 * Checkout takes `subscription_id` instead of an order and an amount, and authorises the mandate).
 */
export type RazorpayOptions = CheckoutOptions &
  (
    | { amount: number; currency: string; order_id: string; handler: (response: RazorpayResponse) => void }
    | { subscription_id: string; handler: (response: RazorpaySubscriptionResponse) => void }
  );

export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", callback: (failure: RazorpayFailure) => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Loads checkout.js once, on the first purchase (the CSP allows that host), so
 * the pricing page itself stays light. A failed load is forgotten, so the next
 * attempt tries again.
 */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (loading) return loading;
  loading = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error("Razorpay Checkout did not initialise"));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error("Could not load Razorpay Checkout"));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The brand colour of the design tokens, for Checkout's theme. */
export function brandColour(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue("--color-primary-strong").trim();
  return /^#[0-9a-f]{3,8}$/i.test(value) ? value : "#7c3aed";
}
