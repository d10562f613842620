// Razorpay Checkout's loader lives in client/lib (the pricing page and a workspace's billing tab both open it).
export * from "../../../lib/razorpay";
