import { contactInputSchema } from "../../../shared/contact";
import { englishText } from "../../../shared/server-messages";
import { messageResponse } from "../../docs/common.schemas";
import { created, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { contactRouter } from "./contact.router";

const { restOperation, table } = operationsOf<{ contact: typeof contactRouter }>();

/** The contact form. */
export const CONTACT_OPERATIONS = table([
  restOperation({
    method: "post",
    path: "/contact",
    tag: "Public",
    summary: "Send a message to the team",
    procedure: "contact.submit",
    auth: "none",
    body: sample(contactInputSchema, {
      name: "Vikram Iyer",
      email: "vikram.iyer@example.com",
      subject: "Team plan",
      message: "Can five of us share one Enterprise plan?",
    }),
    response: created("Stored for the admin panel.", messageResponse, { message: englishText("contact.sent") }),
    errors: {
      400: "A missing, too long or invalid field (control characters included).",
      429: "More than 5 messages from this address in an hour.",
    },
  }),
]);
