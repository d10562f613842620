import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Strict CSP the SPA works under: our own scripts and styles only, API calls to
 * our own origin. Razorpay Checkout is the one third party, and only on the
 * hosts it loads from.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "https://checkout.razorpay.com"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", "data:", "https://*.razorpay.com"],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'", "https://*.razorpay.com"],
          frameSrc: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      global: true,
    });
  },
  { name: "security" },
);
