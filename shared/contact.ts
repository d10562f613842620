import { z } from "zod";

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const contactInputSchema = z.object({
  name: required("Name", 100),
  email: required("Email", 254).pipe(z.email("Please enter a valid email address")),
  subject: required("Subject", 200),
  message: required("Message", 5000),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

export const CONTACT_SUCCESS = "Thank you for your message! We will get back to you soon.";
