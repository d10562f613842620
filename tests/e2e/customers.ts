// Customers set up through the REST API, for journeys that start from an account that has paid.
import { expect } from "vitest";
import * as e2e from "./browser";

type Journeys = ReturnType<typeof e2e.setupJourneys>;

/** A REST call with the person's token that must answer 200 (PUT for the profile, POST with a body). */
export async function api(baseUrl: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? "GET" : path === "/api/users/profile" ? "PUT" : "POST",
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return response.json();
}

/** A customer with this name who bought Professional through the development checkout. */
export async function customerWithPlan({ baseUrl, mailboxUrl, browser }: Journeys, name: string) {
  const page = await browser.newPage();
  const buyer = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
  await page.close();
  await api(baseUrl, "/api/users/profile", buyer.token, { name });
  const { orderId } = await api(baseUrl, "/api/payment/order", buyer.token, { plan: "professional" });
  const checkout = await api(baseUrl, "/api/payment/simulate", buyer.token, { orderId, outcome: "success" });
  await api(baseUrl, "/api/payment/verify", buyer.token, checkout);
  return { ...buyer, name };
}
